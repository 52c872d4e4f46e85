// GET /api/events/current: the followed track's event (null when the racer follows none).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentEvent } from '../../../../domain/live';
import { apiPaths } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

export const currentEventQueryOptions = () =>
  queryOptions({
    queryKey: [apiPaths.currentEvent],
    queryFn: () => apiRequest<CurrentEvent | null>('GET', apiPaths.currentEvent),
    refetchInterval: 5_000,
  });

export function useCurrentEvent() {
  return useQuery(currentEventQueryOptions());
}
