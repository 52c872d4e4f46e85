// 'My races': every stored LiveRC race that names the racer (their driver name in Settings), newest first,
// each with 'Assign tyres' or its tick, so a race day is logged in a minute.
import { Link } from 'react-router';
import type { MyRace } from '../../../../domain/my-races';
import { raceFromMyRace } from '../../../../domain/race-log-form';
import { useMyRaces, useRaceLog } from '../../../api/race-log';
import { LoadFailure } from '../../../components/load-failure';
import { AssignTyresButton } from '../../../components/race-log/assign-tyres-button';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, raceResultsPath } from '../../../config/paths';
import { formatLiveRcDate } from '../../../lib/format';

export function MyRaces() {
  const myRaces = useMyRaces();
  return (
    <section aria-labelledby="my-races-title" className="space-y-3">
      <h2 id="my-races-title" className="text-lg font-bold">
        My races
      </h2>
      {myRaces.isPending ? (
        <div className="space-y-2" aria-busy>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : myRaces.isError ? (
        <LoadFailure
          title="Failed to load your races"
          message="Your races could not be read just now."
          reason={myRaces.error.message}
          onRetry={() => void myRaces.refetch()}
        />
      ) : myRaces.data.driverName === null ? (
        <p className="text-(--muted-foreground)">
          Set your driver name in Settings (the menu at the top right) to find your races here.
        </p>
      ) : myRaces.data.races.length === 0 ? (
        <p className="text-(--muted-foreground)">
          No races found for {myRaces.data.driverName} yet. A race appears here once its results have been
          opened in Pitboard: open the results of your races from{' '}
          <Link to={paths.results} className="font-semibold text-(--primary) underline">
            Results
          </Link>
          .
        </p>
      ) : (
        <RaceList races={myRaces.data.races} />
      )}
    </section>
  );
}

function RaceList({ races }: { races: MyRace[] }) {
  const entries = useRaceLog().data ?? [];
  return (
    <ul aria-labelledby="my-races-title" className="space-y-2">
      {races.map((race) => (
        <li
          key={`${race.raceUrl} ${race.position}`}
          className="flex items-center justify-between gap-3 rounded-lg border border-(--border) bg-(--card) p-3"
        >
          <div className="min-w-0 space-y-1">
            <Link
              to={raceResultsPath(race.raceUrl, race.raceTitle)}
              className="block font-semibold underline-offset-4 hover:underline"
            >
              {race.raceTitle}
            </Link>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-(--muted-foreground)">
              {race.position !== null && <Badge>P{race.position}</Badge>}
              {[race.trackName, race.raceDate && formatLiveRcDate(race.raceDate), race.lapsTime]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <AssignTyresButton
            race={raceFromMyRace(race)}
            entry={entries.find((entry) => entry.id === race.entryId)}
            labelled
          />
        </li>
      ))}
    </ul>
  );
}
