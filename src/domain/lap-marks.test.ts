// Unit tests of the lap marks on hand-made laps; the real races are in src/liverc/parsers/lap-marks.test.ts.
import { describe, expect, it } from 'vitest';
import {
  bestConsecutive,
  cleanLaps,
  cleanRaceTime,
  isNitroClass,
  markLaps,
  type RaceField,
  raceField,
} from './lap-marks.ts';

/** Laps 1.. with these times. */
const laps = (...times: number[]) => times.map((time, index) => ({ lap: index + 1, time }));
/** A 40 s lap race whose first laps take 44 s from the grid. */
const field = (nitro = false): RaceField => ({ medianLap: 40, medianFirstLap: 44, nitro });
/** `count` laps of 40 s with these laps (by number) at these times. */
const race = (count: number, slow: Record<number, number>) =>
  laps(...Array.from({ length: count }, (_, index) => slow[index + 1] ?? 40));

describe('markLaps', () => {
  it('marks a lap more than 15% over the median lap as an incident, saying what it lost', () => {
    expect(markLaps(laps(40, 40, 46.2, 40, 46, 40), field())).toEqual([
      {
        lap: 3,
        kind: 'incident',
        lost: expect.closeTo(6.2, 9),
        why: 'Incident: 6.2 s slower than your median lap 40.0 s (over 15%)',
      },
    ]);
  });

  it('judges lap 1 against the median lap with the grid start the field took', () => {
    // The field's first laps are 10% over its laps: 44 s is a start, 51 s a crash at the start.
    expect(markLaps(laps(44, 40, 40, 40), field())).toEqual([]);
    expect(markLaps(laps(51, 40, 40, 40), field())).toEqual([
      expect.objectContaining({
        lap: 1,
        kind: 'incident',
        why: 'Incident: 7.0 s slower than your median lap with a grid start 44.0 s (over 15%)',
      }),
    ]);
    // Without the field, lap 1 is not judged.
    expect(markLaps(laps(51, 40, 40, 40))).toEqual([]);
  });

  it('marks a lap far under the race median as impossible, and leaves it out of the median', () => {
    expect(markLaps(laps(40, 40, 12, 40, 40), field())).toEqual([
      expect.objectContaining({
        lap: 3,
        kind: 'impossible',
        lost: -28,
        why: "Impossible lap: 12.0 s is far under the race's median lap 40.0 s, a timing glitch",
      }),
    ]);
    // 29 s is 72% of the race's median lap: fast, but a lap.
    expect(markLaps(laps(40, 40, 29, 40, 40), field())).toEqual([]);
    expect(markLaps(laps(40, 40, 12, 40, 40))).toEqual([]);
  });

  it('marks slow laps at a regular interval in a nitro race as fuel stops, the others as incidents', () => {
    // 40 s laps: stops on laps 12, 24 and 36 (every 8 min), a crash on lap 18.
    const marks = markLaps(race(40, { 12: 50, 18: 50, 24: 50, 36: 49 }), field(true));
    expect(marks.map(({ lap, kind }) => [lap, kind])).toEqual([
      [12, 'fuel stop'],
      [18, 'incident'],
      [24, 'fuel stop'],
      [36, 'fuel stop'],
    ]);
    expect(marks[0]?.why).toBe(
      'Likely fuel stop: 10.0 s slower than your median lap 40.0 s, 8.2 min after the start',
    );
    expect(marks[2]?.why).toBe(
      'Likely fuel stop: 10.0 s slower than your median lap 40.0 s, 8.3 min after your last stop',
    );
  });

  it('finds stops a lap early or late, and not ones off the pattern', () => {
    const marks = markLaps(race(40, { 11: 50, 24: 50, 35: 50 }), field(true));
    expect(marks.map((mark) => mark.kind)).toEqual(['fuel stop', 'fuel stop', 'fuel stop']);
    // A first stop 2 minutes in is no refuel; one slow lap alone is no pattern.
    expect(markLaps(race(40, { 3: 50, 6: 50, 9: 50 }), field(true)).map((mark) => mark.kind)).toEqual([
      'incident',
      'incident',
      'incident',
    ]);
    expect(markLaps(race(20, { 12: 50 }), field(true)).map((mark) => mark.kind)).toEqual(['incident']);
  });

  it('never calls a lap over twice the median a fuel stop, nor any lap outside a nitro class', () => {
    const breakdown = markLaps(race(40, { 12: 50, 24: 150 }), field(true));
    expect(breakdown.map((mark) => mark.kind)).toEqual(['incident', 'incident']);
    const electric = markLaps(race(40, { 12: 50, 24: 50, 36: 50 }), field(false));
    expect(electric.map((mark) => mark.kind)).toEqual(['incident', 'incident', 'incident']);
  });

  it('has no marks without a lap time', () => {
    expect(markLaps([])).toEqual([]);
    expect(markLaps(laps(0, Number.NaN))).toEqual([]);
  });
});

describe('raceField', () => {
  it("takes the medians of every lap and of the first laps, and the class's fuel", () => {
    const drivers = [{ laps: laps(44, 40, 40) }, { laps: laps(46, 42, 41) }, { laps: [] }];
    expect(raceField(drivers, '1/8 Nitro Buggy')).toEqual({
      medianLap: 41.5,
      medianFirstLap: 45,
      nitro: true,
    });
    expect(raceField([], null)).toEqual({ medianLap: null, medianFirstLap: null, nitro: false });
  });

  it('knows nitro classes by name', () => {
    expect(isNitroClass('1/8 Nitro Buggy')).toBe(true);
    expect(isNitroClass('1/8 GAS Truggy')).toBe(true);
    expect(isNitroClass('1/8 Electric Buggy')).toBe(false);
    expect(isNitroClass(null)).toBe(false);
  });
});

describe('clean laps and figures', () => {
  const driven = laps(40, 41, 52, 39, 40, 40, 40);
  const marks = markLaps(driven, field());

  it('leaves the marked laps out', () => {
    expect(cleanLaps(driven, marks).map((lap) => lap.lap)).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it('takes the time lost to marked laps out of the race time', () => {
    // 12 s lost on lap 3 against the 40 s median
    expect(cleanRaceTime(driven, marks, 300)).toBeCloseTo(288, 9);
    expect(cleanRaceTime(driven, marks)).toBeCloseTo(292 - 12, 9);
    expect(cleanRaceTime([], [])).toBeNull();
    // An impossible lap adds back the time it did not take.
    const glitch = laps(40, 40, 12, 40, 40);
    expect(cleanRaceTime(glitch, markLaps(glitch, field()))).toBeCloseTo(200, 9);
  });

  it('finds the best 5 consecutive laps, never through an impossible lap', () => {
    // Laps 3 to 7: 52 + 39 + 40 + 40 + 40, a crash and all (LiveRC's own figures count every lap)
    expect(bestConsecutive(driven, marks)).toBeCloseTo(211, 9);
    expect(bestConsecutive(laps(40, 40, 40, 40), [])).toBeNull();
    const glitch = laps(41, 41, 41, 41, 41, 12, 40, 40, 40, 40, 40);
    expect(bestConsecutive(glitch, markLaps(glitch, field()))).toBeCloseTo(200, 9);
  });
});
