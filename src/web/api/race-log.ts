// The racer's race log (tyre sets on race results) and 'My races': read by the results tables, the
// Analysis screen and the Dashboard; changed by the Assign Tyres dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPractice } from '../../domain/my-practice';
import type { MyRaces } from '../../domain/my-races';
import {
  type RaceLogCreate,
  type RaceLogDetailedEntry,
  type RaceLogEntry,
  type RaceLogPatch,
  raceLogCreateSchema,
  raceLogPatchSchema,
} from '../../domain/race-log';
import { apiPaths } from '../config/paths';
import { apiRequest, apiRequestAllPages } from '../lib/api-client';
import { useQueuedWrite } from '../offline/queued-write';
import { addRow, changeRow, parseShown } from '../offline/shown-rows';
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
const REFRESHES = [queryKeys.raceLog.all, queryKeys.tyres.all];

/** The same race, as the server tells them apart: one entry per race URL, driver and position. */
const sameRace = (a: RaceLogEntry, b: RaceLogEntry) =>
  a.raceUrl !== null && a.raceUrl === b.raceUrl && a.driverName === b.driverName && a.position === b.position;

/** A new entry, or the entry of the same race URL + driver + position updated. */
export const useSaveRaceLogEntry = () =>
  useQueuedWrite({
    label: (entry: RaceLogCreate) => `Log ${entry.raceTitle}`,
    request: (entry) => ({ method: 'POST', url: apiPaths.raceLog, body: entry }),
    refreshes: REFRESHES,
    creates: true,
    apply: (queryClient, input, id) => {
      const parsed = parseShown(raceLogCreateSchema, input);
      const now = new Date().toISOString();
      const entry: RaceLogEntry = {
        ...parsed,
        id,
        lapsCompleted: parsed.lapsCompleted ?? null,
        raceDate: parsed.raceDate ?? now,
        createdAt: now,
      };
      const { entries } = queryKeys.raceLog;
      const same = queryClient.getQueryData<RaceLogEntry[]>(entries)?.find((other) => sameRace(other, entry));
      if (!same) return addRow(queryClient, entries, entry);
      return changeRow<RaceLogEntry>(queryClient, entries, same.id, () => ({ ...entry, id: same.id }));
    },
  });

export const useUpdateRaceLogEntry = () =>
  useQueuedWrite({
    label: ({ patch }: { id: number; patch: RaceLogPatch }) =>
      `Change ${Object.keys(patch).join(', ')} of a race`,
    request: ({ id, patch }) => ({ method: 'PATCH', url: apiPaths.raceLogEntry(id), body: patch }),
    refreshes: REFRESHES,
    apply: (queryClient, { id, patch }) => {
      const changed = parseShown(raceLogPatchSchema, patch);
      return changeRow<RaceLogEntry>(queryClient, queryKeys.raceLog.entries, id, (entry) => ({
        ...entry,
        ...changed,
      }));
    },
  });
