// The Current Event card: which event a track is running, the class on track, its round and clock.
import type { CurrentEvent } from '../../../domain/timing';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';

const NO_TIME = '-- : --';

export function CurrentEventCard({ event }: { event: CurrentEvent | undefined }) {
  if (!event) {
    // The loaded card's own layout with grey values, so nothing moves when the event arrives.
    return (
      <Card aria-label="Current Event" aria-busy className="space-y-3">
        <div>
          <p className="text-sm font-semibold text-(--muted-foreground)">Current Event</p>
          <Skeleton className="my-0.5 h-6 w-2/3" />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {['Track', 'Class', 'Round', 'Time Remaining'].map((label) => (
            <div key={label}>
              <dt className="text-(--muted-foreground)">{label}</dt>
              <dd>
                <Skeleton className="my-0.5 h-4 w-3/4" />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="current-event-title" className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-(--muted-foreground)">Current Event</p>
          <h2 id="current-event-title" className="text-lg font-bold">
            {event.name}
          </h2>
        </div>
        {event.status === 'active' && <Badge variant="live">ACTIVE</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Track" value={event.track} />
        <Fact label="Class" value={event.class} />
        <Fact label="Round" value={event.round ?? '-'} />
        <Fact label="Time Remaining" value={event.timeRemaining ?? NO_TIME} />
      </dl>
      {event.stale && (
        <p role="status" className="text-sm text-(--sync)">
          Showing the last data read{event.error ? `: ${event.error}` : ''}.
        </p>
      )}
    </Card>
  );
}

/** One fact of a card's list: its label and value. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-(--muted-foreground)">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
