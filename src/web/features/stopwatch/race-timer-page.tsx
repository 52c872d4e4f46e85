// The Race Timer: two timers for two drivers, the time of day, and a screen that stays awake.
import { useEffect, useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { formatDate, formatTimeOfDay } from '../../lib/format';
import { lap, reset, toggle } from '../../lib/stopwatch/stopwatch-state';
import { InstructionsCard } from './components/instructions-card';
import { TimerCard } from './components/timer-card';
import { shortcutFor } from './shortcuts';
import { useTimers } from './use-timers';
import { useWakeLock } from './use-wake-lock';

const ACTIONS = { toggle, lap, reset } as const;

export function RaceTimerPage() {
  const { timers, update } = useTimers();
  const wakeLock = useWakeLock();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event, event.target);
      if (!shortcut) return;
      event.preventDefault();
      update(shortcut.timer, ACTIONS[shortcut.action]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [update]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle>Race Timer</PageTitle>
          <CurrentTime />
        </div>
        {wakeLock.supported && (
          <div>
            <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
              <input
                type="checkbox"
                role="switch"
                aria-checked={wakeLock.wanted}
                aria-describedby={wakeLock.refusal ? 'keep-awake-refusal' : undefined}
                checked={wakeLock.wanted}
                onChange={(event) => wakeLock.setWanted(event.target.checked)}
                className="size-5 accent-(--primary)"
              />
              Keep Awake
            </label>
            {wakeLock.refusal && (
              <p id="keep-awake-refusal" role="status" className="text-sm text-(--destructive)">
                {wakeLock.refusal}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {timers.map((timer, index) => (
          <TimerCard
            // biome-ignore lint/suspicious/noArrayIndexKey: the two timers are fixed slots, never reordered.
            key={index}
            label={`Timer ${index + 1}`}
            timer={timer}
            update={(change) => update(index, change)}
          />
        ))}
      </div>
      <InstructionsCard />
    </div>
  );
}

/** The date and time, refreshed every second (on its own, so the timers are not redrawn with it). */
function CurrentTime() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const interval = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(interval);
  }, []);
  return (
    <p data-testid="clock" className="text-(--muted-foreground) tabular-nums">
      {formatDate(now)} {formatTimeOfDay(now)}
    </p>
  );
}
