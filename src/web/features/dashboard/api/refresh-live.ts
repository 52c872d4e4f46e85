// POST /api/refresh: reads the followed track from LiveRC now, then shows the new figures everywhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';
import { isLiveQuery } from '../../../lib/user-settings';

export function useRefreshLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', apiPaths.refreshLive),
    onSuccess: () => queryClient.invalidateQueries({ predicate: isLiveQuery }),
  });
}
