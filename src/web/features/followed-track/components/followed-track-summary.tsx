// The top of the home page: the followed track's next race and current event, or the way to follow one; then
// 'Get ready for race day', which stores them and the racer's data on the phone.
// While it is shown, the followed track's live data streams in (or is polled when the stream is down).
import { useSettings } from '../../../api/settings';
import { CurrentEventCard } from '../../../components/live/current-event-card';
import { useCurrentEvent, useLiveDataSources, useLiveStream } from '../api/live-data';
import { FollowTrackPicker } from './follow-track-picker';
import { NextRaceCard } from './next-race-card';
import { RaceDayReady } from './race-day-ready';

export function FollowedTrackSummary() {
  const settings = useSettings();
  useLiveStream(settings.data ? settings.data.followedTrackUrl : undefined);
  // The header's LIVE/SYNC badge reads the sources: kept at the home page's pace on every home tab.
  useLiveDataSources();
  const following = settings.data ? Boolean(settings.data.followedTrackUrl) : undefined;

  return (
    <>
      <TrackState />
      <RaceDayReady following={following} />
    </>
  );
}

function TrackState() {
  const settings = useSettings();
  const event = useCurrentEvent();
  if (settings.data && !settings.data.followedTrackUrl) return <FollowTrackPicker />;
  if (event.isError && !event.data) {
    return (
      <p role="alert" className="rounded-lg border border-(--destructive) p-4 text-(--destructive)">
        Live timing could not be loaded: {event.error.message}
      </p>
    );
  }
  if (event.data === null) {
    return (
      <p className="rounded-lg border border-(--border) p-4 text-(--muted-foreground)">
        {settings.data?.followedTrackName ?? 'Your track'} has no event on LiveRC yet.
      </p>
    );
  }
  return (
    <>
      <NextRaceCard />
      <CurrentEventCard event={event.data} />
    </>
  );
}
