import { useState } from 'react';
import { categoryOf, entryBadge } from '../../../../domain/event-categories';
import type { SavedTrackEvent } from '../../../../domain/liverc';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { EventDetailDialog } from './event-detail-dialog';
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
  const [open, setOpen] = useState(false);
  const date = event.date ? formatDate(event.date) : 'Date TBD';
  return (
    <Card aria-label={title} padded={false} className="flex h-full flex-col gap-2 p-4">
      <div className="flex items-center justify-between gap-2 text-xs">
        <Badge variant="outline">{CATEGORY_LABEL[categoryOf(event.title)]}</Badge>
        <span className="text-(--muted-foreground)">{date}</span>
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
          <Button className="flex-1" onClick={() => setOpen(true)}>
            View Details
          </Button>
          <ExternalButton href={event.eventUrl} aria-label={`Open ${title} on LiveRC`} />
        </div>
      )}
      {open && (
        <EventDetailDialog
          eventUrl={event.eventUrl}
          title={title}
          facts={[CATEGORY_LABEL[categoryOf(event.title)], date, event.description ?? ''].filter(Boolean)}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
