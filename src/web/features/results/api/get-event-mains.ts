// The event's TQs, mains ladder and closest finishes: asked for only while the Mains tab is open (queryOptions
// shared in api/liverc.ts).
import { useQuery } from '@tanstack/react-query';
import { eventMainsQueryOptions } from '../../../api/liverc';

export function useEventMains(url: string) {
  return useQuery(eventMainsQueryOptions(url));
}
