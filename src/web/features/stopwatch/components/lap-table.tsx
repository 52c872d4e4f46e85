// A timer's laps, newest first, in a short scrolling list (best green, worst red), their CSV export and
// saving them to a tyre set.
// Memoised: the laps change on LAP, not on each 10 ms tick of the running figure beside them.
import { Download } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../../components/ui/button';
import { type Column, Table } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { downloadText } from '../../../lib/download';
import { formatStopwatchTime, formatTimeOfDay } from '../../../lib/format';
import { lapsCsv, lapsFileName } from '../../../lib/stopwatch/lap-csv';
import type { Lap, LapStats, TimerState } from '../../../lib/stopwatch/stopwatch-state';
import { SaveLapsButton } from './save-laps-button';

const columns: Column<Lap>[] = [
  { id: 'lap', header: 'Lap', cell: (entry) => entry.lapNumber },
  { id: 'lap-time', header: 'Lap time', cell: (entry) => formatStopwatchTime(entry.lapTime) },
  { id: 'cumulative', header: 'Cumulative', cell: (entry) => formatStopwatchTime(entry.cumulativeTime) },
  { id: 'time-of-day', header: 'Time of day', cell: (entry) => formatTimeOfDay(entry.timestamp) },
];

type Props = { timer: TimerState; stats: LapStats | null; label: string };

export const LapTable = memo(function LapTable({ timer, stats, label }: Props) {
  if (timer.laps.length === 0) return null;
  // With one lap, or all laps equal, there is no best or worst to point out.
  const marked = stats !== null && stats.best !== stats.worst;
  return (
    <>
      <Table
        columns={columns}
        rows={[...timer.laps].reverse()}
        rowKey={(entry) => entry.lapNumber}
        density="compact"
        stickyHeader
        className="max-h-48 overflow-y-auto"
        rowClassName={(entry) =>
          marked &&
          cn(
            entry.lapTime === stats.best && 'font-semibold text-(--live)',
            entry.lapTime === stats.worst && 'text-(--destructive)',
          )
        }
        rowProps={(entry) => ({
          'data-best': marked && entry.lapTime === stats.best ? 'true' : undefined,
          'data-worst': marked && entry.lapTime === stats.worst ? 'true' : undefined,
        })}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            downloadText(lapsFileName(timer, label, new Date()), lapsCsv(timer, formatTimeOfDay))
          }
        >
          <Download aria-hidden className="size-4" />
          Export laps (CSV)
        </Button>
        <SaveLapsButton laps={timer.laps} />
      </div>
    </>
  );
});
