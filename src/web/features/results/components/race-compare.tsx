// Compare a race: the racer against up to three drivers they pick (by default the three who finished closest,
// race-compare.ts), their lap times overlaid, the gap to the racer lap by lap and each one's position lane. The
// choice is kept in the address (`?compare=Name1,Name2`), so a reload or a shared link shows the same comparison.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { raceLapMarks } from '../../../../domain/lap-marks';
import type { RaceResults } from '../../../../domain/liverc';
import { compareChoice, gapByLap, MAX_COMPARED, positionLane } from '../../../../domain/race-compare';
import { useSettings } from '../../../api/settings';
import { replaceParam } from '../../../lib/use-tab-param';
import { ChartFrame } from './lap-charts';

/** The measured-against driver first (sky, as the racer's own row), then the compared ones. */
const COLOURS = ['#0284c7', '#e11d48', '#16a34a', '#d97706'];
const PARAM = 'compare';

export function RaceCompare({ race }: { race: RaceResults }) {
  const [params, setParams] = useSearchParams();
  const myNames = useSettings().data?.driverNames ?? [];
  const named = params.get(PARAM);
  const asked = named === null ? null : named.split(',').map((name) => name.trim());
  const choice = compareChoice(race.results, myNames, asked);
  const { reference, racerInRace } = choice;
  // What the boxes tick: without the racer, the measured-against driver is one of those picked.
  const picked = racerInRace || !reference ? choice.compared : [reference, ...choice.compared];
  const lines = reference ? [reference, ...choice.compared] : [];
  const [refused, setRefused] = useState<string | null>(null);
  // A few lines of a race's laps: cheap enough to draw anew on each pick.
  const rows = compareRows(race, lines);

  const toggle = (driver: string) => {
    const next = picked.includes(driver) ? picked.filter((name) => name !== driver) : [...picked, driver];
    if (next.length > MAX_COMPARED) {
      setRefused(driver);
      return;
    }
    setRefused(null);
    replaceParam(setParams, PARAM, next.join(','));
  };
  const you = (driver: string) => (racerInRace && driver === reference ? `${driver} (you)` : driver);
  const against = racerInRace ? 'you' : reference;

  return (
    <div className="space-y-4">
      <p className="text-sm">
        {racerInRace
          ? `You (${reference}) against ${asked === null ? 'the drivers who finished closest' : 'the drivers you picked'}.`
          : `None of your driver names is in this race, so ${asked === null ? 'the top three finishers are' : 'the drivers picked are'} compared with each other${reference ? `, gaps measured to ${reference}` : ''}.`}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Pick up to {MAX_COMPARED} drivers</legend>
        <div className="flex flex-wrap gap-2">
          {race.results
            .filter((row) => !(racerInRace && row.driver === reference))
            .map((row) => {
              const on = picked.includes(row.driver);
              const slot = lines.indexOf(row.driver);
              return (
                <label
                  key={`${row.position}-${row.driver}`}
                  className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-full border border-(--border) px-3 text-xs font-semibold"
                >
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={on}
                    onChange={() => toggle(row.driver)}
                  />
                  {slot >= 0 && (
                    <span
                      aria-hidden
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: COLOURS[slot] }}
                    />
                  )}
                  <span className="break-words">
                    <span className="sr-only">Compare </span>
                    {row.driver}
                  </span>
                </label>
              );
            })}
        </div>
        <p role="status" className="text-sm text-(--destructive)">
          {refused && `Up to ${MAX_COMPARED} drivers at once: untick one to compare ${refused}.`}
        </p>
      </fieldset>
      {lines.length > 0 && (
        <>
          <ul aria-label="Lines on the charts" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {lines.map((driver, slot) => (
              <li key={driver} className="flex items-center gap-1.5">
                <span
                  aria-hidden
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: COLOURS[slot] }}
                />
                {you(driver)}
              </li>
            ))}
          </ul>
          {CHARTS(against).map(({ prefix, ...chart }) => (
            <ChartFrame
              key={chart.label}
              {...chart}
              rows={rows}
              lines={lines.map((driver, slot) => ({
                key: `${prefix}${slot}`,
                name: you(driver),
                colour: COLOURS[slot],
              }))}
            />
          ))}
        </>
      )}
    </div>
  );
}

/** Rows are keyed by the line's slot after a prefix: `t0` a lap time, `g0` a gap, `p0` a position, `w0` a mark's why. */
const CHARTS = (against: string | null) =>
  [
    {
      label: 'Lap times compared',
      caption: 'Lap times (seconds), marked laps ringed',
      prefix: 't',
      scale: 'lap times',
    },
    {
      label: `Gap to ${against}`,
      caption: `Seconds behind ${against} at each lap (below 0: ahead)`,
      prefix: 'g',
      scale: 'gaps',
    },
    { label: 'Position lanes', caption: 'Position lap by lap, P1 on top', prefix: 'p', scale: 'positions' },
  ] as const;

function compareRows(race: RaceResults, lines: readonly string[]) {
  const marks = raceLapMarks(race);
  const lapsOf = (driver: string) => race.lapTimes.find((each) => each.driver === driver)?.laps ?? [];
  const referenceLaps = lines[0] ? lapsOf(lines[0]) : [];
  const total = Math.max(0, ...lines.map((driver) => lapsOf(driver).length));
  const rows = Array.from(
    { length: total },
    (_, index) => ({ lap: index + 1 }) as Record<string, number | string | null>,
  );
  lines.forEach((driver, slot) => {
    const laps = lapsOf(driver);
    for (const lap of laps) if (rows[lap.lap - 1]) rows[lap.lap - 1]![`t${slot}`] = lap.time;
    for (const { lap, gap } of gapByLap(laps, referenceLaps)) rows[lap - 1]![`g${slot}`] = gap;
    for (const { lap, position } of positionLane(laps))
      if (rows[lap - 1]) rows[lap - 1]![`p${slot}`] = position;
    for (const mark of marks.get(driver)?.marks ?? [])
      if (rows[mark.lap - 1]) rows[mark.lap - 1]![`w${slot}`] = mark.why;
  });
  return rows;
}
