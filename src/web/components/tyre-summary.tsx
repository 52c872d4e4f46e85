// The tyre inventory at a glance: the header totals and the stock banner, on the Inventory screen and in
// the home page's Inventory tab.
import { AlertTriangle } from 'lucide-react';
import {
  groupTyres,
  inventoryTotals,
  pricedIn,
  stockCounts,
  stockWarning,
} from '../../domain/tyre-inventory-view';
import type { TyreItem } from '../../domain/tyres';
import { useUnits } from '../api/units';
import { formatMoney } from '../lib/format';
import { StatTile } from './ui/stat-tile';

export function TyreTotals({ items }: { items: readonly TyreItem[] }) {
  const { currency } = useUnits();
  const totals = inventoryTotals(pricedIn(items, currency));
  return (
    <section aria-label="Inventory totals" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      <StatTile label="Total Sets" value={totals.totalSets} />
      <StatTile label="Total Tires" value={totals.totalTyres} />
      <StatTile label="Total Laps" value={totals.totalLaps} />
      <StatTile label="Total Value" value={formatMoney(totals.totalValue, currency)} />
      <StatTile label="Tread Patterns" value={totals.treadPatterns} />
    </section>
  );
}

/** Out-of-stock and low tyre types, e.g. '2 tyre types out of stock, 3 running low'; nothing when none. */
export function StockBanner({ items }: { items: readonly TyreItem[] }) {
  const warning = stockWarning(stockCounts(groupTyres(items)));
  if (!warning) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-yellow-500 bg-yellow-500/10 p-3 text-sm font-medium"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0 text-yellow-600" />
      {warning}
    </p>
  );
}
