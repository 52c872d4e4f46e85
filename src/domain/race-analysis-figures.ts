// The Analysis screen's figures and formulas: a race log entry's text figures as numbers, the
// consistency rating, the performance score and its badge, and the finishing rates.
import { consistencyOf } from './consistency.ts';
import type { RaceLogEntry } from './race-log.ts';

/**
 * A time figure in seconds: '38.061' -> 38.061, '1:02.345' -> 62.345 (minutes written, seconds below 60);
 * null for an empty or unreadable figure, or a zero time (a non-starter's).
 */
export function figureSeconds(text: string | null): number | null {
  const match = /^(?:(\d{1,3}):(?=[0-5]\d(?:\.|$)))?(\d+(?:\.\d+)?)$/.exec(text?.trim() ?? '');
  if (!match?.[2]) return null;
  const seconds = Number(match[1] ?? 0) * 60 + Number(match[2]);
  return seconds > 0 ? seconds : null;
}

/**
 * A consistency figure as a percentage: '92.82%' and '92.82' -> 92.82; a value of 1 or less is a fraction,
 * '0.93' -> 93 (the tables' rule, consistency.ts). Null for an unreadable figure or one over 100%.
 */
export function consistencyPercent(text: string | null): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*%?$/.exec(text?.trim() ?? '');
  const percent = match?.[1] === undefined ? null : (consistencyOf(Number(match[1]))?.percent ?? null);
  return percent !== null && percent <= 100 ? percent : null;
}

/** The figures the analysis reads from an entry: laps in seconds, consistency in percent. */
export const entryFigures = (entry: Pick<RaceLogEntry, 'fastestLap' | 'avgLap' | 'consistency'>) => ({
  fastestLap: figureSeconds(entry.fastestLap),
  avgLap: figureSeconds(entry.avgLap),
  consistency: consistencyPercent(entry.consistency),
});

export type ConsistencyRating = 'Excellent' | 'Good' | 'Average' | 'Poor';

/** 95% and up Excellent, 90% Good, 80% Average, below that Poor. */
export function consistencyRating(percent: number): ConsistencyRating {
  if (percent >= 95) return 'Excellent';
  if (percent >= 90) return 'Good';
  return percent >= 80 ? 'Average' : 'Poor';
}

export type ScoreTier = 'excellent' | 'good' | 'fair' | 'poor';

/** The performance score's badge: 90 and up excellent, 75 good, 60 fair, below that poor. */
export function scoreTier(score: number): ScoreTier {
  if (score >= 90) return 'excellent';
  if (score >= 75) return 'good';
  return score >= 60 ? 'fair' : 'poor';
}

export type ScoreInputs = {
  averagePosition: number;
  /** Percent; null when no race has a consistency figure, which then counts 0 (the spec's formula). */
  averageConsistency: number | null;
  races: number;
};

/**
 * The spec's performance score: 0.5 x max(0, 100 - 5 x average position) + 0.3 x average consistency +
 * 0.2 x min(races x 2, 20). A win every race at 100% consistency over 10 races scores 81.5, its ceiling.
 */
export const performanceScore = ({ averagePosition, averageConsistency, races }: ScoreInputs): number =>
  0.5 * Math.max(0, 100 - 5 * averagePosition) +
  0.3 * (averageConsistency ?? 0) +
  0.2 * Math.min(races * 2, 20);

export type FinishRates = {
  /** Percent of the races won (P1) */
  winRate: number;
  /** Percent finished P3 or better */
  podiumRate: number;
  /** Percent finished P5 or better */
  top5Rate: number;
  /** Percent finished P10 or better */
  top10Rate: number;
};

/** The share of finishing positions at P1, P3 or better, P5 and P10 or better, in percent; 0 with no race. */
export function finishRates(positions: readonly number[]): FinishRates {
  const share = (best: number) =>
    positions.length === 0
      ? 0
      : (positions.filter((position) => position <= best).length / positions.length) * 100;
  return { winRate: share(1), podiumRate: share(3), top5Rate: share(5), top10Rate: share(10) };
}

/** The mean of some numbers; null with none. */
export const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The middle value (the mean of the two middle ones for an even count); null with none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
