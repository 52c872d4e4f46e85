// The Racing Dashboard's status cards: whether live data is coming in, and whether any tyre needs buying.
import { TriangleAlert, Wifi, WifiOff } from 'lucide-react';
import type { RacingDashboard } from '../../../../domain/racing-dashboard';
import { isAnySourceConnected, useDataSources } from '../../../api/data-sources';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

export function LiveConnectionCard() {
  const sources = useDataSources();
  const online = isAnySourceConnected(sources.data);
  return (
    <Card aria-labelledby="live-data-connection" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="live-data-connection" className="font-semibold">
          Live Data Connection
        </h3>
        <Badge variant={online ? 'live' : 'muted'}>{online ? 'Online' : 'Offline'}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm">
        {online ? (
          <Wifi aria-hidden="true" className="size-4" />
        ) : (
          <WifiOff aria-hidden="true" className="size-4" />
        )}
        {online ? 'Connected to LiveRC' : 'No live data connection'}
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
