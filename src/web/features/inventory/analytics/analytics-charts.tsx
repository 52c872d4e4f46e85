// The Analytics tab's charts, in their own chunk with recharts: loaded when the tab is first opened.

import { lapsOf } from '../../../../domain/tyre-inventory-view';
import type { TyreItem } from '../../../../domain/tyres';
import { Card } from '../../../components/ui/card';
import { BarChartCard } from './bar-chart-card';
import { brandRows, conditionLapRows, trackTypeRows, treadPatternRows, usageRows } from './chart-rows';

export function AnalyticsCharts({ items }: { items: readonly TyreItem[] }) {
  return (
    <>
      <BarChartCard
        title="Brand distribution"
        nameHeader="Brand"
        valueHeader="Sets"
        rows={brandRows(items)}
      />
      <BarChartCard title="Usage" nameHeader="Condition" valueHeader="Sets" rows={usageRows(items)} />
      <BarChartCard
        title="Track types"
        nameHeader="Track type"
        valueHeader="Sets"
        rows={trackTypeRows(items)}
      />
      <BarChartCard
        title="Tread patterns"
        nameHeader="Tread pattern"
        valueHeader="Sets"
        rows={treadPatternRows(items)}
      />
      {lapsOf(items) > 0 ? (
        <BarChartCard
          title="Condition and usage"
          nameHeader="Condition"
          valueHeader="Laps"
          rows={conditionLapRows(items)}
        />
      ) : (
        <Card className="space-y-2">
          <h2 className="text-lg font-bold">Condition and usage</h2>
          <p className="text-(--muted-foreground)">
            No laps yet. Laps saved from the Race Timer, or entered on a set, show here by condition.
          </p>
        </Card>
      )}
    </>
  );
}
