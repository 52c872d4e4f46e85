// The LiveRC events the racer added for Pitboard to read into My races: listed under My races, added there by
// a pasted link or from a track's events ('Find my results here').
import { useQuery } from '@tanstack/react-query';
import type { AddedEvent, AddedEventList } from '../../domain/added-events';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { useInvalidatingMutation } from './invalidating-mutation';
import { queryKeys } from './query-keys';

// How often the list is read again while the server still reads some of its events' races.
const READING_MS = 5_000;

export function useAddedEvents() {
  return useQuery({
    queryKey: queryKeys.raceLog.addedEvents,
    queryFn: ({ signal }) => apiRequest<AddedEventList>(apiPaths.addedEvents, { signal }),
    // Until every event's page is read and its posted races are in (an event yet to post any is not waited for).
    refetchInterval: (query) =>
      query.state.data?.events.some(
        (event) => event.racesPosted === null || event.racesRead < event.racesPosted,
      )
        ? READING_MS
        : false,
  });
}

/** Adds an event by its LiveRC link (adding one twice answers the first). */
export const useAddEvent = () =>
  useInvalidatingMutation([queryKeys.raceLog.addedEvents], (url: string) =>
    apiRequest<AddedEvent>(apiPaths.addedEvents, { method: 'POST', body: { url } }),
  );

export const useRemoveAddedEvent = () =>
  useInvalidatingMutation([queryKeys.raceLog.addedEvents], (id: number) =>
    apiRequest<null>(apiPaths.addedEvent(id), { method: 'DELETE' }),
  );
