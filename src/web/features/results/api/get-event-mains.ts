// GET /api/liverc/event-mains?url=: the event's TQs, mains ladder and closest finishes; asked for only by the
// Mains tab while it is open, since the server reads every main of the event for it.
import { useQuery } from '@tanstack/react-query';
import type { EventMains } from '../../../../domain/mains-ladder';
import { queryKeys } from '../../../api/query-keys';
import { apiPaths, withQuery } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export function useEventMains(url: string) {
  return useQuery({
    queryKey: queryKeys.liverc.eventMains(url),
    queryFn: ({ signal }) =>
      apiRequest<EventMains>(withQuery(apiPaths.liveRcEventMains, { url }), { signal }),
    staleTime: 60_000,
  });
}
