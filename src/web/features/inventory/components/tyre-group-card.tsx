// One tyre type (brand + tread pattern + compound): its stock, what the catalogue says of it, and a row per set
// (a line per set in the list view).
import { useId } from 'react';
import type { TyreGroup } from '../../../../domain/tyre-inventory-view';
import type { StockLevel, TyreItem } from '../../../../domain/tyres';
import { temperatureRangeText } from '../../../../domain/units';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { racerUnits } from '../../../lib/units';
import { SIZE_LABELS, TRACK_TYPE_LABELS } from '../tyre-labels';
import type { TyreRowActions } from '../use-tyre-row-actions';
import { TyreSetLine } from './tyre-set-line';
import { TyreSetRow } from './tyre-set-row';

const STOCK: Record<StockLevel, { text: string; className: string }> = {
  out: { text: 'Out of stock', className: 'bg-(--destructive) text-(--destructive-foreground)' },
  low: { text: 'Low stock', className: 'bg-yellow-400 text-black' },
  healthy: { text: 'In stock', className: 'bg-green-600 text-white' },
};

/** The facts the group's rows share, from the first row that has each. */
function groupFacts(items: readonly TyreItem[]): string[] {
  const sizes = [...new Set(items.map((item) => SIZE_LABELS[item.size]))];
  const trackType = items.find((item) => item.trackType !== null)?.trackType;
  const withTemperature = items.find((item) => item.tempRangeMin !== null || item.tempRangeMax !== null);
  const temperature =
    withTemperature &&
    temperatureRangeText(
      withTemperature.tempRangeMin,
      withTemperature.tempRangeMax,
      racerUnits().temperatureUnit,
    );
  return [...sizes, trackType ? TRACK_TYPE_LABELS[trackType] : null, temperature].filter(
    (fact): fact is string => Boolean(fact),
  );
}

type TyreGroupCardProps = {
  group: TyreGroup;
  actions: TyreRowActions;
  onEdit: (item: TyreItem) => void;
  view: 'grid' | 'list';
};

export function TyreGroupCard({ group, actions, onEdit, view }: TyreGroupCardProps) {
  const titleId = useId();
  const stock = STOCK[group.stockLevel];
  const SetView = view === 'list' ? TyreSetLine : TyreSetRow;
  return (
    <Card aria-labelledby={titleId} padded={false} className="space-y-3 p-3 sm:p-4">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-tight font-bold">
            {group.brand} {group.treadPattern} {group.compound}
          </h2>
          <p className="text-sm text-(--muted-foreground)">{groupFacts(group.items).join(' · ')}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="font-bold tabular-nums">
            {group.totalSets} {group.totalSets === 1 ? 'set' : 'sets'}
          </p>
          <Badge className={stock.className}>{stock.text}</Badge>
        </div>
      </header>
      {/* The list view: a line per set, divided; the grid view: a bordered row each. */}
      <ul className={view === 'list' ? 'divide-y divide-(--border)' : 'space-y-2'}>
        {group.items.map((item) => (
          <SetView key={item.id} item={item} actions={actions} onEdit={() => onEdit(item)} />
        ))}
      </ul>
    </Card>
  );
}
