// The Analysis screen: the way to Rivals, 'My races' first (log tyres on the racer's races), the tyre ranking
// below it, then 'My practice'.
import { Link } from 'react-router';
import { useAddedEvents } from '../../api/added-events';
import { useMyRaces, useRaceLogDetails } from '../../api/race-log';
import { PageTitle } from '../../components/page-title';
import { Placeholders } from '../../components/query-state';
import { paths } from '../../config/paths';
import { MyPractice } from './components/my-practice';
import { MyRaces } from './components/my-races';
import { TyreAnalysis } from './components/tyre-analysis';

export function AnalysisPage() {
  // The two sections' heights hang on these answers from Pitboard's own server: drawn together once both
  // are in, nothing on the screen jumps as one arrives. My practice reads LiveRC (slow, sometimes failing),
  // so it comes last, where its answer moves nothing above it.
  const myRaces = useMyRaces();
  const details = useRaceLogDetails();
  // The events the racer added sit under My races: their list too, or it would push the rest down.
  const addedEvents = useAddedEvents();
  const ready = !myRaces.isPending && !details.isPending && !addedEvents.isPending;
  return (
    <div className="space-y-6">
      <PageTitle>Analysis</PageTitle>
      <Link
        to={paths.rivals}
        className="inline-flex min-h-11 items-center font-semibold text-(--primary) underline"
      >
        Rivals: head-to-head with the drivers you race
      </Link>
      <Link
        to={paths.season}
        className="flex min-h-11 w-fit items-center font-semibold text-(--primary) underline"
      >
        My season: your series standings
      </Link>
      {ready ? (
        <>
          <MyRaces />
          <TyreAnalysis />
          <MyPractice />
        </>
      ) : (
        <Placeholders
          note={<p className="sr-only">Loading your races…</p>}
          blocks={['h-7 w-32', 'h-16 w-full', 'h-16 w-full', 'h-7 w-44', 'h-40 w-full']}
        />
      )}
    </div>
  );
}
