// The Racing Dashboard's status cards: whether live data is coming in, and whether any tyre needs buying.
import { LoaderCircle, TriangleAlert, Wifi, WifiOff } from 'lucide-react';
import type { RacingDashboard } from '../../../../domain/racing-dashboard';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { type LiveDataState, useLiveDataState } from '../../shell/live-data-state';

const CONNECTION: Record<LiveDataState, { badge: string; variant: BadgeVariant; line: string }> = {
  live: { badge: 'Online', variant: 'online', line: 'Connected to LiveRC' },
  sync: { badge: 'Syncing', variant: 'syncing', line: 'Reading LiveRC' },
  offline: { badge: 'Offline', variant: 'offline', line: 'LiveRC or the network cannot be reached' },
};
const ICON = { live: Wifi, sync: LoaderCircle, offline: WifiOff };

/** The header's LIVE, SYNC or OFFLINE in words: one state for both (live-data-state.ts). */
export function LiveConnectionCard() {
  const state = useLiveDataState();
  const { badge, variant, line } = CONNECTION[state];
  const Icon = ICON[state];
  return (
    <Card aria-labelledby="live-data-connection" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="live-data-connection" className="font-semibold">
          Live Data Connection
        </h3>
        <Badge variant={variant}>{badge}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <Icon aria-hidden="true" className="size-4" />
        {line}
      </p>
    </Card>
  );
}

export function InventoryStatusCard({ dashboard }: { dashboard: RacingDashboard }) {
  const low = dashboard.lowStockItems > 0;
  return (
    <Card aria-labelledby="inventory-status" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="inventory-status" className="font-semibold">
          Inventory Status
        </h3>
        {low && (
          <Badge variant="destructive">
            <TriangleAlert aria-hidden="true" className="size-3" />
            Alert
          </Badge>
        )}
      </div>
      <p className="text-sm">{dashboard.inventoryStatus}</p>
    </Card>
  );
}
