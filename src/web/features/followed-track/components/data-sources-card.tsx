// Data Sources: where race data comes from and whether each source answers right now.

import type { DataSource } from '../../../../domain/timing';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const LIVE_RESULTS_SOURCE = 'liverc';

const dotColour = (status: string) =>
  status === 'connected' ? 'bg-green-500' : status === 'syncing' ? 'bg-yellow-400' : 'bg-red-500';

/** The LiveRC source is a live-results site; anything else a club's own results site. */
export const sourceLabel = (source: DataSource) =>
  source.name.toLowerCase() === LIVE_RESULTS_SOURCE
    ? 'LiveRC (live results site)'
    : `${source.name} (club results site)`;

export function DataSourcesCard({ sources }: { sources: DataSource[] | undefined }) {
  return (
    <Card aria-labelledby="data-sources-title" className="space-y-3">
      <h2 id="data-sources-title" className="text-lg font-bold">
        Data Sources
      </h2>
      {!sources || sources.length === 0 ? (
        <p className="text-sm text-(--muted-foreground)">No data read yet</p>
      ) : (
        <ul className="space-y-2">
          {sources.map((source) => (
            <li key={source.id} className="flex items-center justify-between gap-3 text-sm">
              <span>{sourceLabel(source)}</span>
              <span className="flex items-center gap-2">
                <span className="capitalize">{source.status}</span>
                <span
                  aria-hidden
                  data-status={source.status}
                  className={cn('size-2.5 rounded-full', dotColour(source.status))}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
