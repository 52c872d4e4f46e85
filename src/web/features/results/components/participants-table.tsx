// The event's entry list: number, driver, class and vehicle, grouped by class.
import type { Participant, ParticipantClass } from '../../../../domain/liverc';
import { type Column, Table } from '../../../components/ui/table';

const columns: Column<Participant>[] = [
  { id: 'number', header: 'Number', cell: (entry) => entry.carNumber ?? entry.number ?? '-' },
  { id: 'driver', header: 'Driver', cell: (entry) => entry.name },
  { id: 'class', header: 'Class', cell: (entry) => entry.className },
  { id: 'vehicle', header: 'Vehicle', cell: (entry) => entry.vehicle ?? '-' },
];

export function ParticipantsTable({ classes }: { classes: ParticipantClass[] }) {
  if (classes.every((entryClass) => entryClass.entries.length === 0)) {
    return <p className="text-(--muted-foreground)">Participant List Not Available</p>;
  }
  return (
    <div className="space-y-4">
      <h3 className="font-bold">Entry List</h3>
      {classes.map((entryClass) => (
        <section key={entryClass.name} aria-label={entryClass.name} className="space-y-1">
          <h4 className="font-semibold">
            {entryClass.name}{' '}
            <span className="text-sm text-(--muted-foreground)">({entryClass.entries.length})</span>
          </h4>
          <Table
            columns={columns}
            rows={entryClass.entries}
            rowKey={(entry) => `${entry.number}-${entry.name}`}
            density="compact"
          />
        </section>
      ))}
    </div>
  );
}
