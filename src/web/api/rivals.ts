// The racer's rivals: the list (Rivals screen and the Dashboard's 'My rivals'), names from their races to pick
// one by, and the head-to-head with each.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HeadToHead, Rival, RivalList, RivalNameOptions } from '../../domain/rivals';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { useInvalidatingMutation } from './invalidating-mutation';
import { queryKeys } from './query-keys';

export const rivalsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.rivals.list,
    queryFn: ({ signal }) => apiRequest<RivalList>(apiPaths.rivals, { signal }),
  });

export const useRivals = () => useQuery(rivalsQueryOptions());

/** Names containing what the racer typed (two letters or more), the last answer kept while the next loads. */
export const useRivalNames = (typed: string) =>
  useQuery({
    queryKey: queryKeys.rivals.names(typed),
    queryFn: ({ signal }) => apiRequest<RivalNameOptions>(apiPaths.rivalNames(typed), { signal }),
    enabled: typed.length >= 2,
    placeholderData: keepPreviousData,
  });

export const useHeadToHead = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.rivals.headToHead(id ?? 0),
    queryFn: ({ signal }) => apiRequest<HeadToHead>(apiPaths.headToHead(id ?? 0), { signal }),
    enabled: id !== null,
  });

export const useAddRival = () =>
  useInvalidatingMutation([queryKeys.rivals.all], (name: string) =>
    apiRequest<Rival>(apiPaths.rivals, { method: 'POST', body: { name } }),
  );

export const useRemoveRival = () =>
  useInvalidatingMutation([queryKeys.rivals.all], (id: number) =>
    apiRequest<null>(apiPaths.rival(id), { method: 'DELETE' }),
  );
