// GET /api/liverc/track-details?url=: a track's dashboard, events and newest results.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackDetails } from '../../../../domain/liverc';
import { apiPaths, withQuery } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

export const trackDetailsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [withQuery(apiPaths.liveRcTrackDetails, { url })],
    queryFn: () => apiRequest<TrackDetails>('GET', withQuery(apiPaths.liveRcTrackDetails, { url })),
    staleTime: 60_000,
  });

export function useTrackDetails(url: string | null) {
  return useQuery({ ...trackDetailsQueryOptions(url ?? ''), enabled: url !== null });
}
