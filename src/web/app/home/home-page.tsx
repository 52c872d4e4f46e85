// The home page, one page on a phone: the Racing Dashboard (the racer's tyres and race log summed up) and
// the followed track's current event, the live event first while the track races, then the home tabs
// (Live timing and data sources, Inventory, Analysis, Results), each tab another feature's.
import { PageTitle } from '../../components/page-title';
import { useCurrentEvent } from '../../features/followed-track/api/live-data';
import { FollowedTrackSummary } from '../../features/followed-track/components/followed-track-summary';
import { LiveTab } from '../../features/followed-track/components/live-tab';
import { HomeTabs } from './home-tabs';
import { RacingDashboard } from './racing-dashboard/racing-dashboard';

export function HomePage() {
  const event = useCurrentEvent();
  // The followed track is racing: its live event is what the racer came for.
  const racing = event.data?.status === 'active';
  // Keyed, so the two keep their state when they swap places.
  const sections = [<RacingDashboard key="racing" />, <FollowedTrackSummary key="track" />];
  return (
    <div className="space-y-4">
      <PageTitle>Dashboard</PageTitle>
      {racing ? sections.toReversed() : sections}
      <HomeTabs live={<LiveTab />} />
    </div>
  );
}
