// Beyond the table: each driver's lap times as lines (tap a name to hide or show it), with the marked laps
// ringed and their why in the tooltip (lap-marks.ts), and the running order lap by lap, P1 on top. Sized to
// read on a 360 px phone. Its chart frame (drawn when near the screen) serves race-compare.tsx too.
import { type ComponentProps, lazy, Suspense, useMemo, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { raceLapMarks } from '../../../../domain/lap-marks';
import type { RaceResults } from '../../../../domain/liverc';
import { cn } from '../../../lib/cn';

const COLOURS = [
  '#e11d48',
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#4f46e5',
  '#0d9488',
  '#a16207',
];

/**
 * Each chart's rows are keyed by the driver's id after its prefix: `t12` a lap time, `p12` a position, and `w12`
 * the why of a marked lap.
 */
const CHARTS = [
  { label: 'Lap times', caption: 'Lap times (seconds), marked laps ringed', prefix: 't', scale: 'lap times' },
  { label: 'Positions', caption: 'Position lap by lap', prefix: 'p', scale: 'positions' },
] as const;

export function LapCharts({ race }: { race: RaceResults }) {
  const drivers = useMemo(() => race.lapTimes.filter((driver) => driver.laps.length > 0), [race]);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => {
    const marks = raceLapMarks(race);
    const total = Math.max(0, ...drivers.map((driver) => driver.laps.length));
    return Array.from({ length: total }, (_, index) => {
      const row: Record<string, number | string | null> = { lap: index + 1 };
      for (const driver of drivers) {
        const lap = driver.laps.find((entry) => entry.lap === index + 1);
        row[`t${driver.driverId}`] = lap?.time ?? null;
        row[`p${driver.driverId}`] = lap?.position ?? null;
        const mark = marks.get(driver.driver)?.marks.find((each) => each.lap === index + 1);
        if (mark) row[`w${driver.driverId}`] = mark.why;
      }
      return row;
    });
  }, [race, drivers]);
  if (drivers.length === 0) return null;
  const shown = drivers.filter((driver) => !hidden.has(driver.driverId));
  const colour = (index: number) => COLOURS[index % COLOURS.length];
  const toggle = (id: number) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Drivers on the charts</legend>
        {drivers.map((driver, index) => (
          <button
            key={driver.driverId}
            type="button"
            aria-pressed={!hidden.has(driver.driverId)}
            onClick={() => toggle(driver.driverId)}
            className={cn(
              'flex min-h-11 items-center gap-1.5 rounded-full border border-(--border) px-3 text-xs font-semibold',
              hidden.has(driver.driverId) && 'opacity-40',
            )}
          >
            <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: colour(index) }} />
            {driver.driver}
          </button>
        ))}
      </fieldset>
      {CHARTS.map(({ prefix, ...chart }) => (
        <ChartFrame
          key={chart.label}
          {...chart}
          rows={rows}
          lines={shown.map((driver) => ({
            key: `${prefix}${driver.driverId}`,
            name: driver.driver,
            colour: colour(drivers.indexOf(driver)),
          }))}
        />
      ))}
    </div>
  );
}

// recharts (about 300 KB) is fetched only when a chart comes near the screen: evaluating it with the page held
// a slow phone's main thread for about 0.4 s (Lighthouse), for charts below the first screen.
const DriverLinesChart = lazy(() =>
  import('./driver-lines-chart').then((module) => ({ default: module.DriverLinesChart })),
);

type ChartFrameProps = ComponentProps<typeof DriverLinesChart> & { label: string; caption: string };

// A chart is drawn once it comes within this distance of the screen: far below the first screen on a phone,
// drawing both charts at once held the page's first render up by over a second (Lighthouse, slow phone).
const DRAW_WITHIN = '600px 0px';

export function ChartFrame({ label, caption, ...chart }: ChartFrameProps) {
  const { ref, inView } = useInView({ rootMargin: DRAW_WITHIN, triggerOnce: true });
  return (
    <figure aria-label={label} className="space-y-1">
      <figcaption className="text-sm font-semibold">{caption}</figcaption>
      {/* Its height is kept before it is drawn, so nothing below it moves. */}
      <div className="h-64" ref={ref}>
        {inView && (
          <Suspense fallback={null}>
            <DriverLinesChart {...chart} />
          </Suspense>
        )}
      </div>
    </figure>
  );
}
