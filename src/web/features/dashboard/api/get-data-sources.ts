// GET /api/data-sources: where race data comes from and whether each source is connected.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../app/paths';
import { getQueryFn } from '../../../lib/api-client';

export type DataSource = { id: number; name: string; status: string; lastSync: string | null };

export const dataSourcesQueryOptions = () =>
  queryOptions({
    queryKey: [apiPaths.dataSources],
    queryFn: getQueryFn<DataSource[]>({ on401: 'throw' }),
    // The header's LIVE/SYNC badge must follow the sources; a tiny request once a minute does it.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useDataSources() {
  return useQuery(dataSourcesQueryOptions());
}

export const isAnySourceConnected = (sources: readonly DataSource[] | undefined): boolean =>
  sources?.some((source) => source.status === 'connected') ?? false;
