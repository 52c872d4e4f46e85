// When the coming races start, from the times the event page says its races were posted. LiveRC's heat sheets
// carry no start times, but a club meeting runs its races back to back at a steady pace: the next race to run
// starts about when the last one was posted, and each after it one typical interval later.
import type { LocalDateTime } from './liverc.ts';

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
  const timed = completedAt.flatMap((at) =>
    at?.time ? [{ date: at.date, minutes: minutesOf(at.time) }] : [],
  );
  const day = timed
    .map((at) => at.date)
    .sort()
    .at(-1);
  const times = timed
    .filter((at) => at.date === day)
    .map((at) => at.minutes)
    .sort((a, b) => a - b);
  const intervals = times
    .slice(1)
    .map((time, index) => time - (times[index] ?? time))
    .filter((gap) => gap <= BREAK_MINUTES)
    .slice(-RECENT_INTERVALS);
  const last = times.at(-1);
  if (last === undefined || intervals.length === 0) return null;
  const interval = median(intervals);
  const spread = median(intervals.map((gap) => Math.abs(gap - interval)));
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

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whole minutes of the day as 'HH:MM', past midnight wrapping round. */
const clockOf = (minutes: number): string => {
  const rounded = Math.round(minutes) % (24 * 60);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}:${String(rounded % 60).padStart(2, '0')}`;
};
