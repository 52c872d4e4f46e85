// What the polling source knows about a followed track at one moment: its event, the race its timing rows
// come from (the newest race LiveRC lists), and those rows. Pure: built from the LiveRC API's answers.
import type { DriverLapTimes, RaceResultRow } from '../../../domain/liverc.ts';
import type { PolledTrack } from './track-poller.ts';

export type SnapshotRow = {
  position: number;
  name: string;
  bestLap: string | null;
  lastLap: string | null;
  gap: string | null;
  laps: { lap: number; time: string }[];
};

export type TimingSnapshot = {
  trackUrl: string;
  trackName: string;
  racing: boolean;
  event: { url: string; title: string };
  race: { url: string; name: string | null; className: string | null; round: string | null } | null;
  rows: SnapshotRow[];
};

/** Null when the track has no event yet to show. */
export function snapshotOf(details: PolledTrack): TimingSnapshot | null {
  if (!details.latestEvent) return null;
  const race = details.latestRace;
  return {
    trackUrl: details.url,
    trackName: details.name,
    racing: details.liveStatus === 'racing',
    event: { url: details.latestEvent.url, title: details.latestEvent.title },
    race: race ? { url: race.url, name: race.raceName, className: race.className, round: race.round } : null,
    rows: race ? rowsOf(details.results, race.lapTimes) : [],
  };
}

function rowsOf(results: RaceResultRow[], lapTimes: DriverLapTimes[]): SnapshotRow[] {
  const lapsByDriver = new Map(lapTimes.map((driver) => [driver.driverId, driver.laps]));
  return results.map((row) => {
    const laps = (row.driverId === null ? [] : (lapsByDriver.get(row.driverId) ?? [])).map((lap) => ({
      lap: lap.lap,
      time: lap.timeText,
    }));
    return {
      position: row.position,
      name: row.driver,
      bestLap: row.fastestLap,
      lastLap: laps.at(-1)?.time ?? null,
      gap: row.behind,
      laps,
    };
  });
}

type ShownRow = {
  position: number | null;
  name: string;
  bestLap: string | null;
  lastLap: string | null;
  gap: string | null;
};

/** Whether two timing tables would look the same to the racer. */
export function sameRows(a: readonly ShownRow[], b: readonly ShownRow[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        row.position === other.position &&
        row.name === other.name &&
        row.bestLap === other.bestLap &&
        row.lastLap === other.lastLap &&
        row.gap === other.gap
      );
    })
  );
}
