// Signs out: POST /api/auth/logout ends the session, every cached answer is dropped (on the phone's disk too), the
// page reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, toastAcrossReload } from '../../../components/ui/toast';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { forgetOfflineUser } from '../../../lib/offline-shell';
import { forgetRacerData } from '../../../offline/persisted-cache';

export const logout = () => apiRequest(apiPaths.logout, { method: 'POST' });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Nothing of this racer's data may survive for whoever picks up the phone next.
      await Promise.all([forgetRacerData(queryClient), forgetOfflineUser()]).catch(() => {});
      toastAcrossReload({ title: 'Logged out successfully', description: 'See you next time!' });
      window.location.reload();
    },
    onError: () => {
      toast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' });
    },
  });
}
