// The Live Timing table: position, driver, best and last lap, gap; P1 and the racer's own row stand out.
import { gapText, isGapSet, isSameDriver, lapText, type TimingRow } from '../../../../domain/timing';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type Props = {
  rows: TimingRow[] | undefined;
  loading: boolean;
  raceName: string | null;
  myName: string | null;
};

export function LiveTimingTable({ rows, loading, raceName, myName }: Props) {
  return (
    <Card aria-labelledby="live-timing-title" padded={false} className="space-y-3 py-4 sm:py-6">
      <div className="px-4 sm:px-6">
        <h2 id="live-timing-title" className="text-lg font-bold">
          Live Timing
        </h2>
        {raceName && <p className="text-sm text-(--muted-foreground)">{raceName}</p>}
      </div>
      {loading && !rows ? (
        <p className="px-4 text-(--muted-foreground) sm:px-6">Loading timing data...</p>
      ) : !rows || rows.length === 0 ? (
        <p className="px-4 text-(--muted-foreground) sm:px-6">No timing data available</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <thead className="text-left whitespace-nowrap text-(--muted-foreground)">
              <tr>
                <th className="py-2 pr-2 pl-4 sm:pl-6">Pos</th>
                <th className="px-2 py-2">Driver</th>
                <th className="px-2 py-2">Best Lap</th>
                <th className="px-2 py-2">Last Lap</th>
                <th className="py-2 pr-4 pl-2 sm:pr-6">Gap</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const mine = isSameDriver(row.name, myName);
                return (
                  <tr
                    key={row.id}
                    data-leader={row.position === 1 || undefined}
                    data-mine={mine || undefined}
                    aria-current={mine ? 'true' : undefined}
                    className={cn(
                      'border-t border-(--border)',
                      row.position === 1 && 'bg-amber-400/20 font-semibold',
                      mine && 'outline-2 -outline-offset-2 outline-(--primary)',
                    )}
                  >
                    <td className="py-2 pr-2 pl-4 sm:pl-6">{row.position ?? '-'}</td>
                    <td className="px-2 py-2">
                      {row.name}
                      {mine && <span className="sr-only"> (you)</span>}
                    </td>
                    <td className="px-2 py-2 whitespace-nowrap">{lapText(row.bestLap)}</td>
                    <td className="px-2 py-2 whitespace-nowrap">{lapText(row.lastLap)}</td>
                    <td
                      className={cn(
                        'py-2 pr-4 pl-2 whitespace-nowrap sm:pr-6',
                        isGapSet(row.gap) && 'text-(--destructive)',
                      )}
                    >
                      {gapText(row.gap)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
