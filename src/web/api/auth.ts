// GET /api/auth/user: who is signed in, or null. Read by the auth gate, the sign-in screen and the query client.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../domain/auth';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.user,
    queryFn: ({ signal }) => apiRequest<CurrentUser>(apiPaths.currentUser, { signal, on401: 'null' }),
    // Asked even with no signal: the service worker answers from the last answer it kept (src/web/sw.js).
    networkMode: 'offlineFirst',
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
