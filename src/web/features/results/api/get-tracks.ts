// GET /api/liverc/tracks: every LiveRC track, live ones first; ?refresh=true reads LiveRC now.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { apiPaths, withQuery } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

export const tracksQueryOptions = () =>
  queryOptions({
    queryKey: [apiPaths.liveRcTracks],
    queryFn: () => apiRequest<LiveRcTrack[]>('GET', apiPaths.liveRcTracks),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: 3,
    retryDelay: 1_000,
  });

export function useTracks() {
  return useQuery(tracksQueryOptions());
}

/** 'Fetch Data': makes the server read LiveRC now and puts the answer in the track list's cache. */
export function useRefreshTracks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<LiveRcTrack[]>('GET', withQuery(apiPaths.liveRcTracks, { refresh: 'true' })),
    onSuccess: (tracks) => queryClient.setQueryData(tracksQueryOptions().queryKey, tracks),
  });
}
