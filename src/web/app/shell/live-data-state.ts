// Where live data stands, read one way for the header's badge and the Dashboard's Live Data Connection card:
// LIVE while LiveRC answers, SYNC while a first read runs with nothing good yet, OFFLINE when LiveRC, Pitboard
// or the phone's network cannot be reached.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { DataSource } from '../../../domain/timing';
import { useDataSources } from '../../api/data-sources';

export type LiveDataState = 'live' | 'sync' | 'offline';

/**
 * The server's sources as the racer should read them. `idle` is a source whose last read answered minutes ago
 * and has not failed since: it still answers, so LIVE. `error` is its last read failing: OFFLINE until one
 * answers. Before any read, or while the first one runs, SYNC.
 */
export function liveDataState(sources: readonly DataSource[] | undefined, reachable: boolean): LiveDataState {
  if (!reachable) return 'offline';
  const statuses = new Set(sources?.map((source) => source.status));
  if (statuses.has('connected') || statuses.has('idle')) return 'live';
  return statuses.has('error') ? 'offline' : 'sync';
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

export function useLiveDataState(): LiveDataState {
  const sources = useDataSources();
  // The phone's own network (TanStack Query follows the browser's online and offline events), then Pitboard:
  // a failed read of the sources means the server could not be asked.
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return liveDataState(sources.data, online && !sources.isError);
}
