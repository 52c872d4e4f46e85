// GET /api/liverc/event-class: one class at an event as a whole. The server reads up to 40 of the class's races
// for it, so it is kept a minute, as the mains are.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventClassView } from '../../../../domain/event-class-view';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export function useEventClass(url: string, className: string, drivers: readonly string[]) {
  return useQuery({
    queryKey: ['liverc', 'event-class', url, className, ...drivers],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ url, className });
      for (const driver of drivers) query.append('driver', driver);
      return apiRequest<EventClassView>(`${apiPaths.liveRcEventClass}?${query}`, { signal });
    },
    staleTime: 60_000,
    // Picking a driver keeps the view on screen (and the picker open) while the new one is read.
    placeholderData: keepPreviousData,
  });
}
