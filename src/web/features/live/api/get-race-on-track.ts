// The race on the chosen track while it runs: the track's current event and timing rows as its feed on the
// server last heard them (LiveRC's live socket mid-race), asked again at the Dashboard's pace while shown.
import { useQuery } from '@tanstack/react-query';
import {
  eventDriversQueryOptions,
  POLL_DRIVERS_MS,
  POLL_EVENT_MS,
  trackEventQueryOptions,
} from '../../../api/timing';
import { retryTransient } from '../../../lib/api-error';

export function useRaceOnTrack(trackUrl: string | null) {
  const event = useQuery({
    ...trackEventQueryOptions(trackUrl ?? ''),
    enabled: trackUrl !== null,
    refetchInterval: POLL_EVENT_MS,
    retry: retryTransient(2),
  });
  const racing = event.data?.status === 'active' ? event.data : null;
  const drivers = useQuery({
    ...eventDriversQueryOptions(racing?.id ?? 0),
    enabled: racing !== null,
    refetchInterval: POLL_DRIVERS_MS,
  });
  /** Whether the track's event, and while it races its timing rows, have answered (or failed) once. */
  const answered = !event.isPending && (racing === null || !drivers.isPending);
  return { racing, drivers, answered };
}
