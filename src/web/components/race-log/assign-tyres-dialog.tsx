// The Assign Tyres dialog, opened by the caller's trigger: a tyre set, conditions and a rating
// on a race result row, or, with a set preselected (a tyre card's 'Log a race'), on a race typed by hand.
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { RaceLogEntry } from '../../../domain/race-log';
import type { RaceToLog } from '../../../domain/race-to-log';
import { Dialog } from '../ui/dialog';
import { bodyLoading } from './body-loading';

const AssignTyresBody = lazy(() =>
  import('./assign-tyres-body').then((module) => ({ default: module.AssignTyresBody })),
);

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
      <Suspense fallback={bodyLoading}>
        <AssignTyresBody
          race={entry ?? race}
          entry={entry}
          preselectedTyreId={preselectedTyreId}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    </Dialog>
  );
}
