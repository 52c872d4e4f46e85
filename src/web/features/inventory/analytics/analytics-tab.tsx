// The Inventory screen's Analytics tab: what the racer's sets cost, charts of where they are (brand,
// condition, track type, tread pattern) read at a glance, and how each tyre type performs. The charts load with recharts on first opening,
// so neither the sign-in page nor the Inventory tab carries it.
import { lazy, Suspense } from 'react';
import { setsOf } from '../../../../domain/tyre-inventory-view';
import type { TyreItem } from '../../../../domain/tyres';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { InvestmentCard } from './investment-card';
import { PerformanceCard } from './performance-card';

const AnalyticsCharts = lazy(() =>
  import('./analytics-charts').then((module) => ({ default: module.AnalyticsCharts })),
);

export function AnalyticsTab({ items }: { items: readonly TyreItem[] }) {
  if (setsOf(items) === 0) {
    return (
      <Card className="space-y-1 text-center">
        <h2 className="text-lg font-bold">No tyre sets to chart yet</h2>
        <p className="text-(--muted-foreground)">
          Add your sets on the Inventory tab: their brands, condition, track types and cost show here.
        </p>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <InvestmentCard items={items} />
      </div>
      <Suspense fallback={<ChartsLoading />}>
        <AnalyticsCharts items={items} />
      </Suspense>
      <div className="lg:col-span-2">
        <PerformanceCard items={items} />
      </div>
    </div>
  );
}

function ChartsLoading() {
  return (
    <>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </>
  );
}
