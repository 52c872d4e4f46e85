// 'Race Result Summary': which race and row the tyres go on, and the figures the row has.
import { lapsFromLapsTime } from '../../../domain/race-log';
import type { RaceToLog } from '../../../domain/race-to-log';
import { Badge } from '../ui/badge';

const FIGURES = [
  ['fastestLap', 'Fastest Lap'],
  ['avgLap', 'Average Lap'],
  ['avgTop5', 'Avg Top 5'],
  ['avgTop10', 'Avg Top 10'],
  ['avgTop15', 'Avg Top 15'],
  ['behind', 'Behind'],
  ['consistency', 'Consistency'],
] as const;

export function RaceResultSummary({ race }: { race: RaceToLog }) {
  const laps = race.lapsCompleted ?? lapsFromLapsTime(race.lapsTime == null ? null : String(race.lapsTime));
  const shown = [
    ...FIGURES.map(([key, label]) => [label, race[key]] as const),
    ['Laps Completed', laps] as const,
  ].filter(([, value]) => value != null && value !== '');
  return (
    <section
      aria-labelledby="race-summary-title"
      className="space-y-3 rounded-lg border border-(--border) p-4"
    >
      <h3 id="race-summary-title" className="font-semibold">
        Race Result Summary
      </h3>
      <div className="space-y-1">
        <p className="font-medium">{race.raceTitle}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {race.driverName}
          {/* A race without one asks for it below (Race details): no position is made up. */}
          {race.position != null && <Badge>P{race.position}</Badge>}
        </p>
        {race.vehicle && <p className="text-sm text-(--muted-foreground)">{race.vehicle}</p>}
      </div>
      {shown.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {shown.map(([label, value]) => (
            <div key={label}>
              <dt className="text-(--muted-foreground)">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
