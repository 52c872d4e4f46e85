// The Inventory screen's Insights tab: what the racer's own tyres say, as cards of plain sentences: stock
// first (what needs buying), then favourites, the compound tip, the summary and sets near the end of life.
import type { TyreItem } from '../../../../domain/tyres';
import { Card } from '../../../components/ui/card';
import { InsightCard } from './insight-card';
import {
  compoundTip,
  endOfLife,
  favourites,
  inventoryHealth,
  inventorySummary,
  lowStockWarning,
  stockAlert,
} from './insight-sentences';

export function InsightsTab({ items }: { items: readonly TyreItem[] }) {
  if (items.length === 0) {
    return (
      <Card className="space-y-1 text-center">
        <h2 className="text-lg font-bold">No insights yet</h2>
        <p className="text-(--muted-foreground)">
          Add your tyre sets on the Inventory tab: their stock, favourites and wear show here.
        </p>
      </Card>
    );
  }
  const insights = [
    stockAlert(items),
    lowStockWarning(items),
    inventoryHealth(items),
    ...favourites(items),
    compoundTip(items),
    inventorySummary(items),
    endOfLife(items),
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {insights.map((insight) => (
        <InsightCard key={insight.title} insight={insight} />
      ))}
    </div>
  );
}
