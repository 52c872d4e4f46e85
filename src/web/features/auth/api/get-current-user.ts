// Who is signed in: the user, or null when the server answers 401.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../domain/auth';
import { apiPaths } from '../../../app/paths';
import { getQueryFn } from '../../../lib/api-client';

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: [apiPaths.currentUser],
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    // 401 is an answer (signed out), not a failure worth asking again.
    retry: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
