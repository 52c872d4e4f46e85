// The racer's tyre inventory: read by the Inventory screen, the Dashboard's inventory summary and the
// Race Timer (saving laps to a set); changed by the Inventory screen and the Race Timer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TyreSession, TyreSessionCreate } from '../../domain/tyre-sessions';
import type { TyreCreate, TyreItem, TyrePatch } from '../../domain/tyres';
import { apiPaths } from '../config/paths';
import { apiRequest, apiRequestAllPages } from '../lib/api-client';
import { useInvalidatingMutation } from './invalidating-mutation';
import { queryKeys } from './query-keys';

export const tyresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tyres.list,
    queryFn: ({ signal }) => apiRequest<TyreItem[]>(apiPaths.tyres, { signal }),
  });

export const useTyres = () => useQuery(tyresQueryOptions());

export const tyreSessionsQueryOptions = (tyreId: number) =>
  queryOptions({
    queryKey: queryKeys.tyres.sessions(tyreId),
    queryFn: ({ signal }) => apiRequestAllPages<TyreSession>(apiPaths.tyreSessions(tyreId), { signal }),
  });

/** Every change to a set refreshes the list (totals, laps), the sets' sessions and the race log, whose
 * entries name the sets (a deleted set leaves its entries without it). */
const useTyreMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) =>
  useInvalidatingMutation([queryKeys.tyres.all, queryKeys.raceLog.all], mutationFn);

export const useAddTyre = () =>
  useTyreMutation((input: TyreCreate) =>
    apiRequest<TyreItem>(apiPaths.tyres, { method: 'POST', body: input }),
  );

export const useUpdateTyre = () =>
  useTyreMutation(({ id, patch }: { id: number; patch: TyrePatch }) =>
    apiRequest<TyreItem>(apiPaths.tyre(id), { method: 'PATCH', body: patch }),
  );

/** 'Number these sets': a lot of n sets becomes n sets of one, each numbered; answers them by set number. */
export const useNumberSets = () =>
  useTyreMutation((id: number) => apiRequest<TyreItem[]>(apiPaths.tyreNumberSets(id), { method: 'POST' }));

export const useRemoveTyre = () =>
  useTyreMutation((id: number) => apiRequest<void>(apiPaths.tyre(id), { method: 'DELETE' }));

export const useAddTyreSession = () =>
  useTyreMutation(({ tyreId, session }: { tyreId: number; session: TyreSessionCreate }) =>
    apiRequest<TyreSession>(apiPaths.tyreSessions(tyreId), { method: 'POST', body: session }),
  );
