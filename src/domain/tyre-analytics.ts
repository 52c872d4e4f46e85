// The Analytics tab's chart data: where the sets are (brand, pattern, condition, track type),
// what they cost, per set and per lap, and how each tyre type does in the race log. Pure numbers in
// pounds; the charts format them.
import { groupBy } from './group-by.ts';
import { mean } from './race-analysis-figures.ts';
import type { RaceLogEntry } from './race-log.ts';
import { costOf, groupTyres, lapsOf, setsOf, type TyreGroup } from './tyre-inventory-view.ts';
import { treadPatternKey, tyreNameKey } from './tyre-names.ts';
import { entryTyreType } from './tyre-performance.ts';
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
 * each lap look dearer than it was, and laps on unpriced sets cheaper. Null before such a row.
 */
function tyreTypeCost(group: TyreGroup): TyreTypeCost | null {
  const run = group.items.filter((item) => item.purchasePrice !== null && item.totalLaps > 0);
  const value = costOf(run);
  const laps = lapsOf(run);
  if (value === 0) return null;
  const { brand, treadPattern, compound } = group;
  return { brand, treadPattern, compound, value, laps, costPerLap: value / laps };
}

const tyreTypeCosts = (items: readonly TyreItem[]): TyreTypeCost[] =>
  groupTyres(items)
    .flatMap((group) => tyreTypeCost(group) ?? [])
    .toSorted((a, b) => a.costPerLap - b.costPerLap);

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

export type TyreTypeMetrics = {
  key: string;
  brand: string;
  treadPattern: string;
  compound: string;
  /** The type's laps over the sets it holds; null with none held */
  lapsPerSet: number | null;
  /** Pounds per lap (see tyreTypeCost); null before a priced set has run */
  costPerLap: number | null;
  /** Race log entries run on the type */
  races: number;
  averagePosition: number | null;
  /** Stars (1-5), over the races the racer rated */
  averageRating: number | null;
};

/**
 * The race log's name of a type, brand + 'pattern compound' as the tyre ranking keys it
 * (tyre-performance.ts), so an entry whose set was deleted since still counts for its type.
 */
const raceTypeKey = (type: Pick<TyreItem, 'brand' | 'treadPattern' | 'compound'>): string =>
  JSON.stringify([
    tyreNameKey(type.brand),
    tyreNameKey(`${type.treadPattern} ${type.compound}`.replace(/\s+/g, ' ')),
  ]);

/**
 * Each tyre type of the inventory, in its cards' order: laps per set and cost per lap from the sets,
 * races, average position and average rating from the race log entries run on it.
 */
export function performanceMetrics(
  items: readonly TyreItem[],
  entries: readonly RaceLogEntry[],
): TyreTypeMetrics[] {
  const sets = new Map(items.map((item) => [item.id, item]));
  const setOf = (id: number | null) => (id === null ? null : (sets.get(id) ?? null));
  const raced = groupBy(
    entries.flatMap((entry) => {
      const type = entryTyreType({
        ...entry,
        frontTire: setOf(entry.frontTireId),
        rearTire: setOf(entry.rearTireId),
      });
      return type ? [{ entry, key: raceTypeKey(type) }] : [];
    }),
    ({ key }) => key,
  );
  return groupTyres(items).map((group) => {
    const races = (raced.get(raceTypeKey(group)) ?? []).map(({ entry }) => entry);
    const { key, brand, treadPattern, compound, totalLaps, totalSets } = group;
    return {
      key,
      brand,
      treadPattern,
      compound,
      lapsPerSet: totalSets === 0 ? null : totalLaps / totalSets,
      costPerLap: tyreTypeCost(group)?.costPerLap ?? null,
      races: races.length,
      averagePosition: mean(races.map((entry) => entry.position)),
      averageRating: mean(races.flatMap((entry) => entry.userRating ?? [])),
    };
  });
}
