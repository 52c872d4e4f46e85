// Beyond the spec, from the official laps. Pace against the field: a racer's average lap against
// the median average lap of the same race, so a slow track day does not hide a fast tyre. Fade: how much
// slower the laps get over a race, and over a set's life, so a racer sees when a set is done. Every figure
// carries the number of races or laps it is made of, and both count clean laps only (lap-marks.ts).
import { cleanLaps, type Lap, markLaps, type RaceField } from './lap-marks.ts';
import { figureSeconds, mean, median } from './race-analysis-figures.ts';
import type { RaceLogDetailedEntry, RaceLogTyre } from './race-log.ts';
import { type AnalysedEntry, type TyreType, tyrePerformance } from './tyre-performance.ts';

const isLapTime = (seconds: number): boolean => Number.isFinite(seconds) && seconds > 0;

// ------------------------------------------------------------------------------ pace against the field

export type PaceGap = {
  /** Seconds the racer's average lap is off the field's median: negative is faster than the field */
  gapSeconds: number;
  /** The same gap as a percentage of the field's median */
  gapPercent: number;
  /** The average laps the median is taken over */
  fieldSize: number;
  /** The racer's marked laps left out of their average lap (lap-marks.ts) */
  lapsLeftOut: number;
};

/**
 * The racer's average lap (seconds) against the median of the field's average laps (the racer's own
 * included, as the result lists it); times that are not a lap (0, negative, NaN) are left out. Null when
 * the racer has no average lap or the field none.
 */
export function paceGap(racerAvg: number, fieldAvgs: readonly number[], lapsLeftOut = 0): PaceGap | null {
  const field = fieldAvgs.filter(isLapTime);
  const middle = median(field);
  if (middle === null || !isLapTime(racerAvg)) return null;
  const gapSeconds = racerAvg - middle;
  return { gapSeconds, gapPercent: (gapSeconds / middle) * 100, fieldSize: field.length, lapsLeftOut };
}

/**
 * An entry's pace against its race's field (the full details' `fieldAvgLaps`, each the average of a driver's
 * clean laps): the racer's clean laps' average when the race's laps are stored, else LiveRC's average lap.
 * Null as for `paceGap`.
 */
export function entryPaceGap(
  entry: Pick<RaceLogDetailedEntry, 'avgLap' | 'fieldAvgLaps' | 'lapTimes' | 'raceField'>,
): PaceGap | null {
  const marks = markLaps(entry.lapTimes, entry.raceField ?? undefined);
  const clean = cleanLaps(entry.lapTimes, marks);
  const racerAvg = mean(clean.map((lap) => lap.time)) ?? figureSeconds(entry.avgLap);
  return racerAvg === null
    ? null
    : paceGap(racerAvg, entry.fieldAvgLaps, clean.length > 0 ? marks.length : 0);
}

export type TyrePace = TyreType & {
  /** Mean seconds off the field's median: negative is faster */
  meanGapSeconds: number;
  /** Mean percent off the field's median: what the order goes by, as it compares tracks of any length */
  meanGapPercent: number;
  /** Races with a gap */
  samples: number;
  /** The racer's marked laps left out over those races */
  lapsLeftOut: number;
};

/**
 * Per tyre type (as the ranking groups them) the mean gap of its races that have one (`gapOf`, e.g.
 * `entryPaceGap` against the race's rows); fastest against the field first, types without a gap left out.
 */
export function paceByTyreType(
  entries: readonly AnalysedEntry[],
  gapOf: (entry: AnalysedEntry) => PaceGap | null,
): TyrePace[] {
  return tyrePerformance(entries)
    .flatMap(({ key, brand, treadPattern, compound, entries: typeEntries }) => {
      const gaps = typeEntries.flatMap((entry) => gapOf(entry) ?? []);
      if (gaps.length === 0) return [];
      return [
        {
          key,
          brand,
          treadPattern,
          compound,
          meanGapSeconds: mean(gaps.map((gap) => gap.gapSeconds))!,
          meanGapPercent: mean(gaps.map((gap) => gap.gapPercent))!,
          samples: gaps.length,
          lapsLeftOut: gaps.reduce((sum, gap) => sum + gap.lapsLeftOut, 0),
        },
      ];
    })
    .toSorted((a, b) => a.meanGapPercent - b.meanGapPercent);
}

