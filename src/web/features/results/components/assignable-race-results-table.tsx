// A race's result table with each row's way to log tyres on it: 'Assign tyres', or a tick and 'Update
// tyres' for a row already in the racer's log, its result as a picture to share, and the clean figures of each
// driver's laps.
import { useMemo } from 'react';
import { raceLapMarks } from '../../../../domain/lap-marks';
import type { RaceResults } from '../../../../domain/liverc';
import { resultOfRow } from '../../../../domain/race-result-card';
import { entryForRace, raceFromResultRow } from '../../../../domain/race-to-log';
import { useRaceLog } from '../../../api/race-log';
import { AssignTyresButton } from '../../../components/race-log/assign-tyres-button';
import { ShareResultPictureButton } from '../../../components/share-picture-button';
import { RaceResultsTable } from './race-results-table';

export function AssignableRaceResultsTable({ race }: { race: RaceResults }) {
  const entries = useRaceLog().data ?? [];
  const laps = useMemo(() => raceLapMarks(race), [race]);
  return (
    <RaceResultsTable
      rows={race.results}
      laps={laps}
      rowAction={{
        header: 'Tyres',
        cell: (row) => {
          const raceToLog = raceFromResultRow(race, row);
          return <AssignTyresButton race={raceToLog} entry={entryForRace(entries, raceToLog)} />;
        },
      }}
      rowPicture={(row, labelled) => (
        <ShareResultPictureButton result={resultOfRow(race, row)} labelled={labelled} />
      )}
    />
  );
}
