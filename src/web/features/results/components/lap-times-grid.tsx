// Every driver's lap times side by side: the first 12 laps, or all of them on request.
import { useState } from 'react';
import type { DriverLapTimes, RaceResults } from '../../../../domain/liverc';
import { Button } from '../../../components/ui/button';
import { type Column, Table } from '../../../components/ui/table';

const FIRST_LAPS = 12;

const driverColumn: Column<DriverLapTimes> = {
  id: 'driver',
  header: 'Driver',
  sticky: true,
  cell: (driver) => driver.driver,
  cellClassName: () => 'font-semibold',
};

const lapColumn = (lap: number): Column<DriverLapTimes> => ({
  id: `lap-${lap}`,
  header: lap,
  cell: (driver) => driver.laps.find((entry) => entry.lap === lap)?.timeText ?? '-',
});

export function LapTimesGrid({ race }: { race: RaceResults }) {
  const [showAll, setShowAll] = useState(false);
  const drivers = race.lapTimes.filter((driver) => driver.laps.length > 0);
  const total = Math.max(0, ...drivers.map((driver) => driver.laps.length));
  if (total === 0) return <p className="text-sm text-(--muted-foreground)">No lap times for this race.</p>;
  const shown = showAll ? total : Math.min(total, FIRST_LAPS);
  const laps = Array.from({ length: shown }, (_, index) => index + 1);
  return (
    <div className="space-y-2">
      <Table
        columns={[driverColumn, ...laps.map(lapColumn)]}
        rows={drivers}
        rowKey={(driver) => driver.driverId}
        density="compact"
        fullWidth={false}
        nowrap
      />
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
