// When the coming races start, from the times the event page says its races were posted. LiveRC's heat sheets
// carry no start times, but a club meeting runs its races back to back at a steady pace: the next race to run
// starts about when the last one was posted, and each after it one typical interval later.
import type { LocalDateTime } from './liverc.ts';
import { median } from './race-analysis-figures.ts';

/** A gap longer than this between two postings is a break (lunch, track work), not the meeting's pace. */
export const BREAK_MINUTES = 20;
/** The pace is the meeting's recent one: the last this many intervals (breaks left out). */
export const RECENT_INTERVALS = 8;

export type RaceStartEstimate = {
  /** Median minutes between recent postings, breaks left out. */
  intervalMinutes: number;
  /** For each race still to run, in running order: its track-local start ('14:40') and the ± minutes. */
  starts: { at: string; plusMinusMinutes: number }[];
};

/**
 * Estimates the starts of the next `racesToRun` races from the completion times of the races run so far.
 * Only the latest day's timed postings count. Race k (0 = the next to run) starts at the last posting plus
 * k median intervals.
 *
 * The ± is the intervals' median absolute deviation (how far a typical interval strays from the median) times
 * the intervals to go, k + 1: a meeting's pace drifts one way for a while (a slow class, a crash-strewn heat),
 * so each race's error tends to add to the last rather than cancel. It is at least one minute, as the times
 * LiveRC writes are whole minutes. Null until two postings give one interval.
 */
export function estimateRaceStarts(
  completedAt: readonly (LocalDateTime | null)[],
  racesToRun: number,
): RaceStartEstimate | null {
  return estimateFrom(latestDayMinutes(completedAt), racesToRun);
}

/** How the estimate did on the event's day so far: the error of its start for the race `racesAhead` on. */
export type EstimateRecord = {
  racesAhead: number;
  /** Median minutes between the estimated and the real start. */
  medianErrorMinutes: number;
  /** Checks made, and how many of them fell inside their ±. */
  checks: number;
  withinPlusMinus: number;
};

/** Checks needed before the record says anything. */
const MIN_CHECKS = 3;

/**
 * The estimate replayed on the day's own postings: after each one, the start it gave for the race
 * `racesAhead` places on, against when that race really started (the posting of the race before it).
 * Stretches holding a break are left out, as no estimate can foresee one. Null before three checks.
 */
export function estimateRecord(
  completedAt: readonly (LocalDateTime | null)[],
  racesAhead = 3,
): EstimateRecord | null {
  const times = latestDayMinutes(completedAt);
  const checks = times.slice(1, times.length - racesAhead).flatMap((_, index) => {
    const last = index + 1;
    const coming = times.slice(last, last + racesAhead + 1);
    if (coming.some((time, i) => i > 0 && time - (coming[i - 1] ?? time) > BREAK_MINUTES)) return [];
    const start = estimateFrom(times.slice(0, last + 1), racesAhead + 1)?.starts[racesAhead];
    const actual = coming[racesAhead];
    if (!start || actual === undefined) return [];
    const error = Math.abs(actual - minutesOf(start.at));
    return [{ error, within: error <= start.plusMinusMinutes }];
  });
  if (checks.length < MIN_CHECKS) return null;
  return {
    racesAhead,
    medianErrorMinutes: median(checks.map((check) => check.error)) ?? 0,
    checks: checks.length,
    withinPlusMinus: checks.filter((check) => check.within).length,
  };
}

/** 'On this day so far, a start 3 races ahead was off by 2 min (median of 15; 11 inside the ±).' */
export const estimateRecordText = (record: EstimateRecord): string =>
  `On this day so far, a start ${record.racesAhead} races ahead was off by ${formatMinutes(record.medianErrorMinutes)} min ` +
  `(median of ${record.checks}; ${record.withinPlusMinus} inside the ±).`;

/** The latest day's timed postings, as minutes of the day in order. */
function latestDayMinutes(completedAt: readonly (LocalDateTime | null)[]): number[] {
  const timed = completedAt.flatMap((at) =>
    at?.time ? [{ date: at.date, minutes: minutesOf(at.time) }] : [],
  );
  const day = timed
    .map((at) => at.date)
    .sort()
    .at(-1);
  return timed
    .filter((at) => at.date === day)
    .map((at) => at.minutes)
    .sort((a, b) => a - b);
}

function estimateFrom(times: readonly number[], racesToRun: number): RaceStartEstimate | null {
  const intervals = times
    .slice(1)
    .map((time, index) => time - (times[index] ?? time))
    .filter((gap) => gap <= BREAK_MINUTES)
    .slice(-RECENT_INTERVALS);
  const last = times.at(-1);
  if (last === undefined || intervals.length === 0) return null;
  // Neither is null: there is an interval.
  const interval = median(intervals) ?? 0;
  const spread = median(intervals.map((gap) => Math.abs(gap - interval))) ?? 0;
  return {
    intervalMinutes: interval,
    starts: Array.from({ length: racesToRun }, (_, k) => ({
      at: clockOf(last + k * interval),
      plusMinusMinutes: Math.max(1, Math.round(spread * (k + 1))),
    })),
  };
}

/** The pre-race checklist shows from this many minutes before the estimated start. */
export const CHECKLIST_MINUTES = 15;

/**
 * Whether the pre-race checklist is due: `now`'s wall clock (the racer's phone, at the track) within 15
 * minutes of the estimated start 'HH:MM', or past it.
 */
export const checklistDue = (at: string, now: Date): boolean =>
  minutesOf(at) - (now.getHours() * 60 + now.getMinutes()) <= CHECKLIST_MINUTES;

/** 'About 14:40 (± 6 min)'. */
export const startText = ({ at, plusMinusMinutes }: RaceStartEstimate['starts'][number]): string =>
  `about ${at} (± ${plusMinusMinutes} min)`;

/** The one line a racer reads to know how far to trust it. */
export const estimateBasisText = (intervalMinutes: number): string =>
  `Estimated from the median interval between recent races (${formatMinutes(intervalMinutes)} min), breaks over ${BREAK_MINUTES} minutes left out.`;

const formatMinutes = (minutes: number) => (Number.isInteger(minutes) ? String(minutes) : minutes.toFixed(1));

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whole minutes of the day as 'HH:MM', past midnight wrapping round. */
const clockOf = (minutes: number): string => {
  const rounded = Math.round(minutes) % (24 * 60);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}:${String(rounded % 60).padStart(2, '0')}`;
};
