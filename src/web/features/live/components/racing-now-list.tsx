// 'All Tracks': the tracks racing right now, each a tap away from its live details.
import type { LiveRcTrack } from '../../../../domain/liverc';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { trackOptionLabel } from './track-selector';

export function RacingNowList({
  tracks,
  onSelect,
}: {
  tracks: LiveRcTrack[];
  onSelect: (url: string) => void;
}) {
  const racing = tracks.filter((track) => track.status === 'live');
  return (
    <Card aria-labelledby="racing-now-title" className="space-y-3">
      <h2 id="racing-now-title" className="text-lg font-bold">
        Racing now
      </h2>
      {racing.length === 0 ? (
        <p className="text-sm text-(--muted-foreground)">No track is racing right now.</p>
      ) : (
        <ul className="divide-y divide-(--border)">
          {racing.map((track) => (
            <li key={track.url}>
              <button
                type="button"
                onClick={() => onSelect(track.url)}
                className="flex min-h-11 w-full items-center justify-between gap-3 py-2 text-left"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{trackOptionLabel(track)}</span>
                  <span className="block truncate text-sm text-(--muted-foreground)">
                    {track.eventType ?? 'No event name'} · {track.lastActivity ?? '-'}
                  </span>
                </span>
                <Badge variant="live">LIVE</Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
