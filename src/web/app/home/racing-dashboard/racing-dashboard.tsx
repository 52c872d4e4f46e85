// The Racing Dashboard: the racer's tyres and race log summed up in four tiles and five cards, then My rivals,
// with a refresh that reloads the inventory and the race log.
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { racingDashboard } from '../../../../domain/racing-dashboard';
import { queryKeys } from '../../../api/query-keys';
import { useRaceLog } from '../../../api/race-log';
import { useRivals } from '../../../api/rivals';
import { useTyres } from '../../../api/tyres';
import { LoadFailure } from '../../../components/load-failure';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { PerformanceTrendsCard, TireAnalyticsCard } from './analytics-cards';
import { DashboardTiles } from './dashboard-tiles';
import { MyRivalsCard } from './my-rivals-card';
import { RecentResultsCard } from './recent-results-card';
import { InventoryStatusCard, LiveConnectionCard } from './status-cards';

/** The spinner turns for at least this long, so a quick reload is still seen to happen. */
const MIN_SPIN_MS = 1000;

export function RacingDashboard() {
  const tyres = useTyres();
  const raceLog = useRaceLog();
  // My rivals is drawn with the rest, in its final height, so nothing below it moves as it arrives.
  const rivals = useRivals();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: queryKeys.tyres.all, type: 'active' }),
        queryClient.refetchQueries({ queryKey: queryKeys.raceLog.all, type: 'active' }),
        queryClient.refetchQueries({ queryKey: queryKeys.rivals.all, type: 'active' }),
        new Promise((resolve) => setTimeout(resolve, MIN_SPIN_MS)),
      ]);
    } finally {
      setRefreshing(false);
    }
  };

  const failed = tyres.isError ? tyres.error : raceLog.isError ? raceLog.error : null;

  return (
    <section aria-labelledby="racing-dashboard-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="racing-dashboard-heading" className="text-xl font-bold">
          Racing Dashboard
        </h2>
        <Button
          variant="secondary"
          aria-label="Refresh racing dashboard"
          disabled={refreshing}
          onClick={() => void refresh()}
        >
          <RefreshCw aria-hidden="true" className={cn('size-5', refreshing && 'animate-spin')} />
        </Button>
      </div>
      {failed && !(tyres.data && raceLog.data) ? (
        <LoadFailure
          title="Failed to load your racing dashboard"
          message="Your tyres and race log could not be read just now."
          reason={failed.message}
          onRetry={() => void refresh()}
        />
      ) : tyres.data && raceLog.data && !rivals.isPending ? (
        <DashboardBody dashboard={racingDashboard(tyres.data, raceLog.data)} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading racing dashboard" className="space-y-3">
          <Skeleton className="h-40 w-full sm:h-24" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}

function DashboardBody({ dashboard }: { dashboard: ReturnType<typeof racingDashboard> }) {
  return (
    <div className="space-y-3">
      <DashboardTiles dashboard={dashboard} />
      <div className="grid gap-3 md:grid-cols-2">
        <LiveConnectionCard />
        <InventoryStatusCard dashboard={dashboard} />
        <TireAnalyticsCard dashboard={dashboard} />
        <PerformanceTrendsCard dashboard={dashboard} />
      </div>
      <RecentResultsCard dashboard={dashboard} />
      <MyRivalsCard />
    </div>
  );
}
