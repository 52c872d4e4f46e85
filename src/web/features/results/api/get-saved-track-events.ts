// GET /api/saved-track-events?trackUrl=: a track's events, read from LiveRC and kept by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedTrackEvent } from '../../../../domain/liverc';
import { apiPaths, withQuery } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

const FIVE_MINUTES = 5 * 60_000;

export const savedTrackEventsQueryOptions = (trackUrl: string) =>
  queryOptions({
    queryKey: [withQuery(apiPaths.savedTrackEvents, { trackUrl })],
    queryFn: () => apiRequest<SavedTrackEvent[]>('GET', withQuery(apiPaths.savedTrackEvents, { trackUrl })),
    staleTime: FIVE_MINUTES,
    refetchInterval: FIVE_MINUTES,
  });

export function useSavedTrackEvents(trackUrl: string | null) {
  return useQuery({ ...savedTrackEventsQueryOptions(trackUrl ?? ''), enabled: trackUrl !== null });
}
