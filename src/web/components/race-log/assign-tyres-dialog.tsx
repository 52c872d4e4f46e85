// The Assign Tyres dialog (issue 15), opened by the caller's trigger: a tyre set, conditions and a rating
// on a race result row, or, with a set preselected (a tyre card's 'Log a race'), on a race typed by hand.
import { type ReactNode, useState } from 'react';
import type { RaceLogEntry } from '../../../domain/race-log';
import { initialTyreId, type RaceToLog, withRaceDefaults } from '../../../domain/race-log-form';
import { useRaceLog } from '../../api/race-log';
import { useSetupSheets } from '../../api/setup-sheets';
import { useTyres } from '../../api/tyres';
import { LoadFailure } from '../load-failure';
import { Dialog } from '../ui/dialog';
import { Skeleton } from '../ui/skeleton';
import { AssignTyresForm } from './assign-tyres-form';

type Props = {
  trigger: ReactNode;
  /** The race row; none for a race entered by hand. */
  race?: RaceToLog;
  /** The row's entry when it has one: 'Update tyres'. */
  entry?: RaceLogEntry | undefined;
  preselectedTyreId?: number;
};

export function AssignTyresDialog({ trigger, race = {}, entry, preselectedTyreId }: Props) {
  const [open, setOpen] = useState(false);
  const manual = preselectedTyreId !== undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={manual ? 'Manual Race Result Assignment' : 'Assign Tyres to Race Result'}
      description={
        manual
          ? 'Create a race result entry and assign it to the selected tyre set.'
          : 'Select the tire set used for this race and provide additional race details.'
      }
      wide
    >
      <AssignTyresBody
        race={entry ?? race}
        entry={entry}
        preselectedTyreId={preselectedTyreId}
        onClose={() => setOpen(false)}
      />
    </Dialog>
  );
}

/**
 * Mounted only while the dialog is open: the inventory, the log and the setup sheets are read then, and the
 * form starts fresh.
 */
function AssignTyresBody({
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
  if (tyres.isPending || log.isPending || sheets.isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-2" aria-busy>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
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
        raceDate: withRaceDefaults(race, new Date()).raceDate,
      })}
      manual={preselectedTyreId !== undefined}
      onClose={onClose}
    />
  );
}
