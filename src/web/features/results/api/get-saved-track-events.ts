// GET /api/saved-track-events?trackUrl=: a track's events, read from LiveRC and kept by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedTrackEvent } from '../../../../domain/liverc';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths, withQuery } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

const FIVE_MINUTES = 5 * 60_000;

/** The track's events list address: its results page with /results/ -> /events/, else /events/ appended. */
export function eventsListAddress(url: string): string {
  if (url.includes('/results/')) return url.replace('/results/', '/events/');
  return `${url.replace(/\/+$/, '')}/events/`;
}

export const savedTrackEventsQueryOptions = (trackUrl: string) =>
  queryOptions({
    queryKey: queryKeys.liverc.savedTrackEvents(trackUrl),
    queryFn: ({ signal }) =>
      apiRequest<SavedTrackEvent[]>(withQuery(apiPaths.savedTrackEvents, { trackUrl }), { signal }),
    staleTime: FIVE_MINUTES,
    refetchInterval: FIVE_MINUTES,
  });

export function useSavedTrackEvents(trackUrl: string | null) {
  return useQuery({ ...savedTrackEventsQueryOptions(trackUrl ?? ''), enabled: trackUrl !== null });
}
