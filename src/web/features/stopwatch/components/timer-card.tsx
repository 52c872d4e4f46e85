// One timer: the driver's name, the running figure, START/STOP, LAP and RESET, statistics and the laps.
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { formatStopwatchTime } from '../../../lib/format';
import {
  canLap,
  canReset,
  elapsedAt,
  lap,
  lapStats,
  reset,
  statusOf,
  type TimerState,
  toggle,
} from '../../../lib/stopwatch/stopwatch-state';
import { useTickingNow } from '../use-ticking-now';
import type { TimerChange } from '../use-timers';
import { LapTable } from './lap-table';

type Props = {
  label: string;
  timer: TimerState;
  update: (change: TimerChange) => void;
};

const statusColour = {
  RUNNING: 'text-(--live)',
  STOPPED: 'text-(--destructive)',
  READY: 'text-(--muted-foreground)',
};
const time = (ms: number | undefined) => (ms === undefined ? '--' : formatStopwatchTime(ms));
// At least 56 px tall: pressed with a thumb, in the sun, without looking twice.
const bigButton = 'min-h-14 flex-1 text-lg';

export function TimerCard({ label, timer, update }: Props) {
  const now = useTickingNow(timer.running);
  const status = statusOf(timer, now);
  const stats = useMemo(() => lapStats(timer.laps), [timer.laps]);
  const lastLap = timer.laps.at(-1);

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
        onChange={(event) => {
          const name = event.target.value;
          update((current) => ({ ...current, name }));
        }}
      />
      <p
        data-testid="display"
        className="text-center font-mono text-5xl font-bold tabular-nums max-[380px]:text-4xl"
      >
        {formatStopwatchTime(elapsedAt(timer, now))}
      </p>
      <div className="flex gap-2">
        <Button
          className={bigButton}
          variant={timer.running ? 'destructive' : 'primary'}
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
      <dl className="grid grid-cols-3 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        <Stat label="Last lap" value={time(lastLap?.lapTime)} />
        <Stat label="Best" value={time(stats?.best)} tone="text-(--live)" />
        <Stat label="Worst" value={time(stats?.worst)} tone="text-(--destructive)" />
        <Stat label="Average" value={time(stats?.average)} />
        <Stat label="Laps" value={String(stats?.count ?? 0)} />
      </dl>
      <LapTable timer={timer} stats={stats} label={label} />
    </Card>
  );
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div>
      <dt className="text-(--muted-foreground)">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', tone)}>{value}</dd>
    </div>
  );
}
