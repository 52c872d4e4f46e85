// One track in the Results grid: name, place, status, current event and last activity; tap for details.
import { Calendar, Clock, MapPin } from 'lucide-react';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { TrackStatusBadge } from './track-status-badge';

export function TrackCard({ track, onSelect }: { track: LiveRcTrack; onSelect: () => void }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-label={`${track.name}, ${track.status}`}
      className="flex h-full w-full flex-col gap-2 rounded-xl border border-(--border) bg-(--card) p-4 text-left hover:bg-(--muted)"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-bold">{track.name}</span>
        {/* Upcoming is told on the detail panel; a card keeps to what is happening now. */}
        {track.status !== 'upcoming' && <TrackStatusBadge status={track.status} />}
      </span>
      <span className="flex items-center gap-1.5 text-sm text-(--muted-foreground)">
        <MapPin aria-hidden className="size-4 shrink-0" />
        {track.location ?? 'Location TBD'}
      </span>
      <span className="flex items-center gap-1.5 text-sm">
        <Calendar aria-hidden className="size-4 shrink-0" />
        {track.eventType ?? 'No current event'}
      </span>
      <span className="flex items-center gap-1.5 text-sm text-(--muted-foreground)">
        <Clock aria-hidden className="size-4 shrink-0" />
        {track.lastActivity ?? '-'}
      </span>
      <span className="mt-auto text-xs font-semibold text-(--primary)">Click for details</span>
    </button>
  );
}
