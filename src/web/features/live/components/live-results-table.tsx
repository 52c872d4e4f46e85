// 'Live Results': the newest posted race's finishing order, up to 20 drivers.
import type { RaceResultRow } from '../../../../domain/liverc';
import { Card } from '../../../components/ui/card';

const SHOWN = 20;

export function LiveResultsTable({
  raceName,
  rows: allRows,
}: {
  raceName: string | null;
  rows: RaceResultRow[];
}) {
  const rows = allRows.slice(0, SHOWN);
  return (
    <Card aria-labelledby="live-results-title" padded={false} className="space-y-3 py-4 sm:py-6">
      <div className="px-4 sm:px-6">
        <h2 id="live-results-title" className="text-lg font-bold">
          Live Results
        </h2>
        {raceName && <p className="text-sm text-(--muted-foreground)">{raceName}</p>}
      </div>
      {rows.length === 0 ? (
        <p className="px-4 text-sm text-(--muted-foreground) sm:px-6">No live results available</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <thead className="text-left text-(--muted-foreground)">
              <tr>
                <th className="py-2 pr-2 pl-4 sm:pl-6">Pos</th>
                <th className="px-2 py-2">Driver</th>
                <th className="px-2 py-2">Time</th>
                <th className="py-2 pr-4 pl-2 sm:pr-6">Vehicle</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.position}-${row.driver}`} className="border-t border-(--border)">
                  <td className="py-2 pr-2 pl-4 sm:pl-6">{row.position}</td>
                  <td className="px-2 py-2">{row.driver}</td>
                  <td className="px-2 py-2">{row.lapsTime ?? '-'}</td>
                  <td className="py-2 pr-4 pl-2 sm:pr-6">{row.carNumber ? `#${row.carNumber}` : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
