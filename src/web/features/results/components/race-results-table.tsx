// A race's result table: Pos, Driver, Qual, Laps/Time, Behind, Fast Lap, Avg Lap, Top 5, Top 10, Top 3,
// Consist. Times are LiveRC's own text; consistency is coloured by the one rule in domain/consistency.
import { consistencyOf } from '../../../../domain/consistency';
import type { RaceResultRow } from '../../../../domain/liverc';
import { cn } from '../../../lib/cn';

const EMPTY = '-';
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : String(value);
const TONE = {
  good: 'text-green-600 dark:text-green-400',
  fair: 'text-yellow-600 dark:text-yellow-400',
  poor: 'text-red-600 dark:text-red-400',
};

const HEADERS = [
  'Pos',
  'Driver',
  'Qual',
  'Laps/Time',
  'Behind',
  'Fast Lap',
  'Avg Lap',
  'Top 5',
  'Top 10',
  'Top 3',
  'Consist',
];

export function RaceResultsTable({ rows }: { rows: RaceResultRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-(--border)">
      <table className="w-full text-sm whitespace-nowrap tabular-nums">
        <thead className="bg-(--muted) text-left text-(--muted-foreground)">
          <tr>
            {HEADERS.map((header, index) => (
              <th key={header} className={cn('px-2 py-2', index === 1 && 'sticky left-0 bg-(--muted)')}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const consistency = consistencyOf(row.values.consistency);
            const winner = row.position === 1;
            return (
              <tr
                key={`${row.position}-${row.driver}`}
                data-winner={winner || undefined}
                className={cn('border-t border-(--border)', winner && 'bg-amber-400/20 font-semibold')}
              >
                <td className="px-2 py-2">{row.position}</td>
                <td
                  className={cn(
                    'sticky left-0 px-2 py-2',
                    winner ? 'bg-amber-100 dark:bg-amber-950' : 'bg-(--background)',
                  )}
                >
                  {row.carNumber && <span className="mr-1 text-(--muted-foreground)">#{row.carNumber}</span>}
                  {row.driver}
                </td>
                <td className="px-2 py-2">{text(row.qualifying)}</td>
                <td className="px-2 py-2">{text(row.lapsTime)}</td>
                <td className="px-2 py-2">{text(row.behind)}</td>
                <td className="px-2 py-2">
                  {text(row.fastestLap)}
                  {row.fastestLapNumber !== null && row.fastestLap && (
                    <sup className="ml-0.5 text-(--muted-foreground)">{row.fastestLapNumber}</sup>
                  )}
                </td>
                <td className="px-2 py-2">{text(row.avgLap)}</td>
                <td className="px-2 py-2">{text(row.avgTop5)}</td>
                <td className="px-2 py-2">{text(row.avgTop10)}</td>
                <td className="px-2 py-2">{text(row.top3Consecutive)}</td>
                <td
                  className={cn('px-2 py-2', consistency && TONE[consistency.tone])}
                  data-tone={consistency?.tone}
                >
                  {consistency?.text ?? EMPTY}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
