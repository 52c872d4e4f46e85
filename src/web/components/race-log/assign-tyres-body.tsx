// The Assign Tyres dialog's content, mounted only while it is open: it reads the inventory, the log and the
// setup sheets then, and the form starts fresh. A chunk of its own (assign-tyres-dialog.tsx loads it when
// opened): a results table with a button on every row need not carry the form, its rules and its schemas.
import type { RaceLogEntry } from '../../../domain/race-log';
import { initialTyreId, type RaceToLog } from '../../../domain/race-to-log';
import { useRaceLog } from '../../api/race-log';
import { useSettings } from '../../api/settings';
import { useSetupSheets } from '../../api/setup-sheets';
import { useTyres } from '../../api/tyres';
import { LoadFailure } from '../load-failure';
import { AssignTyresForm } from './assign-tyres-form';
import { bodyLoading } from './body-loading';

export function AssignTyresBody({
  race,
  entry,
  preselectedTyreId,
  onClose,
}: {
  race: RaceToLog;
  entry: RaceLogEntry | undefined;
  preselectedTyreId: number | undefined;
  onClose: () => void;
}) {
  const tyres = useTyres();
  const log = useRaceLog();
  const sheets = useSetupSheets();
  const settings = useSettings();
  if (tyres.isPending || log.isPending || sheets.isPending || settings.isPending) return bodyLoading;
  if (tyres.isError) {
    return (
      <LoadFailure
        title="Failed to load your tire sets"
        message="The tire sets could not be read, so none can be chosen."
        reason={tyres.error.message}
        onRetry={() => void tyres.refetch()}
      />
    );
  }
  const today = new Date();
  return (
    <AssignTyresForm
      race={race}
      entry={entry}
      tyres={tyres.data}
      // Without the sheets the racer still logs the tyres; the entry keeps the sheet it names.
      sheets={sheets.data}
      initialTyreId={initialTyreId({
        preselectedTyreId,
        entry,
        // Without the log the racer still chooses; only the same-day suggestion is lost.
        entries: log.data ?? [],
        tyres: tyres.data,
        raceDate: race.raceDate ?? today.toISOString(),
      })}
      manual={preselectedTyreId !== undefined}
      // Without the settings the racer types the track and driver themselves.
      prefill={{
        trackName: settings.data?.followedTrackName ?? null,
        driverName: settings.data?.driverName ?? null,
        today,
      }}
      onClose={onClose}
    />
  );
}
