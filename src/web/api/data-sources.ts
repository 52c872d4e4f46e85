// GET /api/data-sources: where race data comes from and whether each source is connected. Read by the
// header's LIVE/SYNC/OFFLINE badge on every screen (app/shell/live-data-state.ts), and by the Dashboard, which
// polls it faster while it is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '../../domain/timing';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

export const dataSourcesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dataSources,
    queryFn: ({ signal }) => apiRequest<DataSource[]>(apiPaths.dataSources, { signal }),
    // The badge must follow the sources; a tiny request once a minute does it.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useDataSources() {
  return useQuery(dataSourcesQueryOptions());
}
