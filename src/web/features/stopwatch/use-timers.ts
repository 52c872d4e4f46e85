// Both timers, kept in local storage on every change and followed across tabs of the same phone.
import { useCallback, useEffect, useState } from 'react';
import type { TimerState } from '../../lib/stopwatch/stopwatch-state';
import { loadTimers, STORAGE_KEY, saveTimers } from '../../lib/stopwatch/stopwatch-storage';

export type TimerChange = (timer: TimerState, now: number) => TimerState;

export function useTimers() {
  const [timers, setTimers] = useState<TimerState[]>(() => loadTimers(localStorage));

  // A second tab with the Race Timer open writes the same key: take its laps rather than overwrite them.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && (event.key === STORAGE_KEY || event.key === null))
        setTimers(loadTimers(localStorage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** Applies a change to one timer at this very moment (not at the last tick of the display). */
  const update = useCallback((index: number, change: TimerChange) => {
    const at = Date.now();
    setTimers((current) => {
      const next = current.map((timer, i) => (i === index ? change(timer, at) : timer));
      saveTimers(localStorage, next);
      return next;
    });
  }, []);

  return { timers, update };
}
