// The Insights tab: what the racer's own inventory says: favourites, the most used tyre,
// which compounds to keep stocked, the stock's health and which sets are near the end of their life.
import {
  type BrandShare,
  brandDistribution,
  type Tally,
  type TreadPatternShare,
  tallyBy,
  treadPatternDistribution,
} from './tyre-analytics.ts';
import { setsText } from './tyre-format.ts';
import { groupTyres, lapsOf, type StockCounts, type TyreGroup } from './tyre-inventory-view.ts';
import { compoundKey } from './tyre-names.ts';
import type { TyreItem } from './tyres.ts';

/** The brand with the most sets; null with no set. */
export const mostPopularBrand = (items: readonly TyreItem[]): BrandShare | null =>
  brandDistribution(items)[0] ?? null;

/** The tread pattern with the most sets; null with no set. */
export const mostPopularTreadPattern = (items: readonly TyreItem[]): TreadPatternShare | null =>
  treadPatternDistribution(items)[0] ?? null;

/** The tyre type with the most laps; null until a lap is run. */
export function mostUsedTyre(items: readonly TyreItem[]): TyreGroup | null {
  const used = groupTyres(items).filter((group) => group.totalLaps > 0);
  return used.toSorted((a, b) => b.totalLaps - a.totalLaps)[0] ?? null;
}

/** Healthy tyre types (3 or more sets) as a whole percentage of all types; null with no type. */
export function healthyStockPercent(counts: StockCounts): number | null {
  const types = counts.out + counts.low + counts.healthy;
  return types === 0 ? null : Math.round((counts.healthy / types) * 100);
}

export type CompoundUse = { brand: string; compound: string } & Tally;
export type CompoundStockTip = { compounds: CompoundUse[]; text: string };

const MOST_USED_COMPOUNDS = 3;
/** The tip's '2-3 sets': fewer than this is running short. */
const TIP_MIN_SETS = 2;

const mostUsedCompounds = (items: readonly TyreItem[]): CompoundUse[] =>
  tallyBy(items, compoundKey, (item) => ({ brand: item.brand, compound: item.compound }))
    .filter((use) => use.laps > 0)
    .toSorted((a, b) => b.laps - a.laps)
    .slice(0, MOST_USED_COMPOUNDS);

/**
 * The tip to keep 2-3 sets of the most-used compounds (by laps), naming them and any that holds fewer
 * than 2 sets; null until a lap is run.
 */
export function compoundStockTip(items: readonly TyreItem[]): CompoundStockTip | null {
  const compounds = mostUsedCompounds(items);
  if (compounds.length === 0) return null;
  const name = (use: CompoundUse) => `${use.brand} ${use.compound}`;
  const short = compounds.filter((use) => use.sets < TIP_MIN_SETS);
  const text = [
    `Keep 2-3 sets of your most-used compounds in stock: ${compounds.map(name).join(', ')}.`,
    ...(short.length > 0
      ? [`Running short: ${short.map((use) => `${name(use)} (${setsText(use.sets)})`).join(', ')}.`]
      : []),
  ].join(' ');
  return { compounds, text };
}

export type EndOfLife = {
  /** The racer's average laps per retired (worn) set with laps */
  averageRetiredLaps: number;
  /** New and used sets past that average, most laps first */
  sets: TyreItem[];
};

/**
 * Sets nearing the end of their life, judged by the racer's own retired sets rather than a guessed
 * figure: the new and used sets whose laps pass the average of the worn ones. Null while no worn set
 * has laps to average.
 */
export function setsNearingEndOfLife(items: readonly TyreItem[]): EndOfLife | null {
  const retired = items.filter((item) => item.condition === 'worn' && item.totalLaps > 0);
  if (retired.length === 0) return null;
  const averageRetiredLaps = lapsOf(retired) / retired.length;
  const sets = items
    .filter((item) => item.condition !== 'worn' && item.quantity > 0 && item.totalLaps > averageRetiredLaps)
    .toSorted((a, b) => b.totalLaps - a.totalLaps);
  return { averageRetiredLaps, sets };
}
