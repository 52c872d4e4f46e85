import { Radio } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LiveRcTrack, TrackDetails, TrackEvent } from '../../../../domain/liverc';
import { FollowTrackButton } from '../../../components/follow-track-button';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { trackEventsPath } from '../../../config/paths';
import { formatDateRange, formatTimeOfDay } from '../../../lib/format';
import { ExternalButton } from './external-button';
import { RaceGroupsList } from './race-groups-list';

const LATEST_SHOWN = 10;

export function TrackDetailBody({ track, details }: { track: LiveRcTrack; details: TrackDetails }) {
  const [event, setEvent] = useState<TrackEvent | null>(null);
  const latest = details.results;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Link to={trackEventsPath(details.url, details.name)} className={buttonClasses('primary')}>
          View All Events
        </Link>
        <FollowTrackButton track={track} variant="secondary" />
        <ExternalButton href={details.url}>View Dashboard</ExternalButton>
      </div>
      {track.status === 'live' && (
        <p className="flex items-center gap-2 font-bold text-red-600">
          <Radio aria-hidden className="size-4" />
          LIVE TIMING ACTIVE
        </p>
      )}
      {details.error && (
        <p role="status" className="rounded-lg border border-yellow-500 bg-yellow-500/10 p-3 text-sm">
          {details.error}
        </p>
      )}
      <section aria-labelledby="track-info-title" className="space-y-1 text-sm">
        <h3 id="track-info-title" className="text-base font-bold">
          Track Information
        </h3>
        {details.description && <p className="whitespace-pre-line">{details.description}</p>}
        <p>{details.address ?? 'Address not available'}</p>
        <p>{details.phone ?? 'Phone not available'}</p>
        {details.website && (
          <a
            href={details.website}
            target="_blank"
            rel="noopener noreferrer"
            className="text-(--primary) underline"
          >
            {details.website}
          </a>
        )}
      </section>
      {details.latestEvent && (
        <section aria-labelledby="latest-event-title" className="space-y-2">
          <h3 id="latest-event-title" className="text-base font-bold">
            {details.latestEvent.title}
          </h3>
          <RaceGroupsList races={details.events} />
        </section>
      )}
      {latest.length > 0 && (
        <section aria-labelledby="latest-results-title" className="space-y-2">
          <h3 id="latest-results-title" className="text-base font-bold">
            Latest Results
          </h3>
          <p className="text-sm text-(--muted-foreground)">
            {details.latestRace?.raceName} · first {Math.min(LATEST_SHOWN, latest.length)} of {latest.length}{' '}
            drivers
          </p>
          <ol className="divide-y divide-(--border) rounded-lg border border-(--border) text-sm">
            {latest.slice(0, LATEST_SHOWN).map((row) => (
              <li key={`${row.position}-${row.driver}`} className="flex justify-between gap-2 px-3 py-1.5">
                <span>
                  {row.position}. {row.driver}
                </span>
                <span className="tabular-nums text-(--muted-foreground)">{row.lapsTime ?? '-'}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {details.trackEvents.length > 0 && (
        <section aria-labelledby="track-events-title" className="space-y-2">
          <h3 id="track-events-title" className="text-base font-bold">
            Events
          </h3>
          <ul className="flex flex-wrap gap-2">
            {details.trackEvents.slice(0, 8).map((candidate) => (
              <li key={candidate.url}>
                <Button
                  variant={event?.url === candidate.url ? 'primary' : 'secondary'}
                  aria-pressed={event?.url === candidate.url}
                  onClick={() => setEvent(candidate)}
                  className="text-sm"
                >
                  {candidate.title}
                </Button>
              </li>
            ))}
          </ul>
          {event && <SelectedEvent event={event} trackName={details.name} />}
        </section>
      )}
      <p className="text-xs text-(--muted-foreground)">Last updated {formatTimeOfDay(details.lastUpdated)}</p>
    </div>
  );
}

function SelectedEvent({ event, trackName }: { event: TrackEvent; trackName: string }) {
  const today = new Date().toISOString().slice(0, 10);
  const status =
    event.date > today ? 'upcoming' : (event.endDate ?? event.date) >= today ? 'live' : 'completed';
  return (
    <section
      aria-label="Selected event"
      className="space-y-1 rounded-lg border border-(--border) p-3 text-sm"
    >
      <p className="font-bold">{event.title}</p>
      <p className="text-(--muted-foreground)">{trackName}</p>
      <dl className="grid grid-cols-3 gap-2">
        <div>
          <dt className="text-(--muted-foreground)">Status</dt>
          <dd>
            <Badge variant={status === 'live' ? 'live' : status === 'upcoming' ? 'upcoming' : 'secondary'}>
              {status}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-(--muted-foreground)">Start Time</dt>
          <dd className="font-semibold">{formatDateRange(event.date, event.endDate)}</dd>
        </div>
        <div>
          <dt className="text-(--muted-foreground)">Participants</dt>
          <dd className="font-semibold">{event.entries ?? '-'}</dd>
        </div>
      </dl>
      <ExternalButton href={event.url} variant="link">
        View on LiveRC
      </ExternalButton>
    </section>
  );
}
