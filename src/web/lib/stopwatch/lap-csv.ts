// A timer's laps as a CSV file: lap, lap time, cumulative time, time of day.
import { toCsv } from '../../../domain/csv';
import { formatStopwatchTime } from '../format';
import type { Lap, TimerState } from './stopwatch-state';

type TimeOfDay = (timestamp: number) => string;

const LAP_COLUMNS = ['lap', 'lap time', 'cumulative', 'time of day'];
const lapRow = (lap: Lap, timeOfDay: TimeOfDay) => [
  lap.lapNumber,
  formatStopwatchTime(lap.lapTime),
  formatStopwatchTime(lap.cumulativeTime),
  timeOfDay(lap.timestamp),
];

export function lapsCsv(timer: TimerState, timeOfDay: TimeOfDay): string {
  return toCsv(
    LAP_COLUMNS,
    timer.laps.map((lap) => lapRow(lap, timeOfDay)),
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
export function allLapsCsv(timers: readonly TimerState[], timeOfDay: TimeOfDay): string {
  return toCsv(
    ['timer', 'driver', ...LAP_COLUMNS],
    timers.flatMap((timer, index) =>
      timer.laps.map((lap) => [index + 1, timer.name, ...lapRow(lap, timeOfDay)]),
    ),
  );
}
