// The Inventory tab's data: items grouped into tyre types, the header totals, search,
// filters and sort orders, and the texts of the count line and the stock banner.
import { groupBy } from './group-by.ts';
import { treadPatternKey, tyreNameKey, tyreTypeKey } from './tyre-names.ts';
import {
  type StockLevel,
  stockLevel,
  type TrackType,
  TYRE_CONDITIONS,
  TYRES_PER_SET,
  type TyreCondition,
  type TyreItem,
} from './tyres.ts';

/** One card: the rows of one tyre type (brand + tread pattern + compound). */
export type TyreGroup = {
  key: string;
  /** The names as the group's first set spells them. */
  brand: string;
  treadPattern: string;
  compound: string;
  /** By set number. */
  items: TyreItem[];
  totalSets: number;
  stockLevel: StockLevel;
  totalLaps: number;
  /** Pounds: price x sets over the rows with a price. */
  totalValue: number;
  /** The newest row's createdAt. */
  latestCreatedAt: string;
  /** Price per set of the last row that has one: what 'Add Set' copies, and what price sorts by. */
  latestPrice: number | null;
};

// Money adds up in pence, so £0.10 + £0.20 stays £0.30.
const pence = (pounds: number): number => Math.round(pounds * 100);

/** What the items cost in pounds: price x sets, rows without a price counting nothing. */
export const costOf = (items: readonly TyreItem[]): number =>
  items.reduce(
    (sum, item) => sum + (item.purchasePrice === null ? 0 : pence(item.purchasePrice) * item.quantity),
    0,
  ) / 100;

/**
 * The items with only the prices in `currency` (the racer's): money is never added across currencies, as
 * Pitboard has no exchange rates (decision 017); a set priced in another counts as unpriced in the totals.
 */
export const pricedIn = (items: readonly TyreItem[], currency: string): TyreItem[] =>
  items.map((item) =>
    item.purchasePrice === null || item.currency === currency ? item : { ...item, purchasePrice: null },
  );

/** Sets the items hold. */
export const setsOf = (items: readonly TyreItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);
/** Laps the items have run. */
export const lapsOf = (items: readonly TyreItem[]): number =>
  items.reduce((sum, item) => sum + item.totalLaps, 0);

const toGroup = (key: string, rows: TyreItem[]): TyreGroup => {
  const items = rows.toSorted((a, b) => a.setNumber - b.setNumber || a.id - b.id);
  const first = items[0]!;
  const totalSets = setsOf(items);
  return {
    key,
    brand: first.brand,
    treadPattern: first.treadPattern,
    compound: first.compound,
    items,
    totalSets,
    stockLevel: stockLevel(totalSets),
    totalLaps: lapsOf(items),
    totalValue: costOf(items),
    latestCreatedAt: items
      .map((item) => item.createdAt)
      .reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)),
    latestPrice: items.findLast((item) => item.purchasePrice !== null)?.purchasePrice ?? null,
  };
};

/** The items as cards, one per tyre type, whatever the case of its names; in the items' order. */
export const groupTyres = (items: readonly TyreItem[]): TyreGroup[] =>
  [...groupBy(items, tyreTypeKey)].map(([key, rows]) => toGroup(key, rows));

export type InventoryTotals = {
  totalSets: number;
  /** Sets x 4 */
  totalTyres: number;
  totalLaps: number;
  /** Pounds */
  totalValue: number;
  /** Distinct brand + tread pattern */
  treadPatterns: number;
};

/** The header's figures over every item. */
export const inventoryTotals = (items: readonly TyreItem[]): InventoryTotals => ({
  totalSets: setsOf(items),
  totalTyres: setsOf(items) * TYRES_PER_SET,
  totalLaps: lapsOf(items),
  totalValue: costOf(items),
  treadPatterns: new Set(items.map(treadPatternKey)).size,
});

export const TYRE_SORTS = [
  'recent',
  'brand',
  'quantity-high',
  'quantity-low',
  'price-high',
  'price-low',
  'condition',
] as const;
export type TyreSort = (typeof TYRE_SORTS)[number];

export type TyreFilters = {
  search: string;
  /** null: every brand */
  brand: string | null;
  /** null: every condition; a group matches when any of its rows is in it */
  condition: TyreCondition | null;
  /** null: every track type; a group matches when any of its rows is of it */
  trackType: TrackType | null;
  /**
   * Tyre types that need buying: out of stock as well as low (0-2 sets), so that with Hide Empty
   * ticked too it shows only the 1-2 set types, and every combination of the two boxes means something.
   */
  lowStockOnly: boolean;
  /** Hides tyre types with 0 sets. */
  hideEmpty: boolean;
  sort: TyreSort;
};

