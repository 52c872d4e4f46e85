// A track's current event and its timing rows: the followed track's (pushed by the live stream while it is
// open, features/followed-track) and any track's on the Live screen, both as the track's feed last heard them.
import { type QueryFunction, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { CurrentEvent, TimingRow } from '../../domain/timing';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The spec's pace for a track's live data when nothing pushes it: the event every 5 s, timing rows every 2 s. */
export const POLL_EVENT_MS = 5_000;
export const POLL_DRIVERS_MS = 2_000;

/**
 * A live query's read: its answer, unless the stream wrote the query while the read was out. A read asked
 * before the latest write answers older news than the stream gave (a Refresh on a slow signal, or a poll while
 * the stream was down, answering the race still on after the stream said it was over): the stream's stays.
 */
function liveRead<T>(path: string): QueryFunction<T, QueryKey> {
  return async ({ signal, client, queryKey }) => {
    const writtenAt = client.getQueryState(queryKey)?.dataUpdatedAt;
    const answer = await apiRequest<T>(path, { signal });
    const state = client.getQueryState<T>(queryKey);
    return state?.data !== undefined && state.dataUpdatedAt !== writtenAt ? state.data : answer;
  };
}

export const currentEventQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.timing.currentEvent,
    queryFn: liveRead<CurrentEvent | null>(apiPaths.currentEvent),
  });

/** Any track's current event (the Live screen): not the racer's, so a new followed track leaves it be. */
export const trackEventQueryOptions = (trackUrl: string) =>
  queryOptions({
    queryKey: queryKeys.trackEvent(trackUrl),
    queryFn: ({ signal }) => apiRequest<CurrentEvent | null>(apiPaths.trackEvent(trackUrl), { signal }),
  });

export const eventDriversQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.timing.eventDrivers(eventId),
    queryFn: liveRead<TimingRow[]>(apiPaths.eventDrivers(eventId)),
  });
