// A race's result table: Pos, Driver, Qual, Laps/Time, Behind, Fast Lap, Avg Lap, Top 5, Top 10, Top 3,
// Consist. Times are LiveRC's own text; consistency is coloured by the one rule in domain/consistency.
// The racer's own row (their driver name from Settings) is marked 'You'.
import { consistencyOf } from '../../../../domain/consistency';
import type { RaceResultRow } from '../../../../domain/liverc';
import { isOwnRow } from '../../../../domain/race-to-log';
import { useSettings } from '../../../api/settings';
import { Badge } from '../../../components/ui/badge';
import { type Column, type RowAction, Table } from '../../../components/ui/table';

const EMPTY = '-';
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : String(value);
const TONE = {
  good: 'text-green-600 dark:text-green-400',
  fair: 'text-yellow-600 dark:text-yellow-400',
  poor: 'text-red-600 dark:text-red-400',
};

const OWN_ROW = 'bg-sky-100 dark:bg-sky-950';

const columns = (own: (row: RaceResultRow) => boolean): Column<RaceResultRow>[] => [
  { id: 'position', header: 'Pos', cell: (row) => row.position },
  {
    id: 'driver',
    header: 'Driver',
    sticky: true,
    cell: (row) => (
      <>
        {row.carNumber && <span className="mr-1 text-(--muted-foreground)">#{row.carNumber}</span>}
        {row.driver}
        {own(row) && <Badge className="ml-2 bg-sky-600 text-white">You</Badge>}
      </>
    ),
    // The sticky cell has its own background: it must show the row's mark too.
    cellClassName: (row) => own(row) && OWN_ROW,
  },
  { id: 'qualifying', header: 'Qual', cell: (row) => text(row.qualifying) },
  { id: 'laps-time', header: 'Laps/Time', cell: (row) => text(row.lapsTime) },
  { id: 'behind', header: 'Behind', cell: (row) => text(row.behind) },
  {
    id: 'fastest-lap',
    header: 'Fast Lap',
    cell: (row) => (
      <>
        {text(row.fastestLap)}
        {row.fastestLapNumber !== null && row.fastestLap && (
          <sup className="ml-0.5 text-(--muted-foreground)">{row.fastestLapNumber}</sup>
        )}
      </>
    ),
  },
  { id: 'average-lap', header: 'Avg Lap', cell: (row) => text(row.avgLap) },
  { id: 'top-5', header: 'Top 5', cell: (row) => text(row.avgTop5) },
  { id: 'top-10', header: 'Top 10', cell: (row) => text(row.avgTop10) },
  { id: 'top-3', header: 'Top 3', cell: (row) => text(row.top3Consecutive) },
  {
    id: 'consistency',
    header: 'Consist',
    cell: (row) => consistencyOf(row.values.consistency)?.text ?? EMPTY,
    cellClassName: (row) => {
      const consistency = consistencyOf(row.values.consistency);
      return consistency ? TONE[consistency.tone] : undefined;
    },
    cellData: (row) => ({ 'data-tone': consistencyOf(row.values.consistency)?.tone }),
  },
];

/** `rowAction`: a button at the end of each row ('Assign tyres'). */
export function RaceResultsTable({
  rows,
  rowAction,
}: {
  rows: RaceResultRow[];
  rowAction?: RowAction<RaceResultRow>;
}) {
  const driverName = useSettings().data?.driverName;
  const own = (row: RaceResultRow) => isOwnRow(driverName, row.driver);
  return (
    <Table
      columns={columns(own)}
      rows={rows}
      rowKey={(row) => `${row.position}-${row.driver}`}
      nowrap
      highlight={(row) => row.position === 1}
      rowClassName={(row) => own(row) && OWN_ROW}
      rowProps={(row) => ({
        'data-winner': row.position === 1 ? 'true' : undefined,
        'aria-current': own(row) ? 'true' : undefined,
      })}
      rowAction={rowAction}
    />
  );
}
