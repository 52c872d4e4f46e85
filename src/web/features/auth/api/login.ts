// Signs in: POST /api/auth/login sets the HttpOnly session cookie, then the page reloads, or opens the page that
// sent the racer to sign in (a shared link's 'Sign in to copy it').
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '../../../../domain/auth';
import { safeReturnPath } from '../../../../domain/return-path';
import { toast, toastAcrossReload } from '../../../components/ui/toast';
import { apiPaths, RETURN_PARAM } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const login = (input: LoginInput) =>
  apiRequest<CurrentUser>(apiPaths.login, { method: 'POST', body: input });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      toastAcrossReload({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
      // A fresh page load starts the signed-in app from a clean slate, with no signed-out leftovers.
      const back = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM));
      if (back) window.location.replace(back);
      else window.location.reload();
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: error.message, variant: 'destructive' });
    },
  });
}
