// Every driver's lap times side by side: the first 12 laps, or all of them on request.
import { useState } from 'react';
import type { RaceResults } from '../../../../domain/liverc';
import { Button } from '../../../components/ui/button';

const FIRST_LAPS = 12;

export function LapTimesGrid({ race }: { race: RaceResults }) {
  const [showAll, setShowAll] = useState(false);
  const drivers = race.lapTimes.filter((driver) => driver.laps.length > 0);
  const total = Math.max(0, ...drivers.map((driver) => driver.laps.length));
  if (total === 0) return <p className="text-sm text-(--muted-foreground)">No lap times for this race.</p>;
  const shown = showAll ? total : Math.min(total, FIRST_LAPS);
  const laps = Array.from({ length: shown }, (_, index) => index + 1);
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-lg border border-(--border)">
        <table className="text-sm whitespace-nowrap tabular-nums">
          <thead className="bg-(--muted) text-left text-(--muted-foreground)">
            <tr>
              <th className="sticky left-0 bg-(--muted) px-2 py-1">Driver</th>
              {laps.map((lap) => (
                <th key={lap} className="px-2 py-1">
                  {lap}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {drivers.map((driver) => (
              <tr key={driver.driverId} className="border-t border-(--border)">
                <td className="sticky left-0 bg-(--background) px-2 py-1 font-semibold">{driver.driver}</td>
                {laps.map((lap) => (
                  <td key={lap} className="px-2 py-1">
                    {driver.laps.find((entry) => entry.lap === lap)?.timeText ?? '-'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > FIRST_LAPS && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-(--muted-foreground)">
          <span>
            {showAll
              ? `Showing all ${total} lap times`
              : `Showing first ${FIRST_LAPS} lap times of ${total} total`}
          </span>
          <Button variant="secondary" onClick={() => setShowAll(!showAll)}>
            {showAll ? `Show first ${FIRST_LAPS}` : 'Show all laps'}
          </Button>
        </div>
      )}
    </div>
  );
}
