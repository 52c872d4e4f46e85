// Every driver's lap times side by side: the first 12 laps, or all of them on request. A lap that is not clean
// (a crash, a refuel, a timing glitch: lap-marks.ts) is marked, and the marked laps shown are listed with why.
import { useMemo, useState } from 'react';
import { type LapMark, raceLapMarks } from '../../../../domain/lap-marks';
import type { DriverLapTimes, RaceResults } from '../../../../domain/liverc';
import { Button } from '../../../components/ui/button';
import { type Column, Table } from '../../../components/ui/table';
import { MarkedLapsList, MarkedLapTime } from './lap-mark';

const FIRST_LAPS = 12;

const driverColumn: Column<DriverLapTimes> = {
  id: 'driver',
  header: 'Driver',
  sticky: true,
  cell: (driver) => driver.driver,
  cellClassName: () => 'font-semibold',
};

const lapColumn = (lap: number, markOf: MarkOf): Column<DriverLapTimes> => ({
  id: `lap-${lap}`,
  header: lap,
  cell: (driver) => {
    const time = driver.laps.find((entry) => entry.lap === lap)?.timeText;
    const mark = markOf(driver.driver, lap);
    return time && mark ? <MarkedLapTime time={time} mark={mark} /> : (time ?? '-');
  },
});

type MarkOf = (driver: string, lap: number) => LapMark | undefined;

export function LapTimesGrid({ race }: { race: RaceResults }) {
  const [showAll, setShowAll] = useState(false);
  const marks = useMemo(() => raceLapMarks(race), [race]);
  const markOf: MarkOf = (driver, lap) => marks.get(driver)?.marks.find((mark) => mark.lap === lap);
  const drivers = race.lapTimes.filter((driver) => driver.laps.length > 0);
  const total = Math.max(0, ...drivers.map((driver) => driver.laps.length));
  if (total === 0) return <p className="text-sm text-(--muted-foreground)">No lap times for this race.</p>;
  const shown = showAll ? total : Math.min(total, FIRST_LAPS);
  const laps = Array.from({ length: shown }, (_, index) => index + 1);
  const marked = drivers.flatMap((driver) =>
    (marks.get(driver.driver)?.marks ?? [])
      .filter((mark) => mark.lap <= shown)
      .map((mark) => ({ driver: driver.driver, mark })),
  );
  return (
    <div className="space-y-2">
      <Table
        columns={[driverColumn, ...laps.map((lap) => lapColumn(lap, markOf))]}
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
      <MarkedLapsList marked={marked} />
    </div>
  );
}
