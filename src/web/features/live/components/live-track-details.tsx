// The chosen track at a glance: where it is, what it runs, whether it is live, and 'Follow'.
import { RefreshCw } from 'lucide-react';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { FollowTrackButton } from '../../../components/follow-track-button';
import { Fact } from '../../../components/live/current-event-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatTimeOfDay } from '../../../lib/format';

/** What the card tells of a track: LiveRC's track list has it all, the track's own page most of it. */
export type LiveTrack = Pick<
  LiveRcTrack,
  'url' | 'name' | 'location' | 'status' | 'eventType' | 'lastActivity'
>;

type Props = {
  track: LiveTrack;
  location: string | null;
  updatedAt: string | null;
  refreshing: boolean;
  onRefresh: () => void;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function LiveTrackDetails({ track, location, updatedAt, refreshing, onRefresh }: Props) {
  return (
    <Card aria-labelledby="live-track-name" className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="live-track-name" className="text-lg font-bold">
            {track.name}
          </h2>
          <p className="text-sm text-(--muted-foreground)">{location ?? track.location ?? 'Location TBD'}</p>
        </div>
        {track.status === 'live' && <Badge variant="live">LIVE</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Class" value={track.eventType ?? '-'} />
        <Fact label="Status" value={capitalised(track.status)} />
        <Fact label="Start Time" value={track.lastActivity ?? '-'} />
        <Fact label="Last updated" value={updatedAt ? formatTimeOfDay(updatedAt) : '-'} />
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden className={cn('size-4', refreshing && 'animate-spin')} />
          Refresh
        </Button>
        <FollowTrackButton track={track} />
      </div>
    </Card>
  );
}
