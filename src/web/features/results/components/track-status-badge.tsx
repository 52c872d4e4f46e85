// A track's status as a badge: live red, upcoming blue, completed grey, anything else light grey.
import { CalendarClock, Radio } from 'lucide-react';
import type { TrackStatus } from '../../../../domain/liverc';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const VARIANT: Record<TrackStatus, BadgeVariant> = {
  live: 'live',
  upcoming: 'upcoming',
  completed: 'secondary',
  practice: 'muted',
};

export function TrackStatusBadge({ status }: { status: TrackStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {status === 'live' && <Radio aria-hidden className="size-3" />}
      {status === 'upcoming' && <CalendarClock aria-hidden className="size-3" />}
      {status}
    </Badge>
  );
}
