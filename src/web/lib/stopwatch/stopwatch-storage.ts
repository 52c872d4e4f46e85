// Keeps both timers in local storage under `stopwatch-state`, and reads them back only when they are
// exactly what this app wrote: anything else (corrupt, foreign, old) starts empty with a warning.
import { z } from 'zod';
import { newTimer, type TimerState } from './stopwatch-state';

export const STORAGE_KEY = 'stopwatch-state';
const TIMERS = 2;

const time = z.number().finite().nonnegative();
const lapSchema = z.object({
  lapNumber: z.number().int().positive(),
  lapTime: time,
  cumulativeTime: time,
  timestamp: time,
});
const timerSchema = z.object({
  name: z.string().max(100).default(''),
  elapsed: time,
  running: z.boolean(),
  startTimestamp: time.nullable(),
  laps: z.array(lapSchema).max(10_000),
});
const storedSchema = z.object({ timers: z.array(timerSchema).length(TIMERS) });

export const emptyTimers = (): TimerState[] => Array.from({ length: TIMERS }, () => newTimer());

export function loadTimers(storage: Pick<Storage, 'getItem'>): TimerState[] {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch (error) {
    console.warn('Race Timer: local storage cannot be read; starting empty.', error);
    return emptyTimers();
  }
  if (raw === null) return emptyTimers();
  try {
    const parsed = storedSchema.parse(JSON.parse(raw));
    // A running timer without a start time cannot be resumed: it is read as stopped.
    return parsed.timers.map((timer) =>
      timer.running && timer.startTimestamp === null ? { ...timer, running: false } : timer,
    );
  } catch (error) {
    console.warn('Race Timer: the saved timers could not be read; starting empty.', error);
    return emptyTimers();
  }
}

export function saveTimers(storage: Pick<Storage, 'setItem'>, timers: readonly TimerState[]): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ timers }));
  } catch (error) {
    // A full or blocked storage must not stop the timers; the laps stay on screen.
    console.warn('Race Timer: the timers could not be saved.', error);
  }
}
