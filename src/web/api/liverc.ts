// LiveRC read through the server: the track list (Dashboard, Live, Results) and a track's details (Live,
// Results). Endpoints only one feature reads (event details, race results, saved events) live in that feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveRcTrack, TrackDetails } from '../../domain/liverc';
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
