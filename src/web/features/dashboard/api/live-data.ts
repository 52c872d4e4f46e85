// The followed track's live data (current event, timing rows, data sources) in TanStack Query's cache:
// pushed by GET /api/live/stream while it is open, polled at the spec's intervals while it is not.
import {
  type QueryFunction,
  type QueryKey,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  applyLiveMessage,
  type CurrentEvent,
  type LiveMessage,
  type LiveState,
  type TimingRow,
} from '../../../../domain/timing';
import { dataSourcesQueryOptions } from '../../../api/data-sources';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

const POLL_EVENT_MS = 5_000;
const POLL_DRIVERS_MS = 2_000;
const POLL_SOURCES_MS = 10_000;
const MESSAGE_TYPES = ['snapshot', 'event', 'timing', 'sources'] as const;

// Whether the stream is delivering: while it is, nothing needs polling (read by refetchInterval below).
let streaming = false;

// The stream's writes so far. A read asked before the latest one answers older news than the stream gave (a
// Refresh on a slow signal, or a poll while the stream was down, answering the race still on after the stream
// said it was over): the stream's stays.
let streamWrites = 0;

const pollEvery = (ms: number) => () => (streaming ? false : ms);

/** A live query's read: its answer, unless the stream has written the query since the read was asked. */
function liveRead<T>(path: string): QueryFunction<T, QueryKey> {
  return async ({ signal, client, queryKey }) => {
    const asked = streamWrites;
    const answer = await apiRequest<T>(path, { signal });
    const streamed = client.getQueryData<T>(queryKey);
    return streamWrites !== asked && streamed !== undefined ? streamed : answer;
  };
}

export const currentEventQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.timing.currentEvent,
    queryFn: liveRead<CurrentEvent | null>(apiPaths.currentEvent),
    refetchInterval: pollEvery(POLL_EVENT_MS),
  });

export const eventDriversQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.timing.eventDrivers(eventId),
    queryFn: liveRead<TimingRow[]>(apiPaths.eventDrivers(eventId)),
    refetchInterval: pollEvery(POLL_DRIVERS_MS),
  });

export function useCurrentEvent() {
  return useQuery(currentEventQueryOptions());
}

export function useEventDrivers(eventId: number | undefined) {
  return useQuery({ ...eventDriversQueryOptions(eventId ?? 0), enabled: eventId !== undefined });
}

/** The header's data sources query, polled at the Dashboard's pace while no stream delivers them. */
export function useLiveDataSources() {
  return useQuery({ ...dataSourcesQueryOptions(), refetchInterval: pollEvery(POLL_SOURCES_MS) });
}

/**
 * Keeps the live queries filled from the stream while mounted. `trackUrl` is the followed track: a new one
 * opens a new stream. The browser's EventSource reconnects by itself and resumes with Last-Event-ID.
 */
export function useLiveStream(trackUrl: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (trackUrl === undefined || typeof EventSource === 'undefined') return;
    let state: LiveState | null = null;
    const source = new EventSource(apiPaths.liveStream);
    const write = (next: LiveState) => {
      state = next;
      streamWrites += 1;
      queryClient.setQueryData(currentEventQueryOptions().queryKey, next.event);
      if (next.event) queryClient.setQueryData(eventDriversQueryOptions(next.event.id).queryKey, next.rows);
      queryClient.setQueryData(dataSourcesQueryOptions().queryKey, next.sources);
    };
    const onMessage = (type: LiveMessage['type']) => (event: MessageEvent<string>) => {
      const message = { type, data: JSON.parse(event.data) } as LiveMessage;
      if (message.type !== 'snapshot' && !state) return;
      write(applyLiveMessage(state ?? { event: null, rows: [], sources: [] }, message));
      streaming = true;
    };
    for (const type of MESSAGE_TYPES) source.addEventListener(type, onMessage(type));
    // A dropped stream hands over to polling until the browser has reconnected: a refetch now makes each
    // query read its interval again, which had stopped while the stream delivered.
    const handOver = () => {
      if (!streaming) return;
      streaming = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.timing.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dataSources });
    };
    source.onerror = handOver;
    return () => {
      source.close();
      handOver();
    };
  }, [trackUrl, queryClient]);
}
