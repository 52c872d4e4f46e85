// GET /api/liverc/event-details?url=: an event's races, entry list and newest race results.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails } from '../../../../domain/liverc';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths, withQuery } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const eventDetailsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.liverc.eventDetails(url),
    queryFn: ({ signal }) =>
      apiRequest<EventDetails>(withQuery(apiPaths.liveRcEventDetails, { url }), { signal }),
    staleTime: 60_000,
  });

export function useEventDetails(url: string | null) {
  return useQuery({ ...eventDetailsQueryOptions(url ?? ''), enabled: url !== null });
}
