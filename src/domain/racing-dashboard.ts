// The Racing Dashboard's tiles and cards, from the tyre inventory and the race log: tyres, win
// rate, rating, top-3 finishes, stock status, fresh against used tyres, the most-used brand, the rating
// distribution and the latest results.
import { finishRates, mean } from './race-analysis-figures.ts';
import type { RaceLogEntry } from './race-log.ts';
import { brandTallies } from './tyre-analytics.ts';
import { groupTyres, setsOf, stockCounts } from './tyre-inventory-view.ts';
import { TYRES_PER_SET, type TyreItem } from './tyres.ts';

export type PositionBadge = 'gold' | 'grey' | 'bronze' | 'blue';

/** A result's position badge: gold P1, grey P2, bronze P3, blue otherwise. */
export function positionBadge(position: number): PositionBadge {
  if (position === 1) return 'gold';
  if (position === 2) return 'grey';
  return position === 3 ? 'bronze' : 'blue';
}

export type RecentResult = {
  entry: RaceLogEntry;
  badge: PositionBadge;
  /** A top-3 finish */
  trophy: boolean;
};

export type StarCount = { stars: 1 | 2 | 3 | 4 | 5; count: number };

export type RacingDashboard = {
  /**
   * Tyres, four to a set (TYRES_PER_SET): 'Total Tires' shows `total` with `used`, 'Tire Analytics' fresh
   * against used. Fresh: sets in the 'new' condition; used: 'used' and 'worn' (retired) sets.
   */
  tyres: { total: number; fresh: number; used: number };
  /** Every race log entry, whatever its tyres */
  races: number;
  /** Percent of the races won */
  winRate: number;
  /** Percent of the races finished P3 or better ('Performance Trends') */
  podiumRate: number;
  /** Races finished P3 or better, 'of' `races` */
  top3Finishes: number;
  rating: {
    /** Stars, over the rated races; null when none is rated */
    average: number | null;
    rated: number;
    /** 5 stars down to 1 */
    distribution: StarCount[];
  };
  /** Tyre types that need buying: out of stock (0 sets) or low (1-2), as the Inventory's 'Low stock' filter */
  lowStockItems: number;
  /** 'N items low stock', or 'All items well stocked' */
  inventoryStatus: string;
  /** The brand whose sets have run the most laps; null until a lap is run */
  mostUsedBrand: { brand: string; laps: number; sets: number } | null;
  /** The latest 5 races, newest first */
  recentResults: RecentResult[];
};

const RECENT_RESULTS = 5;
const STARS = [5, 4, 3, 2, 1] as const;

const newestFirst = (a: RaceLogEntry, b: RaceLogEntry): number =>
  Date.parse(b.raceDate) - Date.parse(a.raceDate) ||
  Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
  b.id - a.id;

export function racingDashboard(
  items: readonly TyreItem[],
  entries: readonly RaceLogEntry[],
): RacingDashboard {
  const freshSets = setsOf(items.filter((item) => item.condition === 'new'));
  const usedSets = setsOf(items.filter((item) => item.condition !== 'new'));
  const counts = stockCounts(groupTyres(items));
  const lowStockItems = counts.out + counts.low;
  const ratings = entries.flatMap((entry) => (entry.userRating === null ? [] : [entry.userRating]));
  const positions = entries.map((entry) => entry.position);
  const { winRate, podiumRate } = finishRates(positions);
  const brands = brandTallies(items).filter((brand) => brand.laps > 0);
  return {
    tyres: {
      total: (freshSets + usedSets) * TYRES_PER_SET,
      fresh: freshSets * TYRES_PER_SET,
      used: usedSets * TYRES_PER_SET,
    },
    races: entries.length,
    winRate,
    podiumRate,
    top3Finishes: positions.filter((position) => position <= 3).length,
    rating: {
      average: mean(ratings),
      rated: ratings.length,
      distribution: STARS.map((stars) => ({
        stars,
        count: ratings.filter((rating) => rating === stars).length,
      })),
    },
    lowStockItems,
    inventoryStatus:
      lowStockItems === 0
        ? 'All items well stocked'
        : `${lowStockItems} ${lowStockItems === 1 ? 'item' : 'items'} low stock`,
    mostUsedBrand: brands.toSorted((a, b) => b.laps - a.laps)[0] ?? null,
    recentResults: entries
      .toSorted(newestFirst)
      .slice(0, RECENT_RESULTS)
      .map((entry) => ({ entry, badge: positionBadge(entry.position), trophy: entry.position <= 3 })),
  };
}
