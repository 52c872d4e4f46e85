// A recorded race replayed against a clock: which laps each driver has completed by a moment of the race,
// and the standings then (more laps first, then the earlier finish of those laps).
import type { RaceResultPage } from '../../src/domain/liverc.ts';
import { parseRaceLength } from '../../src/liverc/parsers/race-result.ts';
import type { RaceLengthMs } from './lap-stats.ts';

export type RecordedDriver = {
  /** LiveRC's driver id; null for a non-starter the page gives no id for. */
  driverId: number | null;
  name: string;
  carNumber: string | null;
  qualifying: number | null;
  /** Every lap of the recorded race, in order, in whole milliseconds. */
  lapsMs: number[];
};

export type RecordedRace = {
  /** In the recorded finishing order. */
  drivers: RecordedDriver[];
  length: RaceLengthMs | null;
};

export type CompletedLap = {
  lap: number;
  ms: number;
  /** Running position when the driver crossed the line on this lap. */
  position: number;
};

/** Gap to the car directly ahead: whole laps, or time on the same lap. */
export type Gap = { laps: number } | { ms: number };

export type Standing = {
  position: number;
  driver: RecordedDriver;
  laps: CompletedLap[];
  totalMs: number;
  /** Null for the leader. */
  behind: Gap | null;
};

/** The race as a recorded result page gives it: its rows for the order, car numbers and ids, `racerLaps` for laps. */
export function recordedRaceOf(result: RaceResultPage): RecordedRace {
  const lapsById = new Map(result.lapTimes.map((entry) => [entry.driverId, entry]));
  const drivers: RecordedDriver[] = result.results.map((row) => ({
    driverId: row.driverId,
    name: row.driver,
    carNumber: row.carNumber,
    qualifying: row.values.qualifying,
    lapsMs: (row.driverId === null ? [] : (lapsById.get(row.driverId)?.laps ?? [])).map((lap) =>
      Math.round(lap.time * 1000),
    ),
  }));
  return { drivers, length: lengthOf(parseRaceLength(result.length)) };
}

function lengthOf(length: ReturnType<typeof parseRaceLength>): RaceLengthMs | null {
  if (length?.kind === 'timed' && length.seconds !== null)
    return { kind: 'timed', ms: Math.round(length.seconds * 1000) };
  if (length?.kind === 'laps' && length.laps !== null) return { kind: 'laps', laps: length.laps };
  return null;
}

/**
 * The race as if its clock had run out at `lengthMs`: each driver keeps their laps up to the one on which they
 * crossed the line at or after it (they take the flag then), as a timed race ends.
 */
export function cutAt(race: RecordedRace, lengthMs: number): RecordedRace {
  const drivers = race.drivers.map((driver) => {
    let totalMs = 0;
    const lapsMs = driver.lapsMs.filter((ms) => {
      const kept = totalMs < lengthMs;
      totalMs += ms;
      return kept;
    });
    return { ...driver, lapsMs };
  });
  return { drivers, length: { kind: 'timed', ms: lengthMs } };
}

/** When the last driver takes the flag: the race is over once every recorded lap is done. */
export function finishMs(race: RecordedRace): number {
  return Math.max(0, ...race.drivers.map((driver) => sum(driver.lapsMs)));
}

/** The standings `elapsedMs` into the race: only laps whose cumulative time has passed count. */
export function standingsAt(race: RecordedRace, elapsedMs: number): Standing[] {
  const ties = tieRanks(race);
  const positions = lapPositions(race, ties);
  const progress = race.drivers.map((driver, index) => {
    const laps: CompletedLap[] = [];
    let totalMs = 0;
    for (const [at, ms] of driver.lapsMs.entries()) {
      if (totalMs + ms > elapsedMs) break;
      totalMs += ms;
      laps.push({ lap: at + 1, ms, position: positions[index]?.[at] ?? 0 });
    }
    return { driver, tie: ties[index] ?? index, laps, totalMs };
  });
  progress.sort((a, b) => b.laps.length - a.laps.length || a.totalMs - b.totalMs || a.tie - b.tie);
  return progress.map((entry, at) => {
    const ahead = at > 0 ? progress[at - 1] : undefined;
    return {
      position: at + 1,
      driver: entry.driver,
      laps: entry.laps,
      totalMs: entry.totalMs,
      behind: ahead ? gapTo(ahead, entry) : null,
    };
  });
}

/**
 * For every driver and lap, the position on crossing the line: one plus the drivers who completed that lap
 * earlier. It is fixed at that moment, so it is computed once over the whole race.
 */
function lapPositions(race: RecordedRace, ties: number[]): number[][] {
  const crossings = race.drivers.map((driver) => cumulative(driver.lapsMs));
  return crossings.map((own, index) =>
    own.map(
      (time, lap) =>
        1 +
        crossings.filter((other, otherIndex) => {
          const theirs = other[lap];
          const tiedAhead = theirs === time && (ties[otherIndex] ?? 0) < (ties[index] ?? 0);
          return theirs !== undefined && (theirs < time || tiedAhead);
        }).length,
    ),
  );
}

function gapTo(
  ahead: { laps: CompletedLap[]; totalMs: number },
  behind: { laps: CompletedLap[]; totalMs: number },
): Gap {
  const laps = ahead.laps.length - behind.laps.length;
  return laps > 0 ? { laps } : { ms: behind.totalMs - ahead.totalMs };
}

/**
 * Each driver's rank among equals: the grid slot, then the recorded order. It orders the field before anyone
 * has completed a lap, and settles a dead heat to the millisecond the same way everywhere.
 */
function tieRanks(race: RecordedRace): number[] {
  const slot = (driver: RecordedDriver) => driver.qualifying ?? Number.MAX_SAFE_INTEGER;
  const order = race.drivers
    .map((driver, index) => ({ slot: slot(driver), index }))
    .sort((a, b) => a.slot - b.slot || a.index - b.index);
  const ranks = new Array<number>(race.drivers.length).fill(0);
  order.forEach((entry, rank) => {
    ranks[entry.index] = rank;
  });
  return ranks;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function cumulative(values: readonly number[]): number[] {
  let total = 0;
  return values.map((value) => {
    total += value;
    return total;
  });
}
