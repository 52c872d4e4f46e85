// Whether the followed track's live stream is delivering, as one store the whole app reads: while it is, the
// live queries do not poll (live-data.ts); when it drops, they poll until the browser has reconnected.
import { createContext, useContext, useSyncExternalStore } from 'react';

export type LiveStreamStore = {
  subscribe(listener: () => void): () => void;
  delivering(): boolean;
  setDelivering(delivering: boolean): void;
};

export function createLiveStreamStore(): LiveStreamStore {
  let delivering = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    delivering: () => delivering,
    setDelivering(next) {
      if (next === delivering) return;
      delivering = next;
      for (const listener of listeners) listener();
    },
  };
}

export const LiveStreamContext = createContext<LiveStreamStore | null>(null);

export function useLiveStreamStore(): LiveStreamStore {
  const store = useContext(LiveStreamContext);
  if (!store) throw new Error('useLiveStreamStore needs the app Providers');
  return store;
}

/** Whether the stream delivers now; re-renders the reader when that changes. */
export function useStreamDelivering(): boolean {
  const store = useLiveStreamStore();
  return useSyncExternalStore(store.subscribe, store.delivering);
}