/** Nothing filtered, newest first: the tab's start and 'Clear Filters'. */
export const defaultTyreFilters = (): TyreFilters => ({
  search: '',
  brand: null,
  condition: null,
  trackType: null,
  lowStockOnly: false,
  hideEmpty: false,
  sort: 'recent',
});

/** Every word of the search is somewhere in the group's brand, pattern, compound or a row's notes. */
function matchesSearch(group: TyreGroup, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [
    group.brand,
    group.treadPattern,
    group.compound,
    ...group.items.map((item) => item.notes ?? ''),
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

function matchesTyreFilters(group: TyreGroup, filters: TyreFilters): boolean {
  return (
    matchesSearch(group, filters.search) &&
    (filters.brand === null || tyreNameKey(group.brand) === tyreNameKey(filters.brand)) &&
    (filters.condition === null || group.items.some((item) => item.condition === filters.condition)) &&
    (filters.trackType === null || group.items.some((item) => item.trackType === filters.trackType)) &&
    (!filters.lowStockOnly || group.stockLevel !== 'healthy') &&
    (!filters.hideEmpty || group.totalSets > 0)
  );
}

const byName = (a: TyreGroup, b: TyreGroup): number =>
  a.brand.localeCompare(b.brand, 'en', { sensitivity: 'base' }) ||
  a.treadPattern.localeCompare(b.treadPattern, 'en', { sensitivity: 'base', numeric: true }) ||
  a.compound.localeCompare(b.compound, 'en', { sensitivity: 'base', numeric: true });

/** Groups without a price go last whichever way price sorts. */
const byPrice =
  (direction: 1 | -1) =>
  (a: TyreGroup, b: TyreGroup): number => {
    if (a.latestPrice === null || b.latestPrice === null) {
      return Number(a.latestPrice === null) - Number(b.latestPrice === null);
    }
    return direction * (a.latestPrice - b.latestPrice);
  };

/** The freshest set a group holds: new, then used, then other (worn). */
const conditionRank = (group: TyreGroup): number =>
  Math.min(...group.items.map((item) => TYRE_CONDITIONS.indexOf(item.condition)));

const SORT_ORDERS: Record<TyreSort, (a: TyreGroup, b: TyreGroup) => number> = {
  recent: (a, b) => Date.parse(b.latestCreatedAt) - Date.parse(a.latestCreatedAt),
  brand: byName,
  'quantity-high': (a, b) => b.totalSets - a.totalSets,
  'quantity-low': (a, b) => a.totalSets - b.totalSets,
  'price-high': byPrice(-1),
  'price-low': byPrice(1),
  condition: (a, b) => conditionRank(a) - conditionRank(b),
};

/** Sorted by `sort`; ties by name A-Z, so the order never jumps. */
export const sortTyreGroups = (groups: readonly TyreGroup[], sort: TyreSort): TyreGroup[] =>
  groups.toSorted((a, b) => SORT_ORDERS[sort](a, b) || byName(a, b));

/** The cards the tab shows. */
export const visibleTyreGroups = (groups: readonly TyreGroup[], filters: TyreFilters): TyreGroup[] =>
  sortTyreGroups(
    groups.filter((group) => matchesTyreFilters(group, filters)),
    filters.sort,
  );

export const showingText = (shown: number, total: number): string =>
  `Showing ${shown} of ${total} tyre types`;

export type StockCounts = Record<StockLevel, number>;

/** How many tyre types are out of stock, low and healthy: the banner and the Insights' health. */
export function stockCounts(groups: readonly TyreGroup[]): StockCounts {
  const counts: StockCounts = { out: 0, low: 0, healthy: 0 };
  for (const group of groups) counts[group.stockLevel] += 1;
  return counts;
}

const tyreTypes = (count: number): string => `${count} tyre ${count === 1 ? 'type' : 'types'}`;

/**
 * The warning banner, e.g. '2 tyre types out of stock, 3 running low'; null when nothing is short.
 * With nothing out of stock it still says 'No tyre types out of stock, N running low'.
 */
export function stockWarning(counts: StockCounts): string | null {
  if (counts.out === 0 && counts.low === 0) return null;
  const out = counts.out === 0 ? 'No tyre types' : tyreTypes(counts.out);
  return counts.low === 0 ? `${out} out of stock` : `${out} out of stock, ${counts.low} running low`;
}