// ---------------------------------------------------------------------------------------------- fade

/** Fewer clean laps than this make no trend worth drawing. */
const MIN_FADE_LAPS = 5;

export type Fade = {
  /** Least-squares slope of lap time over lap number, in seconds per 10 laps: positive is slowing */
  secondsPer10Laps: number;
  lapsUsed: number;
  /** Marked laps: incidents, refuels, impossible laps (lap-marks.ts) */
  lapsLeftOut: number;
};

/**
 * How a race's lap times drift: the least-squares slope of time against lap number over the clean laps
 * (`markLaps` against the race's field, when known), in seconds per 10 laps. Null with fewer than 5 clean laps.
 */
export function lapFade(laps: readonly Lap[], field?: RaceField | null): Fade | null {
  const clean = cleanLaps(laps, markLaps(laps, field ?? undefined));
  if (clean.length < MIN_FADE_LAPS) return null;
  const meanLap = mean(clean.map((lap) => lap.lap))!;
  const meanTime = mean(clean.map((lap) => lap.time))!;
  let covariance = 0;
  let variance = 0;
  for (const { lap, time } of clean) {
    covariance += (lap - meanLap) * (time - meanTime);
    variance += (lap - meanLap) ** 2;
  }
  if (variance === 0) return null;
  return {
    secondsPer10Laps: (covariance / variance) * 10,
    lapsUsed: clean.length,
    lapsLeftOut: laps.length - clean.length,
  };
}

export type SetFadePoint = {
  entryId: number;
  raceTitle: string;
  raceDate: string;
  /** Laps the race log has on the set before this race: the chart's x */
  lapsBefore: number;
  /** This race's fade: the chart's y */
  fade: Fade;
};

export type SetFade = RaceLogTyre & { points: SetFadePoint[] };

/** An entry's laps: lapsCompleted, else the laps LiveRC lists for the driver. */
const lapsOf = (entry: RaceLogDetailedEntry): number => entry.lapsCompleted ?? entry.lapTimes.length;

const byRaceDate = (a: RaceLogDetailedEntry, b: RaceLogDetailedEntry): number =>
  Date.parse(a.raceDate) - Date.parse(b.raceDate) ||
  Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
  a.id - b.id;

/**
 * Per tyre set, each race's fade against the laps the set had run before it (front or rear, one entry
 * counted once), oldest race first. Only the race log's laps count: laps entered by hand and practice
 * laps carry no date to place them by. Races without a fade (no laps from LiveRC) still add their laps;
 * a set with no fade at all is left out.
 */
export function fadeBySet(entries: readonly RaceLogDetailedEntry[]): SetFade[] {
  const sets = new Map<number, SetFade & { laps: number }>();
  for (const entry of entries.toSorted(byRaceDate)) {
    const fade = lapFade(entry.lapTimes, entry.raceField);
    const tyres = new Map(
      [entry.frontTire, entry.rearTire].flatMap((tyre) => (tyre ? [[tyre.id, tyre]] : [])),
    );
    for (const tyre of tyres.values()) {
      const set = sets.get(tyre.id) ?? { ...tyre, points: [], laps: 0 };
      if (fade) {
        const { id: entryId, raceTitle, raceDate } = entry;
        set.points.push({ entryId, raceTitle, raceDate, lapsBefore: set.laps, fade });
      }
      set.laps += lapsOf(entry);
      sets.set(tyre.id, set);
    }
  }
  return [...sets.values()].filter((set) => set.points.length > 0).map(({ laps: _laps, ...set }) => set);
}
