// The Analytics tab's charts, in their own chunk with recharts: loaded when the tab is first opened.

import { lapsOf } from '../../../../domain/tyre-inventory-view';
import type { TyreItem } from '../../../../domain/tyres';
import { Card } from '../../../components/ui/card';
import { BarChartCard } from './bar-chart-card';
import { brandRows, conditionLapRows, trackTypeRows, treadPatternRows, usageRows } from './chart-rows';

const SET_CHARTS = [
  { title: 'Brand distribution', note: 'Sets per brand', nameHeader: 'Brand', rows: brandRows },
  { title: 'Usage', note: 'Sets new, used and expired', nameHeader: 'Condition', rows: usageRows },
  { title: 'Track types', note: 'Sets per track type', nameHeader: 'Track type', rows: trackTypeRows },
  {
    title: 'Tread patterns',
    note: 'Sets per tread pattern',
    nameHeader: 'Tread pattern',
    rows: treadPatternRows,
  },
];

export function AnalyticsCharts({ items }: { items: readonly TyreItem[] }) {
  return (
    <>
      {SET_CHARTS.map(({ rows, ...chart }) => (
        <BarChartCard key={chart.title} {...chart} valueHeader="Sets" rows={rows(items)} />
      ))}
      {lapsOf(items) > 0 ? (
        <BarChartCard
          title="Condition and usage"
          note="Laps run on new, used and expired sets"
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
