// POST /api/refresh: reads the followed track from LiveRC now, then shows the new figures everywhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export function useRefreshLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(apiPaths.refreshLive, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timing.all }),
  });
}
