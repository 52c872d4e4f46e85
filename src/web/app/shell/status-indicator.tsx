// The header badge: LIVE (green) when a data source is connected, otherwise SYNC (yellow).

import { isAnySourceConnected, useDataSources } from '../../api/data-sources';
import { cn } from '../../lib/cn';

export function StatusIndicator() {
  const { data } = useDataSources();
  const live = isAnySourceConnected(data);
  return (
    <span
      title={live ? 'A data source is connected' : 'No live data source connected'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-bold tracking-wide',
        live ? 'border-(--live) text-(--live)' : 'border-(--sync) text-(--sync)',
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', live ? 'bg-(--live)' : 'bg-(--sync)')} />
      <span className="sr-only">Data status: </span>
      <span>{live ? 'LIVE' : 'SYNC'}</span>
    </span>
  );
}
