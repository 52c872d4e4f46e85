// The home page: the followed track's current event above the home tabs (Live timing and data sources,
// Inventory, Analysis, Results).
import { PageTitle } from '../../components/page-title';
import { useCurrentEvent, useEventDrivers, useLiveDataSources, useLiveStream } from '../../lib/live-data';
import { useUserSettings } from '../../lib/user-settings';
import { CurrentEventCard } from './components/current-event-card';
import { DataSourcesCard } from './components/data-sources-card';
import { FollowTrackPicker } from './components/follow-track-picker';
import { HomeTabs } from './components/home-tabs';
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
        <>
          <NextRaceCard />
          <CurrentEventCard event={event.data} />
        </>
      )}
      <HomeTabs
        live={
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            {following && event.data !== null && (
              <LiveTimingTable
                rows={drivers.data}
                loading={drivers.isPending}
                raceName={event.data?.raceName ?? null}
                myName={settings.data?.driverName ?? null}
              />
            )}
            <DataSourcesCard sources={sources.data} />
          </div>
        }
      />
    </div>
  );
}
