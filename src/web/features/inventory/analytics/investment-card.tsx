// What the racer's tyres cost: total value, average per set, laps run, and the cost of a lap on each tyre
// type that has priced sets with laps (cheapest first).
import { investment, type TyreTypeCost } from '../../../../domain/tyre-analytics';
import { tyreTypeName } from '../../../../domain/tyre-format';
import { pricedIn } from '../../../../domain/tyre-inventory-view';
import type { TyreItem } from '../../../../domain/tyres';
import { useUnits } from '../../../api/units';
import { Card } from '../../../components/ui/card';
import { StatTile } from '../../../components/ui/stat-tile';
import { type Column, Table } from '../../../components/ui/table';
import { formatMoney } from '../../../lib/format';
import { costPerLapText } from './chart-rows';

const columns: Column<TyreTypeCost>[] = [
  { id: 'tyre', header: 'Tyre', cell: tyreTypeName },
  { id: 'laps', header: 'Laps', cell: (cost) => cost.laps.toLocaleString('en-GB'), align: 'end' },
  { id: 'spent', header: 'Spent', cell: (cost) => formatMoney(cost.value), align: 'end', nowrap: true },
  {
    id: 'per-lap',
    header: 'Per lap',
    cell: (cost) => costPerLapText(cost.costPerLap),
    align: 'end',
    nowrap: true,
  },
];

export function InvestmentCard({ items }: { items: readonly TyreItem[] }) {
  // What the sets cost in the racer's currency: prices in another are not converted (decision 017).
  const { currency } = useUnits();
  const figures = investment(pricedIn(items, currency));
  return (
    <Card aria-labelledby="investment-title" className="space-y-3">
      <h2 id="investment-title" className="text-lg font-bold">
        Investment
      </h2>
      {/* Two across on a phone: three would cut £1,234.50 short. */}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <StatTile label="Total Value" value={formatMoney(figures.totalValue, currency)} />
        <StatTile
          label="Average per Set"
          value={figures.averagePerSet === null ? '-' : formatMoney(figures.averagePerSet, currency)}
        />
        <StatTile label="Total Laps" value={figures.totalLaps.toLocaleString('en-GB')} />
      </div>
      <h3 className="font-semibold">Cost per lap</h3>
      {figures.costPerLap.length > 0 ? (
        <Table
          columns={columns}
          rows={figures.costPerLap}
          rowKey={(cost) => `${cost.brand}\n${cost.treadPattern}\n${cost.compound}`}
          aria-label="Cost per lap"
        />
      ) : (
        <p className="text-sm text-(--muted-foreground)">
          Shows once a set with a purchase price has run laps.
        </p>
      )}
    </Card>
  );
}
