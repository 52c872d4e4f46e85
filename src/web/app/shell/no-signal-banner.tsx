// With no signal, every screen says so under the header, and how old what it shows is: the oldest copy among
// the racer's data on screen ('No signal: as of 14:02'), kept on the phone (offline/persisted-cache.ts).
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { queryKeys } from '../../api/query-keys';
import { formatAsOf } from '../../lib/format';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** When the oldest copy on screen was read (0: none), leaving out who is signed in, asked on every load. */
function useOldestShown(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const oldest = useCallback(() => {
    const times = cache
      .getAll()
      .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
      .filter((query) => query.queryKey[0] !== queryKeys.auth.user[0])
      .map((query) => query.state.dataUpdatedAt);
    return times.length > 0 ? Math.min(...times) : 0;
  }, [cache]);
  return useSyncExternalStore(subscribe, oldest, () => 0);
}

export function NoSignalBanner() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const oldest = useOldestShown();
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-(--destructive) px-4 py-1.5 text-sm font-semibold text-white"
    >
      <WifiOff aria-hidden className="size-4" />
      {oldest > 0 ? `No signal: as of ${formatAsOf(oldest)}` : 'No signal'}
    </p>
  );
}
