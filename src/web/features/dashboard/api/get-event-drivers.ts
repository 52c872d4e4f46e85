// GET /api/events/{id}/drivers: the timing rows of the race running now, or of the last one finished.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimingRow } from '../../../../domain/live';
import { apiPaths } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

export const eventDriversQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [apiPaths.eventDrivers(eventId)],
    queryFn: () => apiRequest<TimingRow[]>('GET', apiPaths.eventDrivers(eventId)),
    refetchInterval: 2_000,
  });

export function useEventDrivers(eventId: number | undefined) {
  return useQuery({ ...eventDriversQueryOptions(eventId ?? 0), enabled: eventId !== undefined });
}
