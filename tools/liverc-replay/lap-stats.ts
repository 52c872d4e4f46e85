// The per-driver figures a LiveRC race result shows beside the laps (fastest, averages, consistency),
// computed from lap times in whole milliseconds.

export type LapStats = {
  fastestMs: number;
  /** The lap number of the fastest lap (the first one, on a tie). */
  fastestLap: number;
  averageMs: number;
  /** Averages of the N fastest laps: null until a driver has N laps, as LiveRC leaves those cells empty. */
  top5Ms: number | null;
  top10Ms: number | null;
  top15Ms: number | null;
  /** The quickest run of 3 laps in a row. */
  top3ConsecutiveMs: number | null;
  /** Population standard deviation of the laps, in seconds. */
  stdDeviation: number;
  /**
   * 100 × (1 − std deviation / average lap). LiveRC does not document its formula; this one reproduces the
   * pages' figures (std 2.80 s on a 39 s average → 92.82 %).
   */
  consistency: number;
};

export function lapStats(lapsMs: readonly number[]): LapStats | null {
  if (lapsMs.length === 0) return null;
  const total = lapsMs.reduce((sum, lap) => sum + lap, 0);
  const mean = total / lapsMs.length;
  const fastestMs = Math.min(...lapsMs);
  const variance = lapsMs.reduce((sum, lap) => sum + (lap - mean) ** 2, 0) / lapsMs.length;
  const stdDeviation = Math.sqrt(variance) / 1000;
  const averageMs = Math.round(mean);
  return {
    fastestMs,
    fastestLap: lapsMs.indexOf(fastestMs) + 1,
    averageMs,
    top5Ms: averageOfFastest(lapsMs, 5),
    top10Ms: averageOfFastest(lapsMs, 10),
    top15Ms: averageOfFastest(lapsMs, 15),
    top3ConsecutiveMs: fastestRun(lapsMs, 3),
    stdDeviation,
    consistency: 100 * (1 - stdDeviation / (averageMs / 1000)),
  };
}

function averageOfFastest(lapsMs: readonly number[], count: number): number | null {
  if (lapsMs.length < count) return null;
  const fastest = [...lapsMs].sort((a, b) => a - b).slice(0, count);
  return Math.round(fastest.reduce((sum, lap) => sum + lap, 0) / count);
}

function fastestRun(lapsMs: readonly number[], length: number): number | null {
  let best: number | null = null;
  for (let start = 0; start + length <= lapsMs.length; start += 1) {
    const run = lapsMs.slice(start, start + length).reduce((sum, lap) => sum + lap, 0);
    if (best === null || run < best) best = run;
  }
  return best;
}

/**
 * LiveRC's "pace" beside each lap: the race result at this lap's speed, e.g. `48/30:32.160` for a 38.17 s lap
 * in a 30-minute race (48 laps × 38.17 s). A lap-count race projects its number of laps.
 */
export function paceOf(lapMs: number, length: RaceLengthMs | null): { laps: number; totalMs: number } | null {
  if (!length || lapMs <= 0) return null;
  const laps = length.kind === 'timed' ? Math.ceil(length.ms / lapMs) : length.laps;
  return { laps, totalMs: laps * lapMs };
}

/** How long a race runs: a time limit or a number of laps. */
export type RaceLengthMs = { kind: 'timed'; ms: number } | { kind: 'laps'; laps: number };
