// The one TanStack Query client: nothing refetches or retries unless a query asks (a mutation never does, but
// the racer's queued writes, offline/queued-write.ts). What it holds is kept on the phone for a week
// (offline/persisted-cache.ts), so it keeps what it read as long.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { isUnauthorized } from '../lib/api-error';
import { followPhoneNetwork, KEPT_FOR_MS, keepCacheBounded, saveAtOnce } from '../offline/persisted-cache';
import { registerQueuedWrites } from '../offline/queued-write';

// The header's LIVE/SYNC/OFFLINE follows what LiveRC has just done: once a read of LiveRC's pages (or a racer's
// action, which may have read them: Fetch Data, Refresh) settles, the sources are asked again, not a minute
// later. The followed track's timing is left out: polled every few seconds, it brings its sources itself.
const followLiveRc = () => void queryClient.invalidateQueries({ queryKey: queryKeys.dataSources });

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // A 401 from any query means the session ended (expired, or signed out in another tab):
    // forgetting the user puts the sign-in screen back instead of a screen full of errors.
    onError: (error) => {
      if (isUnauthorized(error)) queryClient.setQueryData(queryKeys.auth.user, null);
    },
    onSettled: (_data, _error, query) => {
      if (query.queryKey[0] === queryKeys.liverc.all[0]) followLiveRc();
    },
  }),
  mutationCache: new MutationCache({ onSettled: followLiveRc }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: KEPT_FOR_MS,
      retry: false,
    },
  },
});

followPhoneNetwork();
registerQueuedWrites(queryClient);
keepCacheBounded(queryClient);
saveAtOnce(queryClient);
