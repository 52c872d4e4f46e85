// The home page's tabs: Live (timing and data sources), Inventory, Analysis and Results (the track browser),
// Results first. The open tab is kept in the address (`?tab=`), and a swipe moves to the next or previous one.
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { LiveResults } from '../../features/results/results-page';
import { useSwipe } from '../../lib/use-swipe';
import { useTabParam } from '../../lib/use-tab-param';
import { swipeTo } from '../shell/swipe';
import { InventorySummary } from './inventory-summary';

const HOME_TABS = ['live', 'inventory', 'analysis', 'results'] as const;
type HomeTab = (typeof HOME_TABS)[number];
const DEFAULT_TAB: HomeTab = 'results';
// Written here, not imported from the Analysis screen: that import loaded the whole screen with the home page.
const ANALYSIS_SUMMARY = 'Which tyre makes you fast: your races with their tyre sets, ranked.';
const LABELS: Record<HomeTab, string> = {
  live: 'Live',
  inventory: 'Inventory',
  analysis: 'Analysis',
  results: 'Results',
};

export function HomeTabs({ live }: { live: ReactNode }) {
  const [tab, open] = useTabParam(HOME_TABS, DEFAULT_TAB);
  // The track browser (its virtual grid measures every card it draws) waits for a second, interruptible render:
  // drawn with the Dashboard's cards it made the home page's first draw one long task on a slow phone, for a
  // tab that sits below the first screen.
  const browseTracks = useDeferredValue(true, false);
  const swipe = useSwipe((dx, dy) => {
    const next = swipeTo(HOME_TABS, tab, dx, dy);
    if (next) open(next);
  });

  return (
    <Tabs value={tab} onValueChange={open} {...swipe}>
      <TabsList aria-label="Home">
        {HOME_TABS.map((each) => (
          <TabsTrigger key={each} value={each}>
            {LABELS[each]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="live">{live}</TabsContent>
      <TabsContent value="inventory">
        <InventorySummary />
      </TabsContent>
      <TabsContent value="analysis">
        <div className="space-y-2">
          <p className="text-(--muted-foreground)">{ANALYSIS_SUMMARY}</p>
          <Link to={paths.analysis} className="font-semibold text-(--primary) underline">
            Open Analysis
          </Link>
        </div>
      </TabsContent>
      <TabsContent value="results">{browseTracks && <LiveResults embedded />}</TabsContent>
    </Tabs>
  );
}
