import { Link } from 'react-router';
import { categoryOf, entryBadge } from '../../../../domain/event-categories';
import type { SavedTrackEvent } from '../../../../domain/liverc';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { eventDetailsPath } from '../../../config/paths';
import { formatLiveRcDate } from '../../../lib/format';
import { ExternalButton } from './external-button';

const CATEGORY_LABEL = {
  championship: 'Championship',
  race: 'Race',
  practice: 'Practice',
  special: 'Special',
};

export function EventCard({ event }: { event: SavedTrackEvent }) {
  const title = event.title || 'Untitled Event';
  const badge = entryBadge(event.entries);
  return (
    <Card aria-label={title} padded={false} className="flex h-full flex-col gap-2 p-4">
      <div className="flex items-center justify-between gap-2 text-xs">
        <Badge variant="outline">{CATEGORY_LABEL[categoryOf(event.title)]}</Badge>
        <span className="text-(--muted-foreground)">
          {event.date ? formatLiveRcDate(event.date) : 'Date TBD'}
        </span>
      </div>
      <h3 className="font-bold">{title}</h3>
      {event.description && event.description !== event.status && (
        <p className="text-sm text-(--muted-foreground)">{event.description}</p>
      )}
      <div className="flex items-center gap-2 text-sm">
        <span className="text-(--muted-foreground)">Entries</span>
        <Badge variant={badge.variant} data-variant-entries={badge.variant}>
          {badge.text}
        </Badge>
      </div>
      {event.eventUrl && (
        <div className="mt-auto flex gap-2">
          <Link to={eventDetailsPath(event.eventUrl, title)} className={buttonClasses('primary', 'flex-1')}>
            View Details
          </Link>
          <ExternalButton href={event.eventUrl} aria-label={`Open ${title} on LiveRC`} />
        </div>
      )}
    </Card>
  );
}
