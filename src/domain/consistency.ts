// How every table shows a driver's consistency: one rule for the percentage and its colour.

export type ConsistencyTone = 'good' | 'fair' | 'poor';
export type Consistency = { percent: number; text: string; tone: ConsistencyTone };

const GOOD_FROM = 97;
const FAIR_FROM = 90;

/**
 * LiveRC gives consistency as a percentage (95.3); some sources give it as a fraction (0.953). A value of 1
 * or less is read as a fraction: a real 1% consistency does not happen in a race, 100% as a fraction does.
 */
export function consistencyOf(value: number | null | undefined): Consistency | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  const percent = value <= 1 ? value * 100 : value;
  const tone: ConsistencyTone = percent >= GOOD_FROM ? 'good' : percent >= FAIR_FROM ? 'fair' : 'poor';
  return { percent, text: `${percent.toFixed(2)}%`, tone };
}
