// A timer's laps as a CSV file: lap, lap time, cumulative time, time of day.
import { toCsv } from '../../../domain/csv';
import { formatStopwatchTime } from '../format';
import type { TimerState } from './stopwatch-state';

export function lapsCsv(timer: TimerState, timeOfDay: (timestamp: number) => string): string {
  return toCsv(
    ['lap', 'lap time', 'cumulative', 'time of day'],
    timer.laps.map((lap) => [
      lap.lapNumber,
      formatStopwatchTime(lap.lapTime),
      formatStopwatchTime(lap.cumulativeTime),
      timeOfDay(lap.timestamp),
    ]),
  );
}

/** `race-timer-sam-2026-11-22.csv` */
export function lapsFileName(timer: TimerState, fallback: string, now: Date): string {
  const who =
    (timer.name.trim() || fallback)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'timer';
  return `race-timer-${who}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Both timers' laps in one file, for the home page's Export: the timer and driver on every line. */
export function allLapsCsv(timers: readonly TimerState[], timeOfDay: (timestamp: number) => string): string {
  return toCsv(
    ['timer', 'driver', 'lap', 'lap time', 'cumulative', 'time of day'],
    timers.flatMap((timer, index) =>
      timer.laps.map((lap) => [
        index + 1,
        timer.name,
        lap.lapNumber,
        formatStopwatchTime(lap.lapTime),
        formatStopwatchTime(lap.cumulativeTime),
        timeOfDay(lap.timestamp),
      ]),
    ),
  );
}
