// INVENTORY: the racer's tyre sets (stock, cost, laps) with their Analytics and Insights, in three tabs
// kept in the address (`?tab=`).

import { useTyres } from '../../api/tyres';
import { PageTitle } from '../../components/page-title';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useTabParam } from '../../lib/use-tab-param';
import { AnalyticsTab } from './analytics/analytics-tab';
import { InventoryTab } from './components/inventory-tab';
import { InsightsTab } from './insights/insights-tab';

const TABS = ['inventory', 'analytics', 'insights'] as const;

export function InventoryPage() {
  const tyres = useTyres();
  const [tab, open] = useTabParam(TABS, 'inventory');
  return (
    <div className="space-y-4">
      <PageTitle>Inventory</PageTitle>
      {!tyres.isSuccess ? (
        <QueryFallback
          query={tyres}
          loading={
            <Placeholders
              note={<p className="text-(--muted-foreground)">Loading your tyres...</p>}
              blocks={['h-11 w-full', 'h-40 w-full rounded-xl']}
            />
          }
          title="Failed to load inventory"
          message="Your tyre sets could not be loaded."
        />
      ) : (
        <Tabs value={tab} onValueChange={open}>
          <TabsList aria-label="Inventory">
            <TabsTrigger value="inventory">Inventory</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            <TabsTrigger value="insights">Insights</TabsTrigger>
          </TabsList>
          <TabsContent value="inventory">
            <InventoryTab items={tyres.data} />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab items={tyres.data} />
          </TabsContent>
          <TabsContent value="insights">
            <InsightsTab items={tyres.data} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
