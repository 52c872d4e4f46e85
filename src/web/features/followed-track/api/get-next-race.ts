// GET /api/live/next-race: the racer's next race on the followed track's heat sheets.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NextRaceAnswer } from '../../../../domain/timing';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const nextRaceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.timing.nextRace,
    queryFn: ({ signal }) => apiRequest<NextRaceAnswer>(apiPaths.nextRace, { signal }),
    // Heat sheets change as races finish; the server reads them at most once a minute.
    staleTime: 15_000,
    refetchInterval: 30_000,
  });

export function useNextRace(enabled: boolean) {
  return useQuery({ ...nextRaceQueryOptions(), enabled });
}
