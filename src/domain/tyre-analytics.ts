// The Analytics tab's chart data: where the sets are (brand, pattern, condition, track type)
// and what they cost, per set and per lap. Pure numbers in pounds; the charts format them.
import { costOf, groupTyres, lapsOf, setsOf } from './tyre-inventory-view.ts';
import { treadPatternKey, tyreNameKey } from './tyre-names.ts';
import { type TrackType, TYRE_CONDITIONS, type TyreCondition, type TyreItem } from './tyres.ts';

export type Tally = { sets: number; laps: number };

/**
 * Sets and laps per key, most sets first (a tie keeps the items' order), each labelled as the first
 * item of its key spells it.
 */
export function tallyBy<Label extends object>(
  items: readonly TyreItem[],
  keyOf: (item: TyreItem) => string,
  labelOf: (item: TyreItem) => Label,
): (Label & Tally)[] {
  const tallies = new Map<string, Label & Tally>();
  for (const item of items) {
    const tally = tallies.get(keyOf(item)) ?? { ...labelOf(item), sets: 0, laps: 0 };
    tally.sets += item.quantity;
    tally.laps += item.totalLaps;
    tallies.set(keyOf(item), tally);
  }
  return [...tallies.values()].toSorted((a, b) => b.sets - a.sets);
}

/** The tallies a chart shows: a key with no set left draws nothing. */
const charted = <T extends Tally>(tallies: T[]): T[] => tallies.filter((tally) => tally.sets > 0);

export type BrandShare = { brand: string } & Tally;
export type TreadPatternShare = { brand: string; treadPattern: string } & Tally;
export type TrackTypeShare = { trackType: TrackType | null } & Tally;
export type ConditionUsage = { condition: TyreCondition } & Tally;

/** Sets and laps per brand, whatever the case of its name. */
export const brandTallies = (items: readonly TyreItem[]): BrandShare[] =>
  tallyBy(
    items,
    (item) => tyreNameKey(item.brand),
    (item) => ({ brand: item.brand }),
  );

export const brandDistribution = (items: readonly TyreItem[]): BrandShare[] => charted(brandTallies(items));

export const treadPatternDistribution = (items: readonly TyreItem[]): TreadPatternShare[] =>
  charted(
    tallyBy(items, treadPatternKey, (item) => ({ brand: item.brand, treadPattern: item.treadPattern })),
  );

/** Sets per track type; `trackType: null` holds the sets with none given. */
export const trackTypeDistribution = (items: readonly TyreItem[]): TrackTypeShare[] =>
  charted(
    tallyBy(
      items,
      (item) => item.trackType ?? '',
      (item) => ({ trackType: item.trackType }),
    ),
  );

/** Sets and laps for new, used and worn, always all three in that order (a set's life, left to right). */
export const usageByCondition = (items: readonly TyreItem[]): ConditionUsage[] =>
  TYRE_CONDITIONS.map((condition) => {
    const rows = items.filter((item) => item.condition === condition);
    return {
      condition,
      sets: setsOf(rows),
      laps: lapsOf(rows),
    };
  });

export type TyreTypeCost = {
  brand: string;
  treadPattern: string;
  compound: string;
  /** Pounds spent on the type's sets that have run laps */
  value: number;
  laps: number;
  /** Pounds per lap */
  costPerLap: number;
};

export type Investment = {
  /** Pounds: price x sets over every priced row */
  totalValue: number;
  /** Pounds, over the sets with a price; null when none has one */
  averagePerSet: number | null;
  totalLaps: number;
  /** Cheapest lap first; only the types with priced sets that have run laps. */
  costPerLap: TyreTypeCost[];
};

/**
 * A type's cost per lap counts only its priced rows with laps: sets still in the wrapper would make
 * each lap look dearer than it was, and laps on unpriced sets cheaper.
 */
function tyreTypeCosts(items: readonly TyreItem[]): TyreTypeCost[] {
  const costs: TyreTypeCost[] = [];
  for (const group of groupTyres(items)) {
    const run = group.items.filter((item) => item.purchasePrice !== null && item.totalLaps > 0);
    const value = costOf(run);
    const laps = lapsOf(run);
    if (value > 0) {
      const { brand, treadPattern, compound } = group;
      costs.push({ brand, treadPattern, compound, value, laps, costPerLap: value / laps });
    }
  }
  return costs.toSorted((a, b) => a.costPerLap - b.costPerLap);
}

export function investment(items: readonly TyreItem[]): Investment {
  const priced = items.filter((item) => item.purchasePrice !== null);
  const pricedSets = setsOf(priced);
  return {
    totalValue: costOf(items),
    averagePerSet: pricedSets === 0 ? null : costOf(priced) / pricedSets,
    totalLaps: lapsOf(items),
    costPerLap: tyreTypeCosts(items),
  };
}
