// The Insights tab's cards as plain sentences, from the domain's figures: what is out or short, how healthy
// the stock is, the racer's favourites and most used tyre, the whole inventory in a line, and which sets
// are near the end of their life.
import { lapsText, setsText, tyreTypeName } from '../../../../domain/tyre-format';
import {
  compoundStockTip,
  healthyStockPercent,
  mostPopularBrand,
  mostPopularTreadPattern,
  mostUsedTyre,
  setsNearingEndOfLife,
} from '../../../../domain/tyre-insights';
import { groupTyres, inventoryTotals, pricedIn, stockCounts } from '../../../../domain/tyre-inventory-view';
import { tyreNameKey } from '../../../../domain/tyre-names';
import type { StockLevel, TyreItem } from '../../../../domain/tyres';
import { formatMoney } from '../../../lib/format';
import { racerUnits } from '../../../lib/units';

const typesText = (n: number) => `${n} tyre ${n === 1 ? 'type' : 'types'}`;

export type Insight = {
  title: string;
  text: string;
  /** Needs the racer's attention: drawn as a warning. */
  warning: boolean;
  /** Named tyres the text speaks of, one line each. */
  list?: string[];
};

/** The tyre types at one stock level, named with their sets; a warning listing them when there are any. */
const stockInsight =
  (level: StockLevel, title: string, none: string, some: (types: string) => string) =>
  (items: readonly TyreItem[]): Insight => {
    const types = groupTyres(items)
      .filter((group) => group.stockLevel === level)
      .map((group) => `${tyreTypeName(group)}: ${setsText(group.totalSets)}`);
    return types.length === 0
      ? { title, text: none, warning: false }
      : { title, text: some(typesText(types.length)), warning: true, list: types };
  };

export const stockAlert = stockInsight(
  'out',
  'Stock alert',
  'Nothing is out of stock.',
  (types) => `${types} out of stock: buy more before your next race day.`,
);

export const lowStockWarning = stockInsight(
  'low',
  'Low stock',
  'No tyre type is running low.',
  (types) => `${types} running low, with only 1 or 2 sets left.`,
);

export function inventoryHealth(items: readonly TyreItem[]): Insight {
  const counts = stockCounts(groupTyres(items));
  const percent = healthyStockPercent(counts);
  const types = counts.out + counts.low + counts.healthy;
  return {
    title: 'Inventory health',
    text:
      percent === null
        ? 'No tyre types yet.'
        : `${percent}% of your tyre types are well stocked with 3 or more sets (${counts.healthy} of ${types}).`,
    warning: percent !== null && percent < 50,
  };
}

export function favourites(items: readonly TyreItem[]): Insight[] {
  const brand = mostPopularBrand(items);
  const pattern = mostPopularTreadPattern(items);
  const used = mostUsedTyre(items);
  return [
    {
      title: 'Most popular brand',
      text: brand ? `${brand.brand}, with ${setsText(brand.sets)}.` : 'No sets in stock.',
      warning: false,
    },
    {
      title: 'Most popular tread pattern',
      text: pattern
        ? `${pattern.brand} ${pattern.treadPattern}, with ${setsText(pattern.sets)}.`
        : 'No sets in stock.',
      warning: false,
    },
    {
      title: 'Most used tyre',
      text: used
        ? `${tyreTypeName(used)}, with ${lapsText(used.totalLaps)}.`
        : 'No laps yet: save laps from the Race Timer to a set.',
      warning: false,
    },
  ];
}

export function compoundTip(items: readonly TyreItem[]): Insight {
  const tip = compoundStockTip(items);
  return {
    title: 'Tip',
    text:
      tip?.text ??
      'Keep 2-3 sets of your most-used compounds in stock. Once your sets have laps, this names them.',
    warning: false,
  };
}

export function inventorySummary(items: readonly TyreItem[]): Insight {
  // Worth what the sets cost in the racer's currency: prices in another are not converted (decision 017).
  const { currency } = racerUnits();
  const totals = inventoryTotals(pricedIn(items, currency));
  const groups = groupTyres(items);
  const brands = new Set(items.map((item) => tyreNameKey(item.brand))).size;
  return {
    title: 'Inventory summary',
    text:
      `You have ${setsText(totals.totalSets)} (${totals.totalTyres} tyres) of ${typesText(groups.length)} ` +
      `from ${brands} ${brands === 1 ? 'brand' : 'brands'}, worth ${formatMoney(totals.totalValue, currency)}, ` +
      `with ${lapsText(totals.totalLaps)} run.`,
    warning: false,
  };
}

export function endOfLife(items: readonly TyreItem[]): Insight {
  const title = 'Sets nearing the end of their life';
  const nearing = setsNearingEndOfLife(items);
  if (!nearing) {
    return {
      title,
      text: 'Mark worn-out sets as Expired: once they have laps, sets that pass their average show here.',
      warning: false,
    };
  }
  const average = lapsText(Math.round(nearing.averageRetiredLaps));
  if (nearing.sets.length === 0) {
    return {
      title,
      text: `Your expired sets lasted ${average} on average; no set has passed that yet.`,
      warning: false,
    };
  }
  return {
    title,
    text: `Your expired sets lasted ${average} on average. These have run more:`,
    warning: true,
    list: nearing.sets.map(
      (set) => `${tyreTypeName(set)}, Set #${set.setNumber}: ${lapsText(set.totalLaps)}`,
    ),
  };
}
