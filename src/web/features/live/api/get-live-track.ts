// A track's details read through its live page address (`{track}/live/`), kept fresh while the screen is open.
import { useQuery } from '@tanstack/react-query';
import { trackDetailsQueryOptions } from '../../../api/liverc';
import { retryTransient } from '../../../lib/api-error';

/** 'https://redgum.liverc.com/' -> 'https://redgum.liverc.com/live/' */
export const livePageUrl = (trackUrl: string) => `${trackUrl.replace(/\/+$/, '')}/live/`;

export function useLiveTrack(trackUrl: string | null) {
  return useQuery({
    ...trackDetailsQueryOptions(livePageUrl(trackUrl ?? '')),
    enabled: trackUrl !== null,
    // The Live screen follows a race as it runs: newer than the Results screen's copy, and polled.
    staleTime: 10_000,
    refetchInterval: 15_000,
    retry: retryTransient(2),
  });
}
