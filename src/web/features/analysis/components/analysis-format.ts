// How the Analysis screen writes its figures: percentages, positions, lap times, the pace gap and each
// figure's sample size, and the sort menu's names.

import type { ScoreTier } from '../../../../domain/race-analysis-figures';
import type { AnalysisSort, SortDirection } from '../../../../domain/tyre-performance';
import type { BadgeVariant } from '../../../components/ui/badge';

export const SORT_LABELS: Record<AnalysisSort, string> = {
  score: 'Performance Score',
  position: 'Avg Position',
  consistency: 'Consistency',
  races: 'Race Count',
  winRate: 'Win Rate',
};

/** The direction a figure reads best in: a low average position is good, every other figure high. */
export const bestDirection = (sort: AnalysisSort): SortDirection => (sort === 'position' ? 'asc' : 'desc');

export const DIRECTION_LABELS: Record<SortDirection, string> = {
  asc: 'Ascending',
  desc: 'Descending',
};

/** '3 races', '1 race' */
export const racesText = (count: number): string => `${count} ${count === 1 ? 'race' : 'races'}`;

/** 66.7% (one decimal, none when whole): 100%, 33.3% */
export const percentText = (value: number): string =>
  `${Number.isInteger(Math.round(value * 10) / 10) ? Math.round(value) : value.toFixed(1)}%`;

/** 'P2.5' (one decimal at most) */
export const positionText = (value: number): string => `P${Number(value.toFixed(1))}`;

/** Seconds with three decimals, minutes written from a minute up: '38.061s', '1:02.345' */
export function lapText(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(3)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${(seconds - minutes * 60).toFixed(3).padStart(6, '0')}`;
}

/** The pace gap to the field's median: '0.412s faster (1.1%)', '0.300s slower (0.8%)', 'Level with the field' */
export function gapText(seconds: number, percent: number): string {
  if (Math.abs(seconds) < 0.0005) return 'Level with the field';
  const side = seconds < 0 ? 'faster' : 'slower';
  return `${Math.abs(seconds).toFixed(3)}s ${side} (${Math.abs(percent).toFixed(1)}%)`;
}

/** The score badge's look per tier: the spec's thresholds 90, 75, 60. */
export const SCORE_BADGE: Record<ScoreTier, BadgeVariant> = {
  excellent: 'live',
  good: 'default',
  fair: 'upcoming',
  poor: 'muted',
};
