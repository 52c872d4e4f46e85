// Standings at a moment of a recorded race: which laps count, the order, the gaps and each lap's position.
import { describe, expect, it } from 'vitest';
import { lapStats, paceOf } from './lap-stats.ts';
import { cutAt, finishMs, type RecordedRace, type Standing, standingsAt } from './live-race.ts';

// Laps in ms. Cumulative: A 40.0 / 79.0 / 120.0; B 41.0 / 79.1 / 117.6; C 39.5 / 84.5 (then out); D never starts.
const race: RecordedRace = {
  drivers: [
    { driverId: 1, name: 'A', carNumber: '2', qualifying: 2, lapsMs: [40_000, 39_000, 41_000] },
    { driverId: 2, name: 'B', carNumber: '1', qualifying: 1, lapsMs: [41_000, 38_100, 38_500] },
    { driverId: 3, name: 'C', carNumber: '3', qualifying: 3, lapsMs: [39_500, 45_000] },
    { driverId: 4, name: 'D', carNumber: '4', qualifying: 4, lapsMs: [] },
  ],
  length: { kind: 'timed', ms: 120_000 },
};

/** name laps/total behind, one line per driver, for exact comparison. */
const table = (standings: Standing[]) =>
  standings.map(({ position, driver, laps, totalMs, behind }) => ({
    position,
    name: driver.name,
    laps: laps.length,
    totalMs,
    behind,
  }));

describe('standingsAt', () => {
  it('stands the field in grid order before anyone completes a lap', () => {
    expect(table(standingsAt(race, 0))).toEqual([
      { position: 1, name: 'B', laps: 0, totalMs: 0, behind: null },
      { position: 2, name: 'A', laps: 0, totalMs: 0, behind: { ms: 0 } },
      { position: 3, name: 'C', laps: 0, totalMs: 0, behind: { ms: 0 } },
      { position: 4, name: 'D', laps: 0, totalMs: 0, behind: { ms: 0 } },
    ]);
  });

  it('counts a lap only once its cumulative time has passed', () => {
    expect(table(standingsAt(race, 39_499)).map((row) => row.laps)).toEqual([0, 0, 0, 0]);
    expect(table(standingsAt(race, 39_500))).toEqual([
      { position: 1, name: 'C', laps: 1, totalMs: 39_500, behind: null },
      { position: 2, name: 'B', laps: 0, totalMs: 0, behind: { laps: 1 } },
      { position: 3, name: 'A', laps: 0, totalMs: 0, behind: { ms: 0 } },
      { position: 4, name: 'D', laps: 0, totalMs: 0, behind: { ms: 0 } },
    ]);
  });

  it('orders by laps, then by the time those laps took', () => {
    expect(table(standingsAt(race, 41_000))).toEqual([
      { position: 1, name: 'C', laps: 1, totalMs: 39_500, behind: null },
      { position: 2, name: 'A', laps: 1, totalMs: 40_000, behind: { ms: 500 } },
      { position: 3, name: 'B', laps: 1, totalMs: 41_000, behind: { ms: 1_000 } },
      { position: 4, name: 'D', laps: 0, totalMs: 0, behind: { laps: 1 } },
    ]);
    expect(table(standingsAt(race, 79_050))).toEqual([
      { position: 1, name: 'A', laps: 2, totalMs: 79_000, behind: null },
      { position: 2, name: 'C', laps: 1, totalMs: 39_500, behind: { laps: 1 } },
      { position: 3, name: 'B', laps: 1, totalMs: 41_000, behind: { ms: 1_500 } },
      { position: 4, name: 'D', laps: 0, totalMs: 0, behind: { laps: 1 } },
    ]);
  });

  it('ends with every recorded lap, the quicker total ahead on equal laps', () => {
    expect(finishMs(race)).toBe(120_000);
    expect(table(standingsAt(race, 119_999))[0]).toMatchObject({ name: 'B', laps: 3, totalMs: 117_600 });
    expect(table(standingsAt(race, 120_000))).toEqual([
      { position: 1, name: 'B', laps: 3, totalMs: 117_600, behind: null },
      { position: 2, name: 'A', laps: 3, totalMs: 120_000, behind: { ms: 2_400 } },
      { position: 3, name: 'C', laps: 2, totalMs: 84_500, behind: { laps: 1 } },
      { position: 4, name: 'D', laps: 0, totalMs: 0, behind: { laps: 2 } },
    ]);
    expect(standingsAt(race, Number.POSITIVE_INFINITY)).toEqual(standingsAt(race, 120_000));
  });

  it('gives each lap the position the driver held on crossing the line', () => {
    const positions = (at: number) =>
      Object.fromEntries(
        standingsAt(race, at).map((row) => [row.driver.name, row.laps.map((lap) => lap.position)]),
      );
    expect(positions(120_000)).toEqual({ A: [2, 1, 2], B: [3, 2, 1], C: [1, 3], D: [] });
    // Fixed when the lap is done: A's lap 2 position does not change when B later passes.
    expect(positions(79_050)).toEqual({ A: [2, 1], B: [3], C: [1], D: [] });
  });

  it('settles a dead heat by the grid, the same way in the standings and the lap positions', () => {
    const heat: RecordedRace = {
      drivers: [
        { driverId: 1, name: 'BACK', carNumber: null, qualifying: 5, lapsMs: [40_000] },
        { driverId: 2, name: 'FRONT', carNumber: null, qualifying: 1, lapsMs: [40_000] },
      ],
      length: null,
    };
    const standings = standingsAt(heat, 40_000);
    expect(standings.map((row) => [row.driver.name, row.laps[0]?.position])).toEqual([
      ['FRONT', 1],
      ['BACK', 2],
    ]);
  });
});

describe('lap figures', () => {
  it('computes the averages, runs and consistency a LiveRC result shows', () => {
    const stats = lapStats([40_000, 38_000, 39_000, 41_000, 37_000, 45_000]);
    expect(stats).toMatchObject({
      fastestMs: 37_000,
      fastestLap: 5,
      averageMs: 40_000,
      top5Ms: 39_000,
      top10Ms: null,
      top15Ms: null,
      top3ConsecutiveMs: 117_000,
    });
    // Population deviation of the six laps: √(40 / 6) = 2.58199 s; consistency 100 × (1 − 2.58199 / 40).
    expect(stats?.stdDeviation).toBeCloseTo(2.58199, 5);
    expect(stats?.consistency).toBeCloseTo(93.54503, 5);
    expect(lapStats([])).toBeNull();
  });

  it("projects a lap's pace over the race length as LiveRC does (48/30:32.160 for 38.17 s in 30:00)", () => {
    expect(paceOf(38_170, { kind: 'timed', ms: 30 * 60_000 })).toEqual({ laps: 48, totalMs: 1_832_160 });
    expect(paceOf(40_000, { kind: 'laps', laps: 10 })).toEqual({ laps: 10, totalMs: 400_000 });
    expect(paceOf(40_000, null)).toBeNull();
  });
});

describe('cutAt', () => {
  it('ends a timed race sooner: each driver runs the lap they were on when the clock ran out, then stops', () => {
    const cut = cutAt(race, 79_050);
    expect(cut.drivers.map((driver) => driver.lapsMs)).toEqual([
      [40_000, 39_000, 41_000],
      [41_000, 38_100],
      [39_500, 45_000],
      [],
    ]);
    expect(cut.length).toEqual({ kind: 'timed', ms: 79_050 });
    expect(finishMs(cut)).toBe(120_000);
  });
});
