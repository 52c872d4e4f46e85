// A track's details read through its live page address (`{track}/live/`), kept fresh while the screen is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackDetails } from '../../../../domain/liverc';
import { apiPaths, withQuery } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';

/** 'https://redgum.liverc.com/' -> 'https://redgum.liverc.com/live/' */
export const livePageUrl = (trackUrl: string) => `${trackUrl.replace(/\/+$/, '')}/live/`;

export const liveTrackQueryOptions = (trackUrl: string) => {
  const url = withQuery(apiPaths.liveRcTrackDetails, { url: livePageUrl(trackUrl) });
  return queryOptions({
    queryKey: [url],
    queryFn: () => apiRequest<TrackDetails>('GET', url),
    staleTime: 10_000,
    refetchInterval: 15_000,
    retry: 2,
  });
};

export function useLiveTrack(trackUrl: string | null) {
  return useQuery({ ...liveTrackQueryOptions(trackUrl ?? ''), enabled: trackUrl !== null });
}
