// Compare a race: the racer against up to three drivers of one race result. Who is compared by default (the
// drivers who finished closest to the racer, or the top three when the racer did not run), the gap to the
// reference driver lap by lap, and each driver's position lane, all from the race's own laps.
import { isMyName, isSameDriverName } from './driver-names.ts';

export const MAX_COMPARED = 3;

type Finisher = { position: number; driver: string };
type Laps = readonly { lap: number; time: number; position?: number | null }[];

export type CompareChoice = {
  /** The driver the others are measured against: the racer, else the best finisher of those compared */
  reference: string | null;
  /** Whether the reference is the racer (found by their driver names) */
  racerInRace: boolean;
  /** The drivers compared with the reference, in finishing order, at most three */
  compared: string[];
};

/**
 * The drivers who finished closest to the driver at `position`: nearest first, the one ahead before the one
 * behind at the same distance (P2's three closest are P1, P3, P4).
 */
export function closestFinishers(
  results: readonly Finisher[],
  driver: string,
  count = MAX_COMPARED,
): string[] {
  const own = results.find((row) => isSameDriverName(row.driver, driver));
  if (!own) return [];
  return results
    .filter((row) => row !== own)
    .toSorted(
      (a, b) =>
        Math.abs(a.position - own.position) - Math.abs(b.position - own.position) || a.position - b.position,
    )
    .slice(0, count)
    .map((row) => row.driver)
    .toSorted((a, b) => positionOf(results, a) - positionOf(results, b));
}

const positionOf = (results: readonly Finisher[], driver: string): number =>
  results.find((row) => isSameDriverName(row.driver, driver))?.position ?? Number.POSITIVE_INFINITY;

/**
 * Who is compared: the racer (their best-placed row, when one of their names is in the race) against `asked`
 * (the address's names, those in the race, at most three) or, when nothing was asked, the three who finished
 * closest to them. Without the racer in the race: the asked drivers, or the top three, with each other.
 */
export function compareChoice(
  results: readonly Finisher[],
  myNames: readonly string[],
  asked: readonly string[] | null,
): CompareChoice {
  const ordered = results.toSorted((a, b) => a.position - b.position);
  const racer = ordered.find((row) => isMyName(row.driver, myNames))?.driver ?? null;
  const known =
    asked === null
      ? null
      : ordered
          .filter((row) => row.driver !== racer && asked.some((name) => isSameDriverName(name, row.driver)))
          .map((row) => row.driver)
          .slice(0, MAX_COMPARED);
  if (racer) {
    return { reference: racer, racerInRace: true, compared: known ?? closestFinishers(ordered, racer) };
  }
  const compared = known ?? ordered.slice(0, MAX_COMPARED).map((row) => row.driver);
  return { reference: compared[0] ?? null, racerInRace: false, compared: compared.slice(1) };
}

/**
 * The gap to the reference at the end of each lap both drove: the driver's race time so far less the
 * reference's, in seconds; positive is behind the reference. Laps after either stopped have none.
 */
export function gapByLap(laps: Laps, referenceLaps: Laps): { lap: number; gap: number }[] {
  const own = elapsedByLap(laps);
  const theirs = elapsedByLap(referenceLaps);
  return [...own]
    .filter(([lap]) => theirs.has(lap))
    .map(([lap, elapsed]) => ({ lap, gap: round3(elapsed - theirs.get(lap)!) }));
}

/** Race time at the end of each lap, counting laps in order (a missing lap ends the count). */
function elapsedByLap(laps: Laps): Map<number, number> {
  const elapsed = new Map<number, number>();
  let clock = 0;
  for (const [index, lap] of laps.toSorted((a, b) => a.lap - b.lap).entries()) {
    if (lap.lap !== index + 1 || !Number.isFinite(lap.time)) break;
    clock += lap.time;
    elapsed.set(lap.lap, clock);
  }
  return elapsed;
}

// Sums of lap times in thousandths drift in binary floating point (0.1 + 0.2); a gap is shown to the thousandth.
const round3 = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/** The running position at the end of each lap that has one: a driver's lane through the race. */
export const positionLane = (laps: Laps): { lap: number; position: number }[] =>
  laps
    .filter((lap): lap is typeof lap & { position: number } => typeof lap.position === 'number')
    .toSorted((a, b) => a.lap - b.lap)
    .map(({ lap, position }) => ({ lap, position }));
