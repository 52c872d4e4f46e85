// GET /api/liverc/event-details?url=: an event's races, entry list and newest race results.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails } from '../../../../domain/liverc';
import { apiPaths, withQuery } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

export const eventDetailsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [withQuery(apiPaths.liveRcEventDetails, { url })],
    queryFn: () => apiRequest<EventDetails>('GET', withQuery(apiPaths.liveRcEventDetails, { url })),
    staleTime: 60_000,
  });

export function useEventDetails(url: string | null) {
  return useQuery({ ...eventDetailsQueryOptions(url ?? ''), enabled: url !== null });
}
