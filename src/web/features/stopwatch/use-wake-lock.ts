// Keeps the screen on while the Race Timer is open: asked for on load and whenever the page is shown
// again (the browser drops the lock when the page is hidden); a refusal only logs a warning.
import { useCallback, useEffect, useRef, useState } from 'react';

export const wakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

export function useWakeLock() {
  const [wanted, setWanted] = useState(true);
  const [active, setActive] = useState(false);
  const sentinel = useRef<WakeLockSentinel | null>(null);

  const acquire = useCallback(async () => {
    if (!wakeLockSupported() || sentinel.current) return;
    try {
      const lock = await navigator.wakeLock.request('screen');
      sentinel.current = lock;
      setActive(true);
      lock.addEventListener('release', () => {
        sentinel.current = null;
        setActive(false);
      });
    } catch (error) {
      console.warn('Race Timer: the screen could not be kept awake.', error);
    }
  }, []);

  const release = useCallback(async () => {
    await sentinel.current?.release().catch(() => {});
    sentinel.current = null;
    setActive(false);
  }, []);

  useEffect(() => {
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

  useEffect(() => () => void release(), [release]);

  return { supported: wakeLockSupported(), active, wanted, setWanted };
}
