// GET /api/liverc/tracks for the /live track selector and the list of tracks racing now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { apiPaths } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

export const liveTracksQueryOptions = () =>
  queryOptions({
    queryKey: [apiPaths.liveRcTracks],
    queryFn: () => apiRequest<LiveRcTrack[]>('GET', apiPaths.liveRcTracks),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: 2,
  });

export function useLiveTracks() {
  return useQuery(liveTracksQueryOptions());
}
