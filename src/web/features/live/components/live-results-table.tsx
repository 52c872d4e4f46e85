// 'Live Results': the newest posted race's finishing order, up to 20 drivers.
import type { RaceResultRow } from '../../../../domain/liverc';
import { LiveTableCard } from '../../../components/live/live-table-card';
import { type Column, Table } from '../../../components/ui/table';

const SHOWN = 20;

const columns: Column<RaceResultRow>[] = [
  { id: 'position', header: 'Pos', cell: (row) => row.position },
  { id: 'driver', header: 'Driver', cell: (row) => row.driver },
  { id: 'time', header: 'Time', cell: (row) => row.lapsTime ?? '-' },
  { id: 'car', header: '#', cell: (row) => row.carNumber ?? '-' },
];
// LiveRC's result tables carry a vehicle only in some layouts: the column shows only when one does.
const vehicleColumn: Column<RaceResultRow> = {
  id: 'vehicle',
  header: 'Vehicle',
  cell: (row) => row.vehicle ?? '-',
};

export function LiveResultsTable({
  raceName,
  rows: allRows,
}: {
  raceName: string | null;
  rows: RaceResultRow[];
}) {
  const rows = allRows.slice(0, SHOWN);
  return (
    <LiveTableCard id="live-results-title" title="Live Results" raceName={raceName}>
      {rows.length === 0 ? (
        <p className="px-4 text-sm text-(--muted-foreground) sm:px-6">No live results available</p>
      ) : (
        <Table
          columns={rows.some((row) => row.vehicle) ? [...columns, vehicleColumn] : columns}
          rows={rows}
          rowKey={(row) => `${row.position}-${row.driver}`}
          variant="inset"
        />
      )}
    </LiveTableCard>
  );
}
