// Keeps the screen on while the Race Timer is open: asked for on load and whenever the page is shown
// again (the browser drops the lock when the page is hidden). A refusal turns the switch off and says why,
// so the racer never trusts a screen that will sleep.
import { useCallback, useEffect, useRef, useState } from 'react';

export const wakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/** The one line shown under the switch when the phone says no. */
export function refusalReason(error: unknown): string {
  // NotAllowedError: the browser's policy (battery saver, the page not in front) or a permission refused.
  if (error instanceof DOMException && error.name === 'NotAllowedError')
    return 'The phone refused: battery saver may be on';
  return 'This browser cannot keep the screen on';
}

export function useWakeLock() {
  const [wanted, setWantedState] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
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
      if (!wantedNow.current) return;
      wantedNow.current = false;
      setWantedState(false);
      setRefusal(refusalReason(error));
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

  /** Turning it on asks again; the reason of an earlier refusal goes until the phone answers. */
  const setWanted = useCallback((next: boolean) => {
    setRefusal(null);
    setWantedState(next);
  }, []);

  return { supported: wakeLockSupported(), wanted, setWanted, refusal };
}
