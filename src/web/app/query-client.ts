// The one TanStack Query client: nothing refetches or retries unless a query asks (a mutation never does).
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { isUnauthorized } from '../lib/api-error';

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // A 401 from any query means the session ended (expired, or signed out in another tab):
    // forgetting the user puts the sign-in screen back instead of a screen full of errors.
    onError: (error) => {
      if (isUnauthorized(error)) queryClient.setQueryData(queryKeys.auth.user, null);
    },
  }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
  },
});
