// The home page, one page on a phone: the Racing Dashboard (the racer's tyres and race log summed up) and
// the followed track's current event (first if the track is racing as the racer arrives), then the home
// tabs (Live timing and data sources, Inventory, Analysis, Results), each tab another feature's.
import { useEffect, useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { Placeholders } from '../../components/query-state';
import { useFollowedTrackRacing } from '../../features/followed-track/api/live-data';
import { FollowedTrackSummary } from '../../features/followed-track/components/followed-track-summary';
import { LiveTab } from '../../features/followed-track/components/live-tab';
import { HomeTabs } from './home-tabs';
import { RacingDashboard } from './racing-dashboard/racing-dashboard';

export function HomePage() {
  const racing = useRacingOnArrival();
  const sections = [<RacingDashboard key="racing" />, <FollowedTrackSummary key="track" />];
  return (
    <div className="space-y-4">
      <PageTitle>Dashboard</PageTitle>
      {racing === undefined ? (
        <Placeholders
          note={<p className="sr-only">Loading your dashboard…</p>}
          blocks={['h-28 w-full', 'h-44 w-full', 'h-40 w-full']}
        />
      ) : (
        <>
          {racing ? sections.toReversed() : sections}
          <HomeTabs live={<LiveTab />} />
        </>
      )}
    </div>
  );
}

/** How long the page waits for the followed track's first answer before drawing its sections anyway. */
const ORDER_WAIT_MS = 1000;

/**
 * Whether the followed track was racing when the racer arrived (its live event is then what they came
 * for, so it goes first): the first answer, or not racing after a second without one; undefined before.
 * Fixed for the visit, so the sections never swap places under the racer's thumb as a race starts.
 */
function useRacingOnArrival(): boolean | undefined {
  const racing = useFollowedTrackRacing();
  const [onArrival, setOnArrival] = useState<boolean | undefined>(undefined);
  if (onArrival === undefined && racing !== undefined) setOnArrival(racing);
  useEffect(() => {
    const timer = setTimeout(() => setOnArrival((known) => known ?? false), ORDER_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return onArrival;
}
