// 'My races': every stored LiveRC race that names the racer (their driver name in Settings), newest first,
// each with 'Assign tyres' or its tick, so a race day is logged in a minute, and its result as a picture to share;
// a logged race names its tyre set, its car and the setup sheet the car ran: result, tyres and setup in one
// record. Below, the events the racer added for Pitboard to read.
import { Link } from 'react-router';
import type { MyRace } from '../../../../domain/my-races';
import type { RaceLogDetailedEntry } from '../../../../domain/race-log';
import { raceFromMyRace } from '../../../../domain/race-to-log';
import { tyreTypeName } from '../../../../domain/tyre-format';
import { useCars } from '../../../api/cars';
import { useMyRaces, useRaceLogDetails } from '../../../api/race-log';
import { Placeholders, QueryFallback } from '../../../components/query-state';
import { AssignTyresButton } from '../../../components/race-log/assign-tyres-button';
import { setupSheetSummary } from '../../../components/race-log/setup-sheet-choice';
import { ShareResultPictureButton } from '../../../components/share-picture-button';
import { Badge } from '../../../components/ui/badge';
import { eventClassPath, paths, raceResultsPath, setupSheetPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { AddedEvents } from './added-events';

export function MyRaces() {
  const myRaces = useMyRaces();
  return (
    <section aria-labelledby="my-races-title" className="space-y-3">
      <h2 id="my-races-title" className="text-lg font-bold">
        My races
      </h2>
      {!myRaces.isSuccess ? (
        <QueryFallback
          query={myRaces}
          loading={<Placeholders className="space-y-2" blocks={['h-16 w-full', 'h-16 w-full']} />}
          title="Failed to load your races"
          message="Your races could not be read just now."
        />
      ) : myRaces.data.driverNames.length === 0 ? (
        <p className="text-(--muted-foreground)">
          Set your driver name in Settings (the menu at the top right) to find your races here.
        </p>
      ) : myRaces.data.races.length === 0 ? (
        <p className="text-(--muted-foreground)">
          No races found for {myRaces.data.driverNames.join(' or ')} yet. Add an event you raced below, or
          open the results of your races from{' '}
          <Link to={paths.results} className="font-semibold text-(--primary) underline">
            Results
          </Link>
          .
        </p>
      ) : (
        <RaceList races={myRaces.data.races} />
      )}
      <AddedEvents />
    </section>
  );
}

function RaceList({ races }: { races: MyRace[] }) {
  // The detailed log (the tyre analysis below reads the same query) names each entry's set and sheet.
  const entries = useRaceLogDetails().data ?? [];
  // An entry names its car by id; a car the racer no longer has goes unnamed.
  const cars = useCars().data ?? [];
  return (
    <ul aria-labelledby="my-races-title" className="space-y-2">
      {races.map((race) => {
        const entry = entries.find((logged) => logged.id === race.entryId);
        return (
          <li
            key={`${race.raceUrl} ${race.position}`}
            className="space-y-1 rounded-lg border border-(--border) bg-(--card) p-3"
          >
            <div className="flex items-center justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <Link
                  to={raceResultsPath(race.raceUrl, race.raceTitle)}
                  className="block font-semibold underline-offset-4 hover:underline"
                >
                  {race.raceTitle}
                </Link>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-(--muted-foreground)">
                  {race.position !== null && <Badge>P{race.position}</Badge>}
                  {[race.trackName, race.raceDate && formatDate(race.raceDate), race.lapsTime]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {race.eventUrl && race.className && (
                  <Link
                    to={eventClassPath(race.eventUrl, race.className)}
                    className="inline-flex min-h-11 items-center text-sm text-(--primary) underline"
                  >
                    Whole event: {race.className}
                  </Link>
                )}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-2">
                <AssignTyresButton race={raceFromMyRace(race)} entry={entry} labelled />
                <ShareResultPictureButton result={race} />
              </div>
            </div>
            {/* Below the row, the full width: a phone's narrow column would break them word by word. */}
            {entry && (
              <LoggedSetup entry={entry} carName={cars.find((car) => car.id === entry.carId)?.name} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The set the race was run on and, when the entry names them, its car and its setup sheet (opened on the Setup
 * screen).
 */
function LoggedSetup({ entry, carName }: { entry: RaceLogDetailedEntry; carName: string | undefined }) {
  const { frontTire, setupSheet } = entry;
  return (
    <>
      {frontTire && (
        <p className="text-sm">
          Tyres: {tyreTypeName(frontTire)} · Set #{frontTire.setNumber}
        </p>
      )}
      {carName && <p className="text-sm">Car: {carName}</p>}
      {setupSheet && (
        <Link
          to={setupSheetPath(setupSheet.id)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-(--primary) underline"
        >
          {setupSheetSummary(setupSheet)}
        </Link>
      )}
    </>
  );
}
