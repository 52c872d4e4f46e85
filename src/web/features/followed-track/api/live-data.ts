// The followed track's live data (current event, timing rows, data sources) in TanStack Query's cache:
// pushed by GET /api/live/stream while it is open, polled at the spec's intervals while it is not.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  applyLiveMessage,
  type CurrentEvent,
  type LiveMessage,
  type LiveState,
} from '../../../../domain/timing';
import { dataSourcesQueryOptions } from '../../../api/data-sources';
import { queryKeys } from '../../../api/query-keys';
import {
  currentEventQueryOptions,
  eventDriversQueryOptions,
  POLL_DRIVERS_MS,
  POLL_EVENT_MS,
} from '../../../api/timing';
import { apiPaths } from '../../../config/paths';
import { useLiveStreamStore, useStreamDelivering } from './live-stream-state';

const POLL_SOURCES_MS = 10_000;
const MESSAGE_TYPES = ['snapshot', 'event', 'timing', 'sources'] as const;

/** Every `ms` while the stream does not deliver; not at all while it does. */
function usePollEvery(ms: number): number | false {
  return useStreamDelivering() ? false : ms;
}

export function useCurrentEvent() {
  return useQuery({ ...currentEventQueryOptions(), refetchInterval: usePollEvery(POLL_EVENT_MS) });
}

/**
 * Whether the followed track is racing now; undefined until the first answer. A component reading only this
 * is not redrawn by every tick of the race clock (the home page redrew its charts each second of a race:
 * 200 ms a time on a slow phone).
 */
export function useFollowedTrackRacing(): boolean | undefined {
  const racing = useQuery({
    ...currentEventQueryOptions(),
    refetchInterval: usePollEvery(POLL_EVENT_MS),
    select: isRacing,
  });
  return racing.isPending ? undefined : racing.data === true;
}
const isRacing = (event: CurrentEvent | null) => event?.status === 'active';

export function useEventDrivers(eventId: number | undefined) {
  return useQuery({
    ...eventDriversQueryOptions(eventId ?? 0),
    enabled: eventId !== undefined,
    refetchInterval: usePollEvery(POLL_DRIVERS_MS),
  });
}

/** The header's data sources query, polled at the Dashboard's pace while no stream delivers them. */
export function useLiveDataSources() {
  return useQuery({ ...dataSourcesQueryOptions(), refetchInterval: usePollEvery(POLL_SOURCES_MS) });
}

/**
 * Keeps the live queries filled from the stream while mounted. `trackUrl` is the followed track: a new one
 * opens a new stream. The browser's EventSource reconnects by itself and resumes with Last-Event-ID.
 */
export function useLiveStream(trackUrl: string | null | undefined) {
  const queryClient = useQueryClient();
  const stream = useLiveStreamStore();
  useEffect(() => {
    if (trackUrl === undefined || typeof EventSource === 'undefined') return;
    let state: LiveState | null = null;
    const source = new EventSource(apiPaths.liveStream);
    const write = (next: LiveState) => {
      state = next;
      queryClient.setQueryData(currentEventQueryOptions().queryKey, next.event);
      if (next.event) queryClient.setQueryData(eventDriversQueryOptions(next.event.id).queryKey, next.rows);
      queryClient.setQueryData(dataSourcesQueryOptions().queryKey, next.sources);
    };
    const onMessage = (type: LiveMessage['type']) => (event: MessageEvent<string>) => {
      const message = { type, data: JSON.parse(event.data) } as LiveMessage;
      if (message.type !== 'snapshot' && !state) return;
      write(applyLiveMessage(state ?? { event: null, rows: [], sources: [] }, message));
      stream.setDelivering(true);
    };
    for (const type of MESSAGE_TYPES) source.addEventListener(type, onMessage(type));
    // A dropped stream hands over to polling until the browser has reconnected, starting with a read now.
    const handOver = () => {
      if (!stream.delivering()) return;
      stream.setDelivering(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.timing.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dataSources });
    };
    source.onerror = handOver;
    return () => {
      source.close();
      handOver();
    };
  }, [trackUrl, queryClient, stream]);
}
