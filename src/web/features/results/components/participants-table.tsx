// The event's entry list: number, driver, class and vehicle, grouped by class.
import type { ParticipantClass } from '../../../../domain/liverc';

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
          <div className="overflow-x-auto rounded-lg border border-(--border)">
            <table className="w-full text-sm">
              <thead className="bg-(--muted) text-left text-(--muted-foreground)">
                <tr>
                  <th className="px-2 py-1">Number</th>
                  <th className="px-2 py-1">Driver</th>
                  <th className="px-2 py-1">Class</th>
                  <th className="px-2 py-1">Vehicle</th>
                </tr>
              </thead>
              <tbody>
                {entryClass.entries.map((entry) => (
                  <tr key={`${entry.number}-${entry.name}`} className="border-t border-(--border)">
                    <td className="px-2 py-1">{entry.carNumber ?? entry.number ?? '-'}</td>
                    <td className="px-2 py-1">{entry.name}</td>
                    <td className="px-2 py-1">{entry.className}</td>
                    <td className="px-2 py-1">{entry.vehicle ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
