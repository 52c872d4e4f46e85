// The racer's series (My season): the list, each one's standings, the writes, and the reads that bring a round's
// mains into Pitboard (the event mains route stores every main it reads, and the standings are made from those).
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { SavedTrackEvent } from '../../../../domain/liverc';
import type { EventMains } from '../../../../domain/mains-ladder';
import type { Series, SeriesInput, SeriesList } from '../../../../domain/series';
import type { SeriesStandings } from '../../../../domain/series-standings';
import { useInvalidatingMutation } from '../../../api/invalidating-mutation';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths, withQuery } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const seriesListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.series.list,
    queryFn: ({ signal }) => apiRequest<SeriesList>(apiPaths.series, { signal }),
  });

export const useSeriesList = () => useQuery(seriesListQueryOptions());

export const useStandings = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.series.standings(id ?? 0),
    queryFn: ({ signal }) => apiRequest<SeriesStandings>(apiPaths.seriesStandings(id ?? 0), { signal }),
    enabled: id !== null,
  });

export const useSaveSeries = () =>
  useInvalidatingMutation(
    [queryKeys.series.all],
    ({ id, input }: { id: number | null; input: SeriesInput }) =>
      id === null
        ? apiRequest<Series>(apiPaths.series, { method: 'POST', body: input })
        : apiRequest<Series>(apiPaths.oneSeries(id), { method: 'PUT', body: input }),
  );

export const useDeleteSeries = () =>
  useInvalidatingMutation([queryKeys.series.all], (id: number) =>
    apiRequest<null>(apiPaths.oneSeries(id), { method: 'DELETE' }),
  );

/** The track's events list address, as the track events screen asks for it. */
const eventsListAddress = (trackUrl: string) => `${trackUrl.replace(/\/+$/, '')}/events/`;

/** A track's events to pick rounds from (the same query, and cache, as the track's events screen). */
export const useTrackEvents = (trackUrl: string | null) => {
  const address = eventsListAddress(trackUrl ?? '');
  return useQuery({
    queryKey: queryKeys.liverc.savedTrackEvents(address),
    queryFn: ({ signal }) =>
      apiRequest<SavedTrackEvent[]>(withQuery(apiPaths.savedTrackEvents, { trackUrl: address }), { signal }),
    enabled: trackUrl !== null,
  });
};

/**
 * Reads the mains of each round not scored yet (its day come), so LiveRC's posted results are stored and the
 * next standings read scores them; `readAt` (the latest answer's time) moves whenever a round was read anew.
 */
export function useRoundMains(eventUrls: readonly string[]) {
  return useQueries({
    queries: eventUrls.map((url) => ({
      queryKey: queryKeys.liverc.eventMains(url),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<EventMains>(withQuery(apiPaths.liveRcEventMains, { url }), { signal }),
      retry: false,
    })),
    combine: (results) => ({
      readAt: Math.max(0, ...results.map((result) => (result.isSuccess ? result.dataUpdatedAt : 0))),
      reading: results.some((result) => result.isFetching),
    }),
  });
}
