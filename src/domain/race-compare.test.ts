import { describe, expect, it } from 'vitest';
import { closestFinishers, compareChoice, gapByLap, positionLane } from './race-compare.ts';

const results = [
  'Felix Koegler',
  'Ari Bakla',
  'Jimmy Horne',
  'Matthew Couper',
  'Peter Seckold',
  'Ben Panic',
].map((driver, index) => ({ position: index + 1, driver }));

describe('closestFinishers', () => {
  it('takes the nearest places, the one ahead first at the same distance, in finishing order', () => {
    expect(closestFinishers(results, 'Ari Bakla')).toEqual([
      'Felix Koegler',
      'Jimmy Horne',
      'Matthew Couper',
    ]);
    expect(closestFinishers(results, 'Peter Seckold')).toEqual([
      'Jimmy Horne',
      'Matthew Couper',
      'Ben Panic',
    ]);
    expect(closestFinishers(results, 'Felix Koegler')).toEqual([
      'Ari Bakla',
      'Jimmy Horne',
      'Matthew Couper',
    ]);
    expect(closestFinishers(results, 'Ben Panic')).toEqual([
      'Jimmy Horne',
      'Matthew Couper',
      'Peter Seckold',
    ]);
  });

  it('finds nobody for a driver not in the race, and fewer in a small race', () => {
    expect(closestFinishers(results, 'Kevin Lewis')).toEqual([]);
    expect(closestFinishers(results.slice(0, 2), 'Ari Bakla')).toEqual(['Felix Koegler']);
  });
});

describe('compareChoice', () => {
  it('compares the racer, found by any of their names in any case, with the three who finished closest', () => {
    expect(compareChoice(results, ['A Bakla', ' ari  BAKLA'], null)).toEqual({
      reference: 'Ari Bakla',
      racerInRace: true,
      compared: ['Felix Koegler', 'Jimmy Horne', 'Matthew Couper'],
    });
  });

  it("keeps the address's choice: drivers of the race only, never the racer, at most three, in finishing order", () => {
    expect(
      compareChoice(results, ['Ari Bakla'], ['ben panic', 'Nobody', 'Ari Bakla', 'Felix Koegler']).compared,
    ).toEqual(['Felix Koegler', 'Ben Panic']);
    expect(
      compareChoice(results, ['Ari Bakla'], ['Ben Panic', 'Peter Seckold', 'Jimmy Horne', 'Felix Koegler'])
        .compared,
    ).toEqual(['Felix Koegler', 'Jimmy Horne', 'Peter Seckold']);
    expect(compareChoice(results, ['Ari Bakla'], []).compared).toEqual([]);
  });

  it('compares the top three with each other when the racer did not run, measured against the best of them', () => {
    expect(compareChoice(results, ['Kevin Lewis'], null)).toEqual({
      reference: 'Felix Koegler',
      racerInRace: false,
      compared: ['Ari Bakla', 'Jimmy Horne'],
    });
    expect(compareChoice(results, [], ['Ben Panic', 'Jimmy Horne'])).toEqual({
      reference: 'Jimmy Horne',
      racerInRace: false,
      compared: ['Ben Panic'],
    });
    expect(compareChoice([], [], null)).toEqual({ reference: null, racerInRace: false, compared: [] });
  });
});

describe('gapByLap', () => {
  const me = [
    { lap: 1, time: 40.1 },
    { lap: 2, time: 38.2 },
    { lap: 3, time: 38.3 },
  ];

  it('is the race time so far less the reference’s: positive behind, negative ahead', () => {
    const rival = [
      { lap: 1, time: 41.0 },
      { lap: 2, time: 37.0 },
      { lap: 3, time: 37.9 },
    ];
    expect(gapByLap(rival, me)).toEqual([
      { lap: 1, gap: 0.9 },
      { lap: 2, gap: -0.3 },
      { lap: 3, gap: -0.7 },
    ]);
    expect(gapByLap(me, me).map((lap) => lap.gap)).toEqual([0, 0, 0]);
  });

  it('stops where either driver stopped or a lap is missing', () => {
    expect(gapByLap(me.slice(0, 2), me)).toHaveLength(2);
    expect(gapByLap(me, me.slice(0, 1))).toHaveLength(1);
    expect(gapByLap([me[0]!, me[2]!], me)).toEqual([{ lap: 1, gap: 0 }]);
    expect(gapByLap([], me)).toEqual([]);
  });
});

describe('positionLane', () => {
  it('is the position at the end of each lap, in lap order, leaving out laps without one', () => {
    expect(
      positionLane([
        { lap: 2, time: 38, position: 4 },
        { lap: 1, time: 40, position: 6 },
        { lap: 3, time: 38, position: null },
      ]),
    ).toEqual([
      { lap: 1, position: 6 },
      { lap: 2, position: 4 },
    ]);
  });
});
