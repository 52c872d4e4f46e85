// The spellings of the racer Pitboard found in stored races, offered in Settings to confirm or reject.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverNameCandidates } from '../../../../domain/settings';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export function useDriverNameCandidates() {
  return useQuery({
    queryKey: queryKeys.driverNameCandidates,
    queryFn: ({ signal }) =>
      apiRequest<DriverNameCandidates>(`${apiPaths.settings}/driver-name-candidates`, { signal }),
  });
}

/** 'Not me': the spelling is never offered again; the answer is the candidates left. */
export function useRejectDriverName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<DriverNameCandidates>(`${apiPaths.settings}/rejected-driver-names`, {
        method: 'POST',
        body: { name },
      }),
    onSuccess: (left) => queryClient.setQueryData(queryKeys.driverNameCandidates, left),
  });
}
