// The home page, one page on a phone: the Racing Dashboard (the racer's tyres and race log summed up) and
// the followed track's current event (first if the track is racing as the racer arrives), then the home
// tabs (Live timing and data sources, Inventory, Analysis, Results), each tab another feature's.
import { useEffect, useState } from 'react';
import { useRaceLog } from '../../api/race-log';
import { useRivals } from '../../api/rivals';
import { useTyres } from '../../api/tyres';
import { PageTitle } from '../../components/page-title';
import { Placeholders } from '../../components/query-state';
import { useNextRace } from '../../features/followed-track/api/get-next-race';
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

/** How long the page waits for its first answers before drawing its sections anyway. */
const FIRST_ANSWERS_WAIT_MS = 2000;

/**
 * Whether the followed track was racing when the racer arrived (its live event is then what they came
 * for, so it goes first): the first answer, or not racing after two seconds without one; undefined before.
 * Fixed for the visit, so the sections never swap places under the racer's thumb as a race starts.
 * It also waits (within the same two seconds) for what sets the sections' heights: the racer's next race (on race
 * day, with its start estimate and checklist, the tallest card) and the Racing Dashboard's tyres, races and
 * rivals; drawn after what is below them, each pushed it down by up to a screen's height.
 */
function useRacingOnArrival(): boolean | undefined {
  const racing = useFollowedTrackRacing();
  const heights = [useNextRace(true), useTyres(), useRaceLog(), useRivals()];
  const heightsKnown = heights.every((answer) => !answer.isPending);
  const [onArrival, setOnArrival] = useState<boolean | undefined>(undefined);
  const [waited, setWaited] = useState(false);
  // After the wait, what is known of the track decides (not racing if nothing is); the rest comes when it comes.
  if (onArrival === undefined && ((racing !== undefined && heightsKnown) || waited))
    setOnArrival(racing ?? false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), FIRST_ANSWERS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return onArrival;
}
