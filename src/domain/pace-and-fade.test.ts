// Unit tests of pace against the field and fade, on hand-made laps.
import { describe, expect, it } from 'vitest';
import { entryPaceGap, fadeBySet, lapFade, type PaceGap, paceByTyreType, paceGap } from './pace-and-fade.ts';
import { median } from './race-analysis-figures.ts';
import { raceLogEntry, raceLogTyre } from './testing/race-log-entries.ts';

/** Laps 1.. with these times. */
const laps = (...times: number[]) => times.map((time, index) => ({ lap: index + 1, time, position: 1 }));

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([41, 39, 40])).toBe(40);
    expect(median([42, 39, 40, 41])).toBe(40.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('paceGap', () => {
  it("is the racer's average lap against the field's median", () => {
    const gap = paceGap(39, [38, 39, 40, 42, 44]);
    expect(gap).toEqual({ gapSeconds: -1, gapPercent: -2.5, fieldSize: 5, lapsLeftOut: 0 });
  });

  it('is positive for a racer slower than the field, 0 at the median', () => {
    expect(paceGap(41, [40, 40.5, 39.5])).toMatchObject({ gapSeconds: 1, gapPercent: 2.5, fieldSize: 3 });
    expect(paceGap(40, [38, 42])?.gapSeconds).toBe(0);
  });

  it('leaves out field times that are no lap, and has no gap without a field or a racer time', () => {
    expect(paceGap(40, [0, Number.NaN, -3, 40, 50])).toEqual({
      gapSeconds: -5,
      gapPercent: (-5 / 45) * 100,
      fieldSize: 2,
      lapsLeftOut: 0,
    });
    expect(paceGap(40, [])).toBeNull();
    expect(paceGap(40, [0])).toBeNull();
    expect(paceGap(0, [40])).toBeNull();
  });

  const noLaps = { lapTimes: [], raceField: null };
  it("reads an entry's LiveRC average lap against its race's field when its laps are not stored", () => {
    expect(entryPaceGap({ avgLap: '1:00.5', fieldAvgLaps: [60, 61, 62], ...noLaps })).toEqual({
      gapSeconds: -0.5,
      gapPercent: (-0.5 / 61) * 100,
      fieldSize: 3,
      lapsLeftOut: 0,
    });
    expect(entryPaceGap({ avgLap: null, fieldAvgLaps: [60], ...noLaps })).toBeNull();
    expect(entryPaceGap({ avgLap: '39.5', fieldAvgLaps: [], ...noLaps })).toBeNull();
  });

  it("uses the average of the racer's clean laps when they are stored, and counts the laps left out", () => {
    // A 52 s crash on lap 3 is left out: the clean average is 40, not LiveRC's 42.4.
    const entry = {
      avgLap: '42.4',
      fieldAvgLaps: [39, 41],
      lapTimes: laps(40, 40, 52, 40, 40),
      raceField: null,
    };
    expect(entryPaceGap(entry)).toEqual({ gapSeconds: 0, gapPercent: 0, fieldSize: 2, lapsLeftOut: 1 });
  });
});

describe('paceByTyreType', () => {
  const blockade = raceLogTyre();
  const reflex = raceLogTyre({ id: 2, brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue' });
  const gaps = new Map<number, PaceGap>();
  const entry = (tyre: typeof blockade, gap: Omit<PaceGap, 'fieldSize' | 'lapsLeftOut'> | null) => {
    const made = raceLogEntry({}, tyre);
    if (gap) gaps.set(made.id, { ...gap, fieldSize: 10, lapsLeftOut: 1 });
    return made;
  };
  const entries = [
    entry(blockade, { gapSeconds: 1, gapPercent: 2 }),
    entry(blockade, { gapSeconds: -0.4, gapPercent: -1 }),
    entry(blockade, null),
    entry(reflex, { gapSeconds: -0.8, gapPercent: -2 }),
    entry(raceLogTyre({ id: 3, compound: 'M4' }), null),
  ];

  it('means the gaps of each type, fastest against the field first, with the sample size and laps left out', () => {
    const paces = paceByTyreType(entries, (each) => gaps.get(each.id) ?? null);
    expect(
      paces.map(({ brand, compound, meanGapSeconds, meanGapPercent, samples, lapsLeftOut }) => [
        brand,
        compound,
        meanGapSeconds,
        meanGapPercent,
        samples,
        lapsLeftOut,
      ]),
    ).toEqual([
      ['JConcepts', 'Blue', -0.8, -2, 1, 1],
      ['Pro-Line', 'M3', 0.3, 0.5, 2, 2],
    ]);
  });

  it('has nothing for types without a gap', () => {
    expect(paceByTyreType(entries, () => null)).toEqual([]);
  });
});

describe('lapFade', () => {
  it('is the slope of lap time over the race in seconds per 10 laps', () => {
    // 0.1 s slower every lap
    expect(lapFade(laps(40, 40.1, 40.2, 40.3, 40.4, 40.5))?.secondsPer10Laps).toBeCloseTo(1, 9);
    expect(lapFade(laps(40, 40, 40, 40, 40))).toEqual({ secondsPer10Laps: 0, lapsUsed: 5, lapsLeftOut: 0 });
    // Getting faster: a negative fade
    expect(lapFade(laps(41, 40.8, 40.6, 40.4, 40.2))?.secondsPer10Laps).toBeCloseTo(-2, 9);
  });

  it('fits noisy laps by least squares', () => {
    // x 1..5, y 40, 41, 40, 42, 41: slope = 3 / 10 per lap
    expect(lapFade(laps(40, 41, 40, 42, 41))?.secondsPer10Laps).toBeCloseTo(3, 9);
  });

  it('leaves out the laps the one marking rule marks (over 15% past the median lap), and keeps the rest', () => {
    // Median 40: a 46.01 s crash lap is left out, a 46 s lap is kept.
    const crash = lapFade(laps(40, 40, 40, 46.01, 40, 40));
    expect(crash).toEqual({ secondsPer10Laps: 0, lapsUsed: 5, lapsLeftOut: 1 });
    const slow = lapFade(laps(40, 40, 40, 40, 40, 46));
    expect(slow?.lapsUsed).toBe(6);
    expect(slow?.secondsPer10Laps).toBeGreaterThan(0);
  });

  it("judges the laps against the race's field when given: a glitch lap far under it is left out", () => {
    const field = { medianLap: 40, medianFirstLap: 44, nitro: false };
    expect(lapFade(laps(40, 40, 12, 40, 40, 40), field)).toEqual({
      secondsPer10Laps: 0,
      lapsUsed: 5,
      lapsLeftOut: 1,
    });
  });

  it('uses lap numbers, so a left-out lap leaves a gap rather than shifting the rest', () => {
    const fade = lapFade(laps(40, 40.1, 95, 40.3, 40.4, 40.5));
    expect(fade?.secondsPer10Laps).toBeCloseTo(1, 9);
    expect(fade?.lapsLeftOut).toBe(1);
  });

  it('needs 5 clean laps', () => {
    expect(lapFade(laps(40, 40.1, 40.2, 40.3))).toBeNull();
    expect(lapFade(laps(40, 40.1, 40.2, 40.3, 90))).toBeNull();
    expect(lapFade(laps(40, 40.1, 40.2, 40.3, 40.4))).not.toBeNull();
    expect(lapFade([])).toBeNull();
  });
});

describe('fadeBySet', () => {
  const setA = raceLogTyre({ id: 7, setNumber: 3 });
  const setB = raceLogTyre({ id: 8, setNumber: 4 });
  const flat = laps(40, 40, 40, 40, 40);
  const fading = laps(40, 40.1, 40.2, 40.3, 40.4, 40.5);

  it("plots each race's fade against the laps the set ran before it, oldest first", () => {
    const second = raceLogEntry(
      { raceDate: '2026-03-02T10:00:00Z', lapsCompleted: 30, lapTimes: fading },
      setA,
    );
    const first = raceLogEntry({ raceDate: '2026-03-01T10:00:00Z', lapsCompleted: 25, lapTimes: flat }, setA);
    const third = raceLogEntry(
      { raceDate: '2026-03-03T10:00:00Z', lapsCompleted: null, lapTimes: flat },
      setA,
    );
    const [curve] = fadeBySet([second, third, first]);
    expect(curve).toMatchObject({ id: 7, brand: 'Pro-Line', setNumber: 3 });
    expect(
      curve?.points.map((point) => [point.entryId, point.lapsBefore, point.fade.secondsPer10Laps]),
    ).toEqual([
      [first.id, 0, 0],
      [second.id, 25, expect.closeTo(1, 9)],
      [third.id, 55, 0],
    ]);
  });

  it('counts the laps of a race without a fade, and of a race counted once for front and rear', () => {
    const manual = raceLogEntry({ raceDate: '2026-03-01T10:00:00Z', lapsCompleted: 20 }, setA);
    const race = raceLogEntry({ raceDate: '2026-03-02T10:00:00Z', lapsCompleted: 30, lapTimes: flat }, setA);
    const later = raceLogEntry({ raceDate: '2026-03-03T10:00:00Z', lapTimes: flat }, setA);
    expect(fadeBySet([manual, race, later])[0]?.points.map((point) => point.lapsBefore)).toEqual([20, 50]);
  });

  it('follows front and rear sets apart, leaving out a set with no fade', () => {
    const mixed = raceLogEntry({ lapsCompleted: 12, lapTimes: flat, rearTire: setB, rearTireId: 8 }, setA);
    const later = raceLogEntry({ raceDate: '2026-04-01T10:00:00Z', lapTimes: flat }, setB);
    const lonely = raceLogEntry({ lapsCompleted: 10 }, raceLogTyre({ id: 9 }));
    const curves = fadeBySet([mixed, later, lonely]);
    expect(curves.map((curve) => [curve.id, curve.points.map((point) => point.lapsBefore)])).toEqual([
      [7, [0]],
      [8, [0, 12]],
    ]);
    expect(fadeBySet([])).toEqual([]);
  });
});
