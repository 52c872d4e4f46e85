// Beyond the table: each driver's lap times as lines (tap a name to hide or show it), and the running
// order lap by lap, P1 on top. Sized to read on a 360 px phone.
import { useMemo, useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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

export function LapCharts({ race }: { race: RaceResults }) {
  const drivers = useMemo(() => race.lapTimes.filter((driver) => driver.laps.length > 0), [race]);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => {
    const total = Math.max(0, ...drivers.map((driver) => driver.laps.length));
    return Array.from({ length: total }, (_, index) => {
      const row: Record<string, number | null> = { lap: index + 1 };
      for (const driver of drivers) {
        const lap = driver.laps.find((entry) => entry.lap === index + 1);
        row[`t${driver.driverId}`] = lap?.time ?? null;
        row[`p${driver.driverId}`] = lap?.position ?? null;
      }
      return row;
    });
  }, [drivers]);
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
              'flex min-h-9 items-center gap-1.5 rounded-full border border-(--border) px-3 text-xs font-semibold',
              hidden.has(driver.driverId) && 'opacity-40',
            )}
          >
            <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: colour(index) }} />
            {driver.driver}
          </button>
        ))}
      </fieldset>
      <figure aria-label="Lap times" className="space-y-1">
        <figcaption className="text-sm font-semibold">Lap times (seconds)</figcaption>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis dataKey="lap" tick={{ fontSize: 11 }} />
              <YAxis domain={['auto', 'auto']} tick={{ fontSize: 11 }} />
              <Tooltip />
              {shown.map((driver) => (
                <Line
                  key={driver.driverId}
                  dataKey={`t${driver.driverId}`}
                  name={driver.driver}
                  stroke={colour(drivers.indexOf(driver))}
                  dot={false}
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure aria-label="Positions" className="space-y-1">
        <figcaption className="text-sm font-semibold">Position lap by lap</figcaption>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis dataKey="lap" tick={{ fontSize: 11 }} />
              <YAxis reversed allowDecimals={false} domain={[1, 'dataMax']} tick={{ fontSize: 11 }} />
              <Tooltip />
              {shown.map((driver) => (
                <Line
                  key={driver.driverId}
                  type="stepAfter"
                  dataKey={`p${driver.driverId}`}
                  name={driver.driver}
                  stroke={colour(drivers.indexOf(driver))}
                  dot={false}
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
