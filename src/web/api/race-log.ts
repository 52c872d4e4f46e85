// The racer's race log (tyre sets on race results) and 'My races': read by the results tables, the
// Analysis screen and the Dashboard; changed by the Assign Tyres dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPractice } from '../../domain/my-practice';
import type { MyRaces } from '../../domain/my-races';
import type { RaceLogCreate, RaceLogDetailedEntry, RaceLogEntry, RaceLogPatch } from '../../domain/race-log';
import { apiPaths } from '../config/paths';
import { apiRequest, apiRequestAllPages } from '../lib/api-client';
import { useInvalidatingMutation } from './invalidating-mutation';
import { queryKeys } from './query-keys';

export const raceLogQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.raceLog.entries,
    queryFn: ({ signal }) => apiRequestAllPages<RaceLogEntry>(apiPaths.raceLog, { signal }),
  });

export const useRaceLog = () => useQuery(raceLogQueryOptions());

// How often the log is read again while the server reads some of its races in the background.
const LAPS_PENDING_MS = 5_000;

/** Each entry with its sets and the driver's laps: for the tyre ranking and the dashboard. */
export const raceLogDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.raceLog.details,
    queryFn: ({ signal }) => apiRequestAllPages<RaceLogDetailedEntry>(apiPaths.raceLogDetails, { signal }),
    // The server reads races it has not stored yet in the background: their laps come on a later read.
    refetchInterval: (query) =>
      query.state.data?.some((entry) => entry.lapsPending) ? LAPS_PENDING_MS : false,
  });

export const useRaceLogDetails = () => useQuery(raceLogDetailsQueryOptions());

export const myRacesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.raceLog.myRaces,
    queryFn: ({ signal }) => apiRequest<MyRaces>(apiPaths.myRaces, { signal }),
  });

export const useMyRaces = () => useQuery(myRacesQueryOptions());

/** The followed track's practice sessions of one day under the racer's name, and the sets they are on. */
export const myPracticeQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.raceLog.myPractice(date),
    queryFn: ({ signal }) => apiRequest<MyPractice>(apiPaths.myPractice(date), { signal }),
  });

/** Every change to the log refreshes the log and the tyre list: a set's totalLaps counts its entries. */
const useRaceLogMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) =>
  useInvalidatingMutation([queryKeys.raceLog.all, queryKeys.tyres.all], mutationFn);

/** A new entry, or the entry of the same race URL + driver + position updated. */
export const useSaveRaceLogEntry = () =>
  useRaceLogMutation((entry: RaceLogCreate) =>
    apiRequest<RaceLogEntry>(apiPaths.raceLog, { method: 'POST', body: entry }),
  );

export const useUpdateRaceLogEntry = () =>
  useRaceLogMutation(({ id, patch }: { id: number; patch: RaceLogPatch }) =>
    apiRequest<RaceLogEntry>(apiPaths.raceLogEntry(id), { method: 'PATCH', body: patch }),
  );
