// The Dashboard: the followed track's current event, its live timing table and the data sources.
import { PageTitle } from '../../components/page-title';
import { useCurrentEvent, useEventDrivers, useLiveDataSources, useLiveStream } from '../../lib/live-data';
import { useUserSettings } from '../../lib/user-settings';
import { CurrentEventCard } from './components/current-event-card';
import { DataSourcesCard } from './components/data-sources-card';
import { FollowTrackPicker } from './components/follow-track-picker';
import { LiveTimingTable } from './components/live-timing-table';
import { NextRaceCard } from './components/next-race-card';

export function DashboardPage() {
  const settings = useUserSettings();
  const event = useCurrentEvent();
  const drivers = useEventDrivers(event.data?.id);
  const sources = useLiveDataSources();
  useLiveStream(settings.data ? settings.data.followedTrackUrl : undefined);
  const following = Boolean(settings.data?.followedTrackUrl);

  return (
    <div className="space-y-4">
      <PageTitle>Dashboard</PageTitle>
      {settings.data && !following ? (
        <FollowTrackPicker />
      ) : event.isError && !event.data ? (
        <p role="alert" className="rounded-lg border border-(--destructive) p-4 text-(--destructive)">
          Live timing could not be loaded: {event.error.message}
        </p>
      ) : event.data === null ? (
        <p className="rounded-lg border border-(--border) p-4 text-(--muted-foreground)">
          {settings.data?.followedTrackName ?? 'Your track'} has no event on LiveRC yet.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-4">
            <NextRaceCard />
            <CurrentEventCard event={event.data} />
            <LiveTimingTable
              rows={drivers.data}
              loading={drivers.isPending}
              raceName={event.data?.raceName ?? null}
              myName={settings.data?.driverName ?? null}
            />
          </div>
          <DataSourcesCard sources={sources.data} />
        </div>
      )}
    </div>
  );
}
