// Keeps the screen on while the Race Timer is open: asked for on load and whenever the page is shown
// again (the browser drops the lock when the page is hidden); a refusal only logs a warning.
import { useCallback, useEffect, useRef, useState } from 'react';

export const wakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

export function useWakeLock() {
  const [wanted, setWanted] = useState(true);
  const sentinel = useRef<WakeLockSentinel | null>(null);
  // Read after each await: the switch may have been turned off, or the page left, while a request ran.
  const wantedNow = useRef(wanted);
  const requesting = useRef(false);

  const release = useCallback(async () => {
    const lock = sentinel.current;
    sentinel.current = null;
    await lock?.release().catch(() => {});
  }, []);

  const acquire = useCallback(async () => {
    // One request at a time, so no second lock is left held with nothing to release it.
    if (!wakeLockSupported() || sentinel.current || requesting.current) return;
    if (document.visibilityState !== 'visible') return;
    requesting.current = true;
    try {
      const lock = await navigator.wakeLock.request('screen');
      if (!wantedNow.current) {
        await lock.release().catch(() => {});
        return;
      }
      sentinel.current = lock;
      lock.addEventListener('release', () => {
        if (sentinel.current === lock) sentinel.current = null;
      });
    } catch (error) {
      console.warn('Race Timer: the screen could not be kept awake.', error);
    } finally {
      requesting.current = false;
    }
  }, []);

  useEffect(() => {
    wantedNow.current = wanted;
    if (!wanted) {
      void release();
      return;
    }
    void acquire();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [wanted, acquire, release]);

  // Leaving the Race Timer lets the screen sleep again.
  useEffect(
    () => () => {
      wantedNow.current = false;
      void release();
    },
    [release],
  );

  return { supported: wakeLockSupported(), wanted, setWanted };
}
