// The Live screen: any track's live status, the race on track while it runs (as the Dashboard's Live tab shows
// the followed one), its newest races and results; 'All Tracks' lists those racing. Without LiveRC's track
// list the chosen track still shows, from the last good copy of its own page.
import { useSearchParams } from 'react-router';
import type { TrackDetails, TrackStatus } from '../../../domain/liverc';
import { useTracks } from '../../api/liverc';
import { useSettings } from '../../api/settings';
import { CurrentEventCard } from '../../components/live/current-event-card';
import { LiveTimingTable } from '../../components/live/live-timing-table';
import { LoadFailure } from '../../components/load-failure';
import { PageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { useLiveTrack } from './api/get-live-track';
import { useRaceOnTrack } from './api/get-race-on-track';
import { LiveEventsList } from './components/live-events-list';
import { LiveResultsTable } from './components/live-results-table';
import { type LiveTrack, LiveTrackDetails } from './components/live-track-details';
import { RacingNowList } from './components/racing-now-list';
import { TrackSelector } from './components/track-selector';

const ALL_TRACKS = 'all';
const STATUS: Record<NonNullable<TrackDetails['liveStatus']>, TrackStatus> = {
  racing: 'live',
  practising: 'practice',
  offline: 'completed',
};

/** The chosen track as its own page tells it, for when LiveRC's track list cannot be had. */
const trackFromPage = (url: string, details: TrackDetails): LiveTrack => ({
  url,
  name: details.name,
  location: details.location,
  status: STATUS[details.liveStatus ?? 'offline'],
  eventType: details.latestEvent?.title ?? null,
  lastActivity: null,
});

export function LivePage() {
  const [params, setParams] = useSearchParams();
  const settings = useSettings();
  const tracks = useTracks();
  // The followed track opens first; the choice made here is kept in the address.
  const chosen = params.get('track') ?? settings.data?.followedTrackUrl ?? ALL_TRACKS;
  const trackUrl = chosen === ALL_TRACKS ? null : chosen;
  const listed = tracks.data?.find((candidate) => candidate.url === trackUrl) ?? null;
  // With the list, a track it names; without it, the chosen one (the followed track) all the same.
  const details = useLiveTrack(tracks.data ? (listed?.url ?? null) : trackUrl);
  const track =
    listed ?? (!tracks.data && trackUrl && details.data ? trackFromPage(trackUrl, details.data) : null);
  const { racing, drivers, answered } = useRaceOnTrack(track ? track.url : null);
  // The track's parts are drawn together once the answers that set their heights are in: drawn as each arrived,
  // the race on track and the events list pushed what was below them down under the racer's thumb.
  const trackAnswered = answered && !details.isPending;
  const select = (url: string | null) => setParams({ track: url ?? ALL_TRACKS }, { replace: true });

  return (
    <div className="space-y-4">
      <PageTitle>Live</PageTitle>
      {tracks.data ? (
        <TrackSelector tracks={tracks.data} selected={track?.url ?? null} onSelect={select} />
      ) : tracks.isError ? (
        <LoadFailure
          title="Tracks could not be loaded"
          message={
            track
              ? 'LiveRC did not send its track list; the track below is as Pitboard last read it.'
              : 'LiveRC did not send its track list. Try again in a moment.'
          }
          reason={tracks.error.message}
          onRetry={() => void tracks.refetch()}
        />
      ) : (
        <Skeleton className="h-11 w-full" />
      )}
      {tracks.data && !track && <RacingNowList tracks={tracks.data} onSelect={select} />}
      {track && !trackAnswered && <Skeleton className="h-96 w-full" />}
      {track && trackAnswered && (
        // min-w-0: a column no wider than the screen, however wide a table in it (it scrolls in its own box).
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <LiveTrackDetails
              track={track}
              location={details.data?.location ?? null}
              updatedAt={details.data?.lastUpdated ?? null}
              refreshing={details.isFetching}
              onRefresh={() => void details.refetch()}
            />
            {racing && <CurrentEventCard event={racing} />}
            <LiveEventsList details={details.data} error={details.error} />
          </div>
          <div className="min-w-0 space-y-4">
            {racing && (
              <LiveTimingTable
                rows={drivers.data}
                loading={drivers.isPending}
                raceName={racing.raceName}
                myNames={settings.data?.driverNames ?? []}
              />
            )}
            <LiveResultsTable
              raceName={details.data?.latestRace?.raceName ?? null}
              rows={details.data?.results ?? []}
            />
          </div>
        </div>
      )}
    </div>
  );
}
