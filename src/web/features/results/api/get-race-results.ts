// GET /api/liverc/race-results?url=: a race's results and every driver's laps.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceResults } from '../../../../domain/liverc';
import { apiPaths, withQuery } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

export const raceResultsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [withQuery(apiPaths.liveRcRaceResults, { url })],
    queryFn: () => apiRequest<RaceResults>('GET', withQuery(apiPaths.liveRcRaceResults, { url })),
    // A race still running gains laps; a finished one costs nothing to ask again (the server caches it).
    staleTime: 30_000,
  });

/** `enabled: false` until a dialog opens: a closed dialog fetches nothing. */
export function useRaceResults(url: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...raceResultsQueryOptions(url ?? ''),
    enabled: url !== null && (options.enabled ?? true),
  });
}
