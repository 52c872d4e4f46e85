// The Race Timer's timers as pure state: every figure comes from the clock (start timestamp and elapsed
// before it), never from counting ticks, so a background tab or a reload loses nothing.

export type Lap = {
  lapNumber: number;
  /** This lap alone, in ms. */
  lapTime: number;
  /** From the timer's zero to the end of this lap, in ms. */
  cumulativeTime: number;
  /** When the lap was taken (epoch ms), shown as a time of day. */
  timestamp: number;
};

export type TimerState = {
  /** The driver's name. */
  name: string;
  /** Time run before the current start, in ms. */
  elapsed: number;
  running: boolean;
  /** When the current run started (epoch ms), while running. */
  startTimestamp: number | null;
  laps: Lap[];
};

export type TimerStatus = 'RUNNING' | 'STOPPED' | 'READY';

export const newTimer = (name = ''): TimerState => ({
  name,
  elapsed: 0,
  running: false,
  startTimestamp: null,
  laps: [],
});

/** The timer's reading at `now`. */
export function elapsedAt(timer: TimerState, now: number): number {
  if (!timer.running || timer.startTimestamp === null) return timer.elapsed;
  return timer.elapsed + Math.max(0, now - timer.startTimestamp);
}

export function statusOf(timer: TimerState, now: number): TimerStatus {
  if (timer.running) return 'RUNNING';
  return elapsedAt(timer, now) > 0 ? 'STOPPED' : 'READY';
}

/** START: from zero, or resuming from the elapsed time. */
export function start(timer: TimerState, now: number): TimerState {
  return timer.running ? timer : { ...timer, running: true, startTimestamp: now };
}

export function stop(timer: TimerState, now: number): TimerState {
  return timer.running
    ? { ...timer, elapsed: elapsedAt(timer, now), running: false, startTimestamp: null }
    : timer;
}

export const toggle = (timer: TimerState, now: number): TimerState =>
  timer.running ? stop(timer, now) : start(timer, now);

export const canLap = (timer: TimerState, now: number): boolean => timer.running && elapsedAt(timer, now) > 0;

/** LAP: only while running with time on the clock; the lap ends now. */
export function lap(timer: TimerState, now: number): TimerState {
  if (!canLap(timer, now)) return timer;
  const cumulativeTime = elapsedAt(timer, now);
  const previous = timer.laps.at(-1)?.cumulativeTime ?? 0;
  const next: Lap = {
    lapNumber: timer.laps.length + 1,
    lapTime: cumulativeTime - previous,
    cumulativeTime,
    timestamp: now,
  };
  return { ...timer, laps: [...timer.laps, next] };
}

export const canReset = (timer: TimerState, now: number): boolean =>
  elapsedAt(timer, now) > 0 || timer.laps.length > 0;

/** RESET: back to zero with no laps; the driver's name stays. */
export function reset(timer: TimerState, now: number): TimerState {
  return canReset(timer, now) ? newTimer(timer.name) : timer;
}

export type LapStats = { best: number; worst: number; average: number; count: number };

export function lapStats(laps: readonly Lap[]): LapStats | null {
  if (laps.length === 0) return null;
  const times = laps.map((entry) => entry.lapTime);
  return {
    best: Math.min(...times),
    worst: Math.max(...times),
    average: times.reduce((sum, time) => sum + time, 0) / times.length,
    count: laps.length,
  };
}
