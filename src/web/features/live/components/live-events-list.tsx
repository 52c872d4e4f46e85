// 'Live Events & Sessions': the newest races of the track's current event, newest first.
import type { TrackDetails } from '../../../../domain/liverc';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

const SHOWN = 10;

export function LiveEventsList({
  details,
  error,
}: {
  details: TrackDetails | undefined;
  error: Error | null;
}) {
  const races = details?.events.filter((race) => race.status !== 'section').slice(0, SHOWN) ?? [];
  // A failed read, or an answer that says what went wrong (a stale copy, a track without live timing).
  const failure = details?.error ?? error?.message ?? null;
  return (
    <Card aria-labelledby="live-events-title" className="space-y-3">
      <h2 id="live-events-title" className="text-lg font-bold">
        Live Events & Sessions
      </h2>
      {details?.latestEvent && (
        <p className="text-sm text-(--muted-foreground)">{details.latestEvent.title}</p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-(--destructive)">
          Error loading track data: {failure}
        </p>
      )}
      {races.length > 0 ? (
        <ul className="divide-y divide-(--border)">
          {races.map((race) => (
            <li key={race.url ?? race.name} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-semibold">{race.name}</p>
                <p className="text-sm text-(--muted-foreground)">{race.time ?? 'Time TBD'}</p>
              </div>
              <Badge variant={race.time ? 'secondary' : 'upcoming'}>
                {race.time ? 'Completed' : 'Scheduled'}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        !failure && <p className="text-sm text-(--muted-foreground)">No live events available</p>
      )}
    </Card>
  );
}
