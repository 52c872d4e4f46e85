// GET /api/liverc/race-results?url=: a race's results and every driver's laps.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceResults } from '../../../../domain/liverc';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths, withQuery } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const raceResultsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.liverc.raceResults(url),
    queryFn: ({ signal }) =>
      apiRequest<RaceResults>(withQuery(apiPaths.liveRcRaceResults, { url }), { signal }),
    // A race still running gains laps; a finished one costs nothing to ask again (the server caches it).
    staleTime: 30_000,
  });

export function useRaceResults(url: string | null) {
  return useQuery({ ...raceResultsQueryOptions(url ?? ''), enabled: url !== null });
}
