// LiveRC read through the server: the track list (Dashboard, Live, Results), a track's details (Live,
// Results), and an event's details, mains and race results (Results, and the followed track's 'Get ready for
// race day', which stores them ahead). Endpoints only one feature reads (saved events) live in that feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails, LiveRcTrack, RaceResults, TrackDetails } from '../../domain/liverc';
import type { EventMains } from '../../domain/mains-ladder';
import { apiPaths, withQuery } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { retryTransient } from '../lib/api-error';
import { queryKeys } from './query-keys';

/** Every LiveRC track, live ones first; kept fresh while a screen shows it, as live badges come and go. */
export const tracksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.liverc.tracks,
    queryFn: ({ signal }) => apiRequest<LiveRcTrack[]>(apiPaths.liveRcTracks, { signal }),
    staleTime: 15_000,
    refetchInterval: 30_000,
    // Poor signal at a track: a dropped request is worth asking again, a second apart.
    retry: retryTransient(3),
    retryDelay: 1_000,
  });

export function useTracks() {
  return useQuery(tracksQueryOptions());
}

/** A track's dashboard, events and newest results, read through its root or live page address. */
export const trackDetailsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.liverc.trackDetails(url),
    queryFn: ({ signal }) =>
      apiRequest<TrackDetails>(withQuery(apiPaths.liveRcTrackDetails, { url }), { signal }),
    staleTime: 60_000,
  });

/** GET /api/liverc/event-details?url=: an event's races, heat sheets, entry list and newest race results. */
export const eventDetailsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.liverc.eventDetails(url),
    queryFn: ({ signal }) =>
      apiRequest<EventDetails>(withQuery(apiPaths.liveRcEventDetails, { url }), { signal }),
    staleTime: 60_000,
  });

/** GET /api/liverc/event-mains?url=: the event's TQs, mains ladder and closest finishes (the server reads
 * every main of the event for it, so it is asked for only by the Mains tab and 'Get ready for race day'). */
export const eventMainsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.liverc.eventMains(url),
    queryFn: ({ signal }) =>
      apiRequest<EventMains>(withQuery(apiPaths.liveRcEventMains, { url }), { signal }),
    staleTime: 60_000,
  });

/** GET /api/liverc/race-results?url=: a race's results and every driver's laps. */
export const raceResultsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.liverc.raceResults(url),
    queryFn: ({ signal }) =>
      apiRequest<RaceResults>(withQuery(apiPaths.liveRcRaceResults, { url }), { signal }),
    // A race still running gains laps; a finished one costs nothing to ask again (the server caches it).
    staleTime: 30_000,
  });
