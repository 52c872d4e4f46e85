// A track in full: contact details, live state, the newest event's races and results, and its events.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { trackDetailsQueryOptions } from '../../../api/liverc';
import { LoadFailure } from '../../../components/load-failure';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';

// Its own chunk, fetched when a track is opened: the list of tracks need not carry the race dialogs within.
const TrackDetailBody = lazy(() =>
  import('./track-detail-body').then((module) => ({ default: module.TrackDetailBody })),
);

const loading = (
  <div className="space-y-2" aria-busy>
    <Skeleton className="h-5 w-1/2" />
    <Skeleton className="h-24 w-full" />
  </div>
);

type Props = { track: LiveRcTrack; onClose: () => void };

export function TrackDetailPanel({ track, onClose }: Props) {
  const details = useQuery(trackDetailsQueryOptions(track.url));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={track.name} wide>
      {details.isPending ? (
        loading
      ) : details.isError ? (
        <LoadFailure
          title="Failed to fetch track data"
          message={
            details.error instanceof ApiError && details.error.status >= 500
              ? 'LiveRC cannot be reached just now, so this track could not be read.'
              : 'This track could not be read.'
          }
          reason={details.error.message}
          onRetry={() => void details.refetch()}
        />
      ) : (
        <Suspense fallback={loading}>
          <TrackDetailBody track={track} details={details.data} />
        </Suspense>
      )}
    </Dialog>
  );
}
