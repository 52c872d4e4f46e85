// A timer's laps, newest first, in a short scrolling list (best green, worst red), and their CSV export.
// Memoised: the laps change on LAP, not on each 10 ms tick of the running figure beside them.
import { Download } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { downloadText } from '../../../lib/download';
import { formatStopwatchTime, formatTimeOfDay } from '../../../lib/format';
import { lapsCsv, lapsFileName } from '../../../lib/stopwatch/lap-csv';
import type { LapStats, TimerState } from '../../../lib/stopwatch/stopwatch-state';

type Props = { timer: TimerState; stats: LapStats | null; label: string };

export const LapTable = memo(function LapTable({ timer, stats, label }: Props) {
  if (timer.laps.length === 0) return null;
  // With one lap, or all laps equal, there is no best or worst to point out.
  const marked = stats !== null && stats.best !== stats.worst;
  return (
    <>
      <div className="max-h-48 overflow-y-auto rounded-lg border border-(--border)">
        <table className="w-full text-sm tabular-nums">
          <thead className="sticky top-0 bg-(--card) text-left text-(--muted-foreground)">
            <tr>
              <th className="px-2 py-1">Lap</th>
              <th className="px-2 py-1">Lap time</th>
              <th className="px-2 py-1">Cumulative</th>
              <th className="px-2 py-1">Time of day</th>
            </tr>
          </thead>
          <tbody>
            {[...timer.laps].reverse().map((entry) => {
              const best = marked && entry.lapTime === stats.best;
              const worst = marked && entry.lapTime === stats.worst;
              return (
                <tr
                  key={entry.lapNumber}
                  data-best={best || undefined}
                  data-worst={worst || undefined}
                  className={cn(
                    'border-t border-(--border)',
                    best && 'font-semibold text-(--live)',
                    worst && 'text-(--destructive)',
                  )}
                >
                  <td className="px-2 py-1">{entry.lapNumber}</td>
                  <td className="px-2 py-1">{formatStopwatchTime(entry.lapTime)}</td>
                  <td className="px-2 py-1">{formatStopwatchTime(entry.cumulativeTime)}</td>
                  <td className="px-2 py-1">{formatTimeOfDay(entry.timestamp)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button
        variant="secondary"
        onClick={() => downloadText(lapsFileName(timer, label, new Date()), lapsCsv(timer, formatTimeOfDay))}
      >
        <Download aria-hidden className="size-4" />
        Export laps (CSV)
      </Button>
    </>
  );
});
