import { describe, expect, it } from 'vitest';
import { type MainResult, mainNameParts, mainsLadder } from './mains-ladder.ts';

const row = (
  position: number,
  driver: string,
  qualifying: number | null,
  behind: number | null = null,
  laps: number | null = 20,
) => ({ position, driver, values: { qualifying, behind, laps } });
const main = (name: string, rows: MainResult['results']): MainResult => ({
  name,
  url: `https://x.liverc.com/results/?p=view_race_result&id=${name.length}`,
  results: rows,
});

describe('mains ladder', () => {
  it('reads class, main and leg from the names LiveRC gives mains, and nothing from a heat', () => {
    expect(mainNameParts('1/8 Nitro Buggy B-Main')).toEqual({
      className: '1/8 Nitro Buggy',
      letter: 'B',
      leg: 1,
    });
    expect(mainNameParts('1/8 Electric Buggy A2-Main')).toEqual({
      className: '1/8 Electric Buggy',
      letter: 'A',
      leg: 2,
    });
    expect(mainNameParts('1/8 Nitro Buggy (Heat 3/3)')).toBeNull();
  });

  it('names the TQ and who came up from the main below, in the order each main finished', () => {
    const { classes } = mainsLadder([
      main('1/8 Nitro Buggy A-Main', [
        row(1, 'Ari Bakla', 3),
        row(2, 'Bea Lane', 11, 4.2),
        row(3, 'Felix Koegler', 1, 0.3),
      ]),
      main('1/8 Nitro Buggy B-Main', [
        row(1, 'Bea Lane', 11),
        row(2, 'Cal Moss', 12, 9.9),
        row(3, 'Dee Ng', 21),
      ]),
      main('1/8 Nitro Buggy C-Main', [row(1, 'Dee Ng', 21), row(2, 'Eve Orr', 22, 1.5)]),
    ]);
    expect(classes).toHaveLength(1);
    const [nitro] = classes;
    expect(nitro?.tq).toBe('Felix Koegler');
    expect(nitro?.mains.map((each) => each.name)).toEqual(['A-Main', 'B-Main', 'C-Main']);
    expect(nitro?.mains[0]?.drivers.map((each) => [each.driver, each.positions, each.bumpedFrom])).toEqual([
      ['Ari Bakla', [1], null],
      ['Bea Lane', [2], 'B-Main'],
      ['Felix Koegler', [3], null],
    ]);
    expect(nitro?.mains[1]?.drivers.find((each) => each.driver === 'Dee Ng')?.bumpedFrom).toBe('C-Main');
    expect(nitro?.mains[2]?.drivers.every((each) => each.bumpedFrom === null)).toBe(true);
  });

  it('keeps the legs of a triple A together, each driver with a place per leg', () => {
    const { classes } = mainsLadder([
      main('1/8 Electric Buggy A2-Main', [row(1, 'Bea Lane', 2), row(2, 'Ari Bakla', 1, 0.8)]),
      main('1/8 Electric Buggy A1-Main', [row(1, 'Ari Bakla', 1), row(2, 'Bea Lane', 2, 2)]),
    ]);
    const [a] = classes[0]?.mains ?? [];
    expect(a?.legs.map((leg) => leg.name)).toEqual([
      '1/8 Electric Buggy A1-Main',
      '1/8 Electric Buggy A2-Main',
    ]);
    expect(a?.drivers.map((each) => [each.driver, each.positions])).toEqual([
      ['Bea Lane', [2, 1]],
      ['Ari Bakla', [1, 2]],
    ]);
    expect(classes[0]?.tq).toBe('Ari Bakla');
  });

  it('lists the closest finishes on the same lap, smallest gap first, heats left out', () => {
    const { closest } = mainsLadder([
      main('1/8 Nitro Buggy A-Main', [row(1, 'Ari', 1), row(2, 'Bea', 2, 4.2), row(3, 'Cal', 3, 0.31)]),
      main('1/8 Nitro Buggy (Heat 1/3)', [row(1, 'Dee', null), row(2, 'Eve', null, 0.01)]),
      // 'Fay' is a lap down: no gap in seconds.
      main('1/8 Nitro Buggy B-Main', [
        row(1, 'Dee', 4),
        row(2, 'Fay', 5, null),
        row(3, 'Gus', 6, 1.5),
        // Two non-starters, 0.000 apart on the page.
        row(4, 'Hal', 7, null, 0),
        row(5, 'Ida', 8, 0, 0),
      ]),
    ]);
    expect(closest.map((each) => [each.gapSeconds, each.ahead.driver, each.behind.driver])).toEqual([
      [0.31, 'Bea', 'Cal'],
      [1.5, 'Fay', 'Gus'],
      [4.2, 'Ari', 'Bea'],
    ]);
  });
});
