// Both timers, kept in local storage on every change, with `now` ticking every 10 ms while one runs.
import { useCallback, useEffect, useState } from 'react';
import type { TimerState } from '../../lib/stopwatch/stopwatch-state';
import { loadTimers, saveTimers } from '../../lib/stopwatch/stopwatch-storage';

const TICK_MS = 10;

export function useTimers() {
  const [timers, setTimers] = useState<TimerState[]>(() => loadTimers(localStorage));
  const [now, setNow] = useState(() => Date.now());
  const anyRunning = timers.some((timer) => timer.running);

  useEffect(() => {
    if (!anyRunning) return;
    const interval = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(interval);
  }, [anyRunning]);

  /** Applies a change to one timer at this very moment (not at the last tick). */
  const update = useCallback((index: number, change: (timer: TimerState, now: number) => TimerState) => {
    const at = Date.now();
    setNow(at);
    setTimers((current) => {
      const next = current.map((timer, i) => (i === index ? change(timer, at) : timer));
      saveTimers(localStorage, next);
      return next;
    });
  }, []);

  return { timers, now, update };
}
