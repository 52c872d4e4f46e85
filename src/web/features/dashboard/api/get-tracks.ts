// GET /api/liverc/tracks for the track picker of a racer who follows no track yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { apiPaths } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

export const trackChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [apiPaths.liveRcTracks],
    queryFn: () => apiRequest<LiveRcTrack[]>('GET', apiPaths.liveRcTracks),
    staleTime: 15_000,
  });

export function useTrackChoices(enabled: boolean) {
  return useQuery({ ...trackChoicesQueryOptions(), enabled });
}
