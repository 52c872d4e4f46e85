// The one TanStack Query client: nothing refetches or retries unless a query asks for it.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../app/paths';
import { getQueryFn } from './api-client';
import { isUnauthorized } from './api-error';

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // A 401 from any query means the session ended (expired, or signed out in another tab):
    // forgetting the user puts the sign-in screen back instead of a screen full of errors.
    onError: (error) => {
      if (isUnauthorized(error)) queryClient.setQueryData([apiPaths.currentUser], null);
    },
  }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
