// Honest laps: the one rule that marks a lap of a race as not clean (an incident, a likely fuel stop, an
// impossible lap), each mark with a one-line why, and the figures made from the clean laps: clean race time and
// best 5 consecutive. Fade, pace and the race page all leave laps out by this rule and no other.
import type { RaceResultPage } from './liverc.ts';
import { median } from './race-analysis-figures.ts';

export type Lap = { lap: number; time: number };
export type LapMarkKind = 'incident' | 'fuel stop' | 'impossible';
export type LapMark = {
  lap: number;
  kind: LapMarkKind;
  /** Seconds the lap took over the lap it is judged against (negative for an impossible lap) */
  lost: number;
  /** One plain line for the racer: what the lap was and why */
  why: string;
};

/** What a driver's laps are judged against beyond their own: the whole race's laps. */
export type RaceField = {
  /** The median of every lap of every driver; null when unknown */
  medianLap: number | null;
  /** The median of the drivers' first laps: every first lap starts from the grid */
  medianFirstLap: number | null;
  /** A nitro class, whose cars stop for fuel */
  nitro: boolean;
};

/**
 * A lap more than 15% over the driver's median lap is an incident: 5.7 s lost on a 38 s lap. Chosen on two real
 * A-mains (1/8 nitro 30 min, 1/8 electric 10 min; lap-marks.test.ts beside the race page's parser): 84% of laps
 * are within 8% of the driver's median, laps 8-15% over (3-6 s lost) are a bobble or traffic and count, and the
 * laps over 15% are the ones that stand out on the grid, 6-15 s lost, where the car sat on its roof waiting for
 * a marshal (or refuelled). Lap 1 starts from the grid: it is judged against the driver's median lap stretched
 * as the field's first laps are over the field's laps.
 */
export const INCIDENT_FACTOR = 1.15;
/**
 * A lap 30% under the race's median lap is a timing glitch (a double count, a missed loop's half): in the real
 * A-mains the fastest lap of anyone is 8% (nitro) and 11% (electric) under the race's median lap.
 */
export const IMPOSSIBLE_FACTOR = 0.7;
/** A nitro car's first stop comes 5 to 10 minutes in (a 1/8 buggy refuels every 7 to 9 minutes). */
const FIRST_STOP_SECONDS = [300, 600] as const;
/** Each later stop comes within 20% of the interval before it: a stop is a lap early or late. */
const STOP_DRIFT = 0.2;
/** A lap over twice the median is a breakdown or a missed loop, never a refuel (6-20 s lost in the real A-main). */
const FUEL_STOP_MAX_FACTOR = 2;

const isLapTime = (seconds: number): boolean => Number.isFinite(seconds) && seconds > 0;
const s = (seconds: number): string => `${seconds.toFixed(1)} s`;

/** Nitro (or 'gas') classes stop for fuel: '1/8 Nitro Buggy', 'Nitro Truggy'. */
export const isNitroClass = (name: string | null | undefined): boolean => /\b(nitro|gas)\b/i.test(name ?? '');

/** The field a race's laps are judged against: every driver's laps and the race's class. */
export function raceField(drivers: readonly { laps: readonly Lap[] }[], className: string | null): RaceField {
  const timed = drivers.map((driver) => driver.laps.filter((lap) => isLapTime(lap.time)));
  return {
    medianLap: median(timed.flatMap((laps) => laps.map((lap) => lap.time))),
    medianFirstLap: median(
      timed.flatMap((laps) => laps.filter((lap) => lap.lap === 1).map((lap) => lap.time)),
    ),
    nitro: isNitroClass(className),
  };
}

const UNKNOWN_FIELD: RaceField = { medianLap: null, medianFirstLap: null, nitro: false };

/**
 * Marks each lap of one driver's race that is not clean, in lap order. Without the field (`raceField`), only the
 * driver's own laps judge: no lap is impossible, lap 1 is not judged and a slow lap is an incident.
 */
export function markLaps(laps: readonly Lap[], field: RaceField = UNKNOWN_FIELD): LapMark[] {
  const timed = laps.filter((lap) => isLapTime(lap.time));
  const impossible = (lap: Lap) => field.medianLap !== null && lap.time < IMPOSSIBLE_FACTOR * field.medianLap;
  const own = median(timed.filter((lap) => !impossible(lap)).map((lap) => lap.time));
  if (own === null) return [];
  const marks: LapMark[] = [];
  const slow: LapMark[] = [];
  for (const lap of timed) {
    if (impossible(lap) && field.medianLap !== null) {
      const why = `Impossible lap: ${s(lap.time)} is far under the race's median lap ${s(field.medianLap)}, a timing glitch`;
      marks.push({ lap: lap.lap, kind: 'impossible', lost: lap.time - own, why });
      continue;
    }
    const start = lap.lap === 1 ? startFactor(field) : 1;
    if (start === null) continue;
    const against = own * start;
    if (lap.time <= INCIDENT_FACTOR * against) continue;
    const lost = lap.time - against;
    const what = lap.lap === 1 ? 'your median lap with a grid start' : 'your median lap';
    const why = `Incident: ${s(lost)} slower than ${what} ${s(against)} (over 15%)`;
    const mark: LapMark = { lap: lap.lap, kind: 'incident', lost, why };
    marks.push(mark);
    if (lap.lap > 1 && lap.time <= FUEL_STOP_MAX_FACTOR * own) slow.push(mark);
  }
  if (field.nitro) markFuelStops(slow, timed, own);
  return marks;
}

