// The Live screen: any track's live status, the race on track while it runs (as the Dashboard's Live tab shows
// the followed one), its newest races and results; 'All Tracks' lists those racing.
import { useSearchParams } from 'react-router';
import { useTracks } from '../../api/liverc';
import { useSettings } from '../../api/settings';
import { CurrentEventCard } from '../../components/live/current-event-card';
import { LiveTimingTable } from '../../components/live/live-timing-table';
import { PageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { useLiveTrack } from './api/get-live-track';
import { useRaceOnTrack } from './api/get-race-on-track';
import { LiveEventsList } from './components/live-events-list';
import { LiveResultsTable } from './components/live-results-table';
import { LiveTrackDetails } from './components/live-track-details';
import { RacingNowList } from './components/racing-now-list';
import { TrackSelector } from './components/track-selector';

const ALL_TRACKS = 'all';

export function LivePage() {
  const [params, setParams] = useSearchParams();
  const settings = useSettings();
  const tracks = useTracks();
  // The followed track opens first; the choice made here is kept in the address.
  const chosen = params.get('track') ?? settings.data?.followedTrackUrl ?? ALL_TRACKS;
  const trackUrl = chosen === ALL_TRACKS ? null : chosen;
  const track = tracks.data?.find((candidate) => candidate.url === trackUrl) ?? null;
  const details = useLiveTrack(track ? track.url : null);
  const { racing, drivers } = useRaceOnTrack(track ? track.url : null);
  const select = (url: string | null) => setParams({ track: url ?? ALL_TRACKS }, { replace: true });

  return (
    <div className="space-y-4">
      <PageTitle>Live</PageTitle>
      {tracks.isPending ? (
        <Skeleton className="h-11 w-full" />
      ) : tracks.isError ? (
        <p role="alert" className="text-(--destructive)">
          Tracks could not be loaded: {tracks.error.message}
        </p>
      ) : (
        <TrackSelector tracks={tracks.data} selected={track?.url ?? null} onSelect={select} />
      )}
      {tracks.data && !track && <RacingNowList tracks={tracks.data} onSelect={select} />}
      {track && (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-4">
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
          <div className="space-y-4">
            {racing && (
              <LiveTimingTable
                rows={drivers.data}
                loading={drivers.isPending}
                raceName={racing.raceName}
                myName={settings.data?.driverName ?? null}
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
