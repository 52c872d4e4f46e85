// 'Fetch Data': GET /api/liverc/tracks?refresh=true makes the server read LiveRC now; the answer becomes
// the track list every screen shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { tracksQueryOptions } from '../../../api/liverc';
import { apiPaths, withQuery } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export function useRefreshTracks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<LiveRcTrack[]>(withQuery(apiPaths.liveRcTracks, { refresh: 'true' })),
    onSuccess: (tracks) => queryClient.setQueryData(tracksQueryOptions().queryKey, tracks),
  });
}
