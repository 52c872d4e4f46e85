// One timer: the driver's name, the running figure, START/STOP, LAP and RESET, statistics and the laps.
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { downloadText } from '../../../lib/download';
import { lapsCsv, lapsFileName } from '../../../lib/stopwatch/lap-csv';
import {
  canLap,
  canReset,
  elapsedAt,
  formatTime,
  lap,
  lapStats,
  reset,
  statusOf,
  type TimerState,
  toggle,
} from '../../../lib/stopwatch/stopwatch-state';

type Props = {
  label: string;
  timer: TimerState;
  now: number;
  update: (change: (timer: TimerState, now: number) => TimerState) => void;
};

const timeOfDay = (timestamp: number) => new Date(timestamp).toLocaleTimeString();
const statusColour = {
  RUNNING: 'text-(--live)',
  STOPPED: 'text-(--destructive)',
  READY: 'text-(--muted-foreground)',
};

export function TimerCard({ label, timer, now, update }: Props) {
  const status = statusOf(timer, now);
  const stats = lapStats(timer.laps);
  const lastLap = timer.laps.at(-1);
  const bigButton = 'min-h-14 flex-1 text-lg';

  return (
    <Card aria-label={label} className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{label}</h2>
        <span data-testid="status" className={cn('text-sm font-bold tracking-wide', statusColour[status])}>
          {status}
        </span>
      </div>
      <Input
        aria-label={`${label} driver name`}
        placeholder="Driver name"
        maxLength={100}
        value={timer.name}
        onChange={(event) => update((current) => ({ ...current, name: event.target.value }))}
      />
      <p
        data-testid="display"
        className="text-center font-mono text-5xl font-bold tabular-nums"
        aria-live="off"
      >
        {formatTime(elapsedAt(timer, now))}
      </p>
      <div className="flex gap-2">
        <Button
          className={cn(bigButton, timer.running && 'bg-(--destructive)')}
          onClick={() => update(toggle)}
        >
          {timer.running ? 'STOP' : 'START'}
        </Button>
        <Button
          className={bigButton}
          variant="secondary"
          disabled={!canLap(timer, now)}
          onClick={() => update(lap)}
        >
          LAP
        </Button>
        <Button
          className="min-h-14"
          variant="secondary"
          disabled={!canReset(timer, now)}
          onClick={() => update(reset)}
        >
          RESET
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        <Stat label="Last lap" value={lastLap ? formatTime(lastLap.lapTime) : '--'} />
        <Stat label="Best" value={stats ? formatTime(stats.best) : '--'} />
        <Stat label="Worst" value={stats ? formatTime(stats.worst) : '--'} />
        <Stat label="Average" value={stats ? formatTime(stats.average) : '--'} />
        <Stat label="Laps" value={String(stats?.count ?? 0)} />
      </dl>
      {timer.laps.length > 0 && (
        <>
          <div className="max-h-48 overflow-y-auto rounded-lg border border-(--border)">
            <table className="w-full text-sm tabular-nums">
              <thead className="sticky top-0 bg-(--card) text-left text-(--muted-foreground)">
                <tr>
                  <th className="px-3 py-1">Lap</th>
                  <th className="px-3 py-1">Lap time</th>
                  <th className="px-3 py-1">Total</th>
                  <th className="px-3 py-1">Time</th>
                </tr>
              </thead>
              <tbody>
                {[...timer.laps].reverse().map((entry) => (
                  <tr
                    key={entry.lapNumber}
                    data-best={
                      stats && timer.laps.length > 1 && entry.lapTime === stats.best ? 'true' : undefined
                    }
                    data-worst={
                      stats && timer.laps.length > 1 && entry.lapTime === stats.worst ? 'true' : undefined
                    }
                    className={cn(
                      'border-t border-(--border)',
                      timer.laps.length > 1 && entry.lapTime === stats?.best && 'text-(--live) font-semibold',
                      timer.laps.length > 1 && entry.lapTime === stats?.worst && 'text-(--destructive)',
                    )}
                  >
                    <td className="px-3 py-1">{entry.lapNumber}</td>
                    <td className="px-3 py-1">{formatTime(entry.lapTime)}</td>
                    <td className="px-3 py-1">{formatTime(entry.cumulativeTime)}</td>
                    <td className="px-3 py-1">{timeOfDay(entry.timestamp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button variant="secondary" onClick={() => downloadLaps(timer, label)}>
            <Download aria-hidden className="size-4" />
            Export laps (CSV)
          </Button>
        </>
      )}
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-(--muted-foreground)">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function downloadLaps(timer: TimerState, label: string): void {
  downloadText(lapsFileName(timer, label, new Date()), lapsCsv(timer, timeOfDay));
}