/**
 * Among the slow laps, the longest run of stops at a regular interval is refuelling: the first 5 to 10 minutes
 * in, each next one within 20% of the interval before it. At least two stops make a pattern; the rest stay
 * incidents. Marks are turned into fuel stops in place.
 */
function markFuelStops(slow: LapMark[], laps: readonly Lap[], own: number): void {
  const elapsed = new Map<number, number>();
  let clock = 0;
  for (const lap of laps) {
    clock += lap.time;
    elapsed.set(lap.lap, clock);
  }
  const at = (mark: LapMark) => elapsed.get(mark.lap)!;
  let best: LapMark[] = [];
  for (const first of slow) {
    let interval = at(first);
    if (interval < FIRST_STOP_SECONDS[0] || interval > FIRST_STOP_SECONDS[1]) continue;
    const stops = [first];
    for (;;) {
      const last = at(stops.at(-1)!);
      const next = slow
        .filter((mark) => Math.abs(at(mark) - last - interval) <= STOP_DRIFT * interval)
        .toSorted((a, b) => Math.abs(at(a) - last - interval) - Math.abs(at(b) - last - interval))[0];
      if (!next) break;
      interval = at(next) - last;
      stops.push(next);
    }
    if (stops.length > best.length) best = stops;
  }
  if (best.length < 2) return;
  let previous = 0;
  for (const mark of best) {
    const minutes = (at(mark) - previous) / 60;
    const after = previous === 0 ? 'the start' : 'your last stop';
    mark.kind = 'fuel stop';
    mark.why = `Likely fuel stop: ${s(mark.lost)} slower than your median lap ${s(own)}, ${minutes.toFixed(1)} min after ${after}`;
    previous = at(mark);
  }
}

/** How much longer the field's first laps are than its laps; null when the field is unknown. */
const startFactor = ({ medianLap, medianFirstLap }: RaceField): number | null =>
  medianLap === null || medianFirstLap === null ? null : medianFirstLap / medianLap;

/** '1 lap left out', '3 laps left out': what every figure made of clean laps says it left out. */
export const leftOutText = (count: number): string => `${count} ${count === 1 ? 'lap' : 'laps'} left out`;

/** The laps no mark names. */
export function cleanLaps<T extends Lap>(laps: readonly T[], marks: readonly LapMark[]): T[] {
  const marked = new Set(marks.map((mark) => mark.lap));
  return laps.filter((lap) => isLapTime(lap.time) && !marked.has(lap.lap));
}

/**
 * The race time with the time lost to marked laps taken out: each marked lap as if it were the lap it is judged
 * against (the driver's median lap, with a grid start for lap 1). From LiveRC's race time when given,
 * else the sum of the laps; null with no laps.
 */
export function cleanRaceTime(
  laps: readonly Lap[],
  marks: readonly LapMark[],
  raceTime: number | null = null,
): number | null {
  const timed = laps.filter((lap) => isLapTime(lap.time));
  if (timed.length === 0) return null;
  const total = raceTime ?? timed.reduce((sum, lap) => sum + lap.time, 0);
  return total - marks.reduce((sum, mark) => sum + mark.lost, 0);
}

/** The best sum of 5 consecutive laps, leaving out any run holding an impossible lap; null with fewer laps. */
export function bestConsecutive(laps: readonly Lap[], marks: readonly LapMark[], count = 5): number | null {
  const glitches = new Set(marks.filter((mark) => mark.kind === 'impossible').map((mark) => mark.lap));
  const ordered = laps.toSorted((a, b) => a.lap - b.lap);
  let best: number | null = null;
  for (let start = 0; start + count <= ordered.length; start += 1) {
    const run = ordered.slice(start, start + count);
    if (run.some((lap) => glitches.has(lap.lap) || !isLapTime(lap.time))) continue;
    const sum = run.reduce((total, lap) => total + lap.time, 0);
    if (best === null || sum < best) best = sum;
  }
  return best;
}

export type DriverLapMarks = { marks: LapMark[]; cleanRaceTime: number | null; best5: number | null };

/** Every driver's marks and clean figures in a race result, by the driver's name as the race lists it. */
export function raceLapMarks(
  race: Pick<RaceResultPage, 'className' | 'results' | 'lapTimes'>,
): Map<string, DriverLapMarks> {
  const field = raceField(race.lapTimes, race.className);
  return new Map(
    race.lapTimes.map(({ driver, laps }) => {
      const marks = markLaps(laps, field);
      const raceTime = race.results.find((row) => row.driver === driver)?.values.time ?? null;
      return [
        driver,
        { marks, cleanRaceTime: cleanRaceTime(laps, marks, raceTime), best5: bestConsecutive(laps, marks) },
      ];
    }),
  );
}
