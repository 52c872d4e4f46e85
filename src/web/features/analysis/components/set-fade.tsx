// Fade per tyre set (beyond the spec): how much slower each race's laps got (seconds per 10 laps, crash
// and refuel laps left out) against the laps the set had run, so a racer sees when a set is done. The
// chart loads with recharts on first showing; a table beside it gives the same figures.
import { lazy, Suspense, useId } from 'react';
import { fadeBySet } from '../../../../domain/pace-and-fade';
import type { RaceLogDetailedEntry } from '../../../../domain/race-log';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { fadeRows, setName } from './fade-rows';

const SetFadeChart = lazy(() =>
  import('./set-fade-chart').then((module) => ({ default: module.SetFadeChart })),
);

export function SetFadeCards({ entries }: { entries: readonly RaceLogDetailedEntry[] }) {
  const sets = fadeBySet(entries);
  return (
    <Card aria-labelledby="fade-title" className="space-y-3">
      <h3 id="fade-title" className="font-bold">
        Fade per tyre set
      </h3>
      <p className="text-sm text-(--muted-foreground)">
        How much slower your laps got over each race (seconds per 10 laps; crash and refuel laps left out),
        against the laps the set had run. A rising line: the set is going off.
      </p>
      {sets.length === 0 ? (
        <p className="text-(--muted-foreground)">No race with your lap times yet.</p>
      ) : (
        sets.map((set) => <SetFadeChartCard key={set.id} name={setName(set)} rows={fadeRows(set)} />)
      )}
    </Card>
  );
}

function SetFadeChartCard({ name, rows }: { name: string; rows: ReturnType<typeof fadeRows> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 border-t border-(--border) pt-3">
      <h4 id={id} className="font-semibold">
        {name}
      </h4>
      {rows.length > 1 && (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <SetFadeChart rows={rows} />
        </Suspense>
      )}
      <table aria-labelledby={id} className="w-full text-left text-sm">
        <thead className="text-(--muted-foreground)">
          <tr>
            {['Laps before', 'Race', 'Fade'].map((header) => (
              <th key={header} scope="col" className="py-1 pr-3 last:pr-0">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.lapsBefore} ${row.race}`} className="border-t border-(--border)">
              <td className="py-1 pr-3">{row.lapsBefore}</td>
              <td className="py-1 pr-3">{row.race}</td>
              <td className="py-1">{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
