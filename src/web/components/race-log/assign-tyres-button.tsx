// A race row's way into the Assign Tyres dialog: 'Assign tyres' (+), or a tick and 'Update tyres' once the
// row is in the racer's log.
import { CircleCheck, Plus } from 'lucide-react';
import type { RaceLogEntry } from '../../../domain/race-log';
import type { RaceToLog } from '../../../domain/race-to-log';
import { Button } from '../ui/button';
import { AssignTyresDialog } from './assign-tyres-dialog';

type Props = {
  race: RaceToLog;
  entry: RaceLogEntry | undefined;
  /** With its name written beside the icon (a list); icon only in a table's narrow last column. */
  labelled?: boolean;
};

export function AssignTyresButton({ race, entry, labelled = false }: Props) {
  const name = entry ? 'Update tyres' : 'Assign tyres';
  const icon = entry ? (
    <CircleCheck aria-hidden data-tick className="size-5 text-green-600 dark:text-green-400" />
  ) : (
    <Plus aria-hidden className="size-5" />
  );
  const trigger = labelled ? (
    <Button variant="secondary" className="shrink-0">
      {icon}
      {name}
    </Button>
  ) : (
    <Button variant="ghost" aria-label={name} title={name} className="px-0">
      {icon}
    </Button>
  );
  return <AssignTyresDialog trigger={trigger} race={race} entry={entry} />;
}
