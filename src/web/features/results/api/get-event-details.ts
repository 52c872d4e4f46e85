// An event's races, entry list and newest race results (queryOptions shared in api/liverc.ts).
import { useQuery } from '@tanstack/react-query';
import { eventDetailsQueryOptions } from '../../../api/liverc';

export function useEventDetails(url: string | null) {
  return useQuery({ ...eventDetailsQueryOptions(url ?? ''), enabled: url !== null });
}
