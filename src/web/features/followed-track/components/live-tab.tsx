// The home page's Live tab: the followed race's timing (the racer's own row marked) and the data sources.
import { useSettings } from '../../../api/settings';
import { LiveTimingTable } from '../../../components/live/live-timing-table';
import { useCurrentEvent, useEventDrivers, useLiveDataSources } from '../api/live-data';
import { DataSourcesCard } from './data-sources-card';

export function LiveTab() {
  const settings = useSettings();
  const event = useCurrentEvent();
  const drivers = useEventDrivers(event.data?.id);
  const sources = useLiveDataSources();
  const following = Boolean(settings.data?.followedTrackUrl);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
      {following && event.data !== null && (
        <LiveTimingTable
          rows={drivers.data}
          loading={drivers.isPending}
          raceName={event.data?.raceName ?? null}
          myNames={settings.data?.driverNames ?? []}
        />
      )}
      <DataSourcesCard sources={sources.data} />
    </div>
  );
}
