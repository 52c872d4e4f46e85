// The Live Timing table: position, driver, best and last lap, gap; P1 and the racer's own row stand out.
import { isMyTimingName } from '../../../domain/driver-names';
import { gapText, isGapSet, lapText, type TimingRow } from '../../../domain/timing';
import { type Column, Table } from '../ui/table';
import { LiveTableCard } from './live-table-card';

type Props = {
  rows: TimingRow[] | undefined;
  loading: boolean;
  raceName: string | null;
  /** The racer's driver names from Settings. */
  myNames: readonly string[];
};

const timingColumns = (myNames: readonly string[]): Column<TimingRow>[] => [
  { id: 'position', header: 'Pos', cell: (row) => row.position ?? '-' },
  {
    id: 'driver',
    header: 'Driver',
    cell: (row) => (
      <>
        {row.name}
        {isMyTimingName(row.name, myNames) && <span className="sr-only"> (you)</span>}
      </>
    ),
  },
  { id: 'best-lap', header: 'Best Lap', nowrap: true, cell: (row) => lapText(row.bestLap) },
  { id: 'last-lap', header: 'Last Lap', nowrap: true, cell: (row) => lapText(row.lastLap) },
  {
    id: 'gap',
    header: 'Gap',
    nowrap: true,
    cell: (row) => gapText(row.gap),
    cellClassName: (row) => isGapSet(row.gap) && 'text-(--destructive)',
  },
];

export function LiveTimingTable({ rows, loading, raceName, myNames }: Props) {
  return (
    <LiveTableCard id="live-timing-title" title="Live Timing" raceName={raceName}>
      {loading && !rows ? (
        <p className="px-4 text-(--muted-foreground) sm:px-6">Loading timing data...</p>
      ) : !rows || rows.length === 0 ? (
        <p className="px-4 text-(--muted-foreground) sm:px-6">No timing data available</p>
      ) : (
        <Table
          columns={timingColumns(myNames)}
          rows={rows}
          rowKey={(row) => row.id}
          variant="inset"
          highlight={(row) => row.position === 1}
          rowClassName={(row) =>
            isMyTimingName(row.name, myNames) && 'outline-2 -outline-offset-2 outline-(--primary)'
          }
          rowProps={(row) => {
            const mine = isMyTimingName(row.name, myNames);
            return {
              'data-leader': row.position === 1 ? 'true' : undefined,
              'data-mine': mine ? 'true' : undefined,
              'aria-current': mine ? 'true' : undefined,
            };
          }}
        />
      )}
    </LiveTableCard>
  );
}
