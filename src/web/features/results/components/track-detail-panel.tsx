// A track in full: contact details, live state, the newest event's races and results, and its events.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { trackDetailsQueryOptions } from '../../../api/liverc';
import { Placeholders, QueryFallback } from '../../../components/query-state';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-error';

// Its own chunk, fetched when a track is opened: the list of tracks need not carry the race dialogs within.
const TrackDetailBody = lazy(() =>
  import('./track-detail-body').then((module) => ({ default: module.TrackDetailBody })),
);

const loading = <Placeholders className="space-y-2" blocks={['h-5 w-1/2', 'h-24 w-full']} />;

type Props = { track: LiveRcTrack; onClose: () => void };

export function TrackDetailPanel({ track, onClose }: Props) {
  const details = useQuery(trackDetailsQueryOptions(track.url));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={track.name} wide>
      {!details.isSuccess ? (
        <QueryFallback
          query={details}
          loading={loading}
          title="Failed to fetch track data"
          message={
            details.error instanceof ApiError && details.error.status >= 500
              ? 'LiveRC cannot be reached just now, so this track could not be read.'
              : 'This track could not be read.'
          }
        />
      ) : (
        <Suspense fallback={loading}>
          <TrackDetailBody track={track} details={details.data} />
        </Suspense>
      )}
    </Dialog>
  );
}
