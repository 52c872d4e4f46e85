// The home page: the followed track's current event above the home tabs (Live timing and data sources,
// Inventory, Analysis, Results), each tab another feature's.
import { PageTitle } from '../../components/page-title';
import { FollowedTrackSummary } from '../../features/dashboard/components/followed-track-summary';
import { LiveTab } from '../../features/dashboard/components/live-tab';
import { HomeTabs } from './home-tabs';

export function HomePage() {
  return (
    <div className="space-y-4">
      <PageTitle>Dashboard</PageTitle>
      <FollowedTrackSummary />
      <HomeTabs live={<LiveTab />} />
    </div>
  );
}
