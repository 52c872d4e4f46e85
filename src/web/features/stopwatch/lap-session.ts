// A timer's laps as a practice session on a tyre set: how many, and the best and average lap in seconds.
import type { TyreSessionCreate } from '../../../domain/tyre-sessions';
import { type Lap, lapStats } from '../../lib/stopwatch/stopwatch-state';

type LapSession = Required<Pick<TyreSessionCreate, 'laps' | 'bestLap' | 'averageLap'>>;

// The timer keeps milliseconds; the session keeps seconds to the thousandth, as timing shows laps.
const seconds = (ms: number): number => Math.round(ms) / 1000;

/** Null without a lap: a session needs at least one. */
export function lapSession(laps: readonly Lap[]): LapSession | null {
  const stats = lapStats(laps);
  if (!stats) return null;
  return { laps: stats.count, bestLap: seconds(stats.best), averageLap: seconds(stats.average) };
}
