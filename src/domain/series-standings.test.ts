import { describe, expect, it } from 'vitest';
import type { MainResult } from './mains-ladder.ts';
import { POINTS_PRESETS, parsePointsTable, pointsTableText, seriesInputSchema } from './series.ts';
import {
  mainNameOfTitle,
  myStanding,
  type RoundResult,
  roundResult,
  seriesStandings,
  standingSentence,
} from './series-standings.ts';

const F1 = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
const rules = (bestOf: number | null = null, tqBonus = 0) => ({ points: F1, bestOf, tqBonus });
const round = (finishers: string[], tq: string | null = null): RoundResult => ({ finishers, tq });
const totals = (rows: ReturnType<typeof seriesStandings>) =>
  rows.map((row) => [row.place, row.driver, row.total]);

describe('series standings', () => {
  it('scores each place from the points table, places past the table nothing', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Driver ${i + 1}`);
    const rows = seriesStandings([round(names)], rules(), []);
    expect(rows.map((row) => row.total)).toEqual([...F1, 0, 0]);
  });

  it('counts the best N of M rounds and marks the rounds dropped', () => {
    const rows = seriesStandings(
      [round(['Ari', 'Kev']), round(['Kev', 'Ari']), round(['Kev', 'Ari'])],
      rules(2),
      [],
    );
    // Kev: 18 + 25 + 25, best two 50; Ari: 25 + 18 + 18, best two 43.
    expect(totals(rows)).toEqual([
      [1, 'Kev', 50],
      [2, 'Ari', 43],
    ]);
    expect(rows[0]?.rounds.map((cell) => cell.counted)).toEqual([false, true, true]);
    // Equal points in two rounds: the earlier one counts.
    expect(rows[1]?.rounds.map((cell) => cell.counted)).toEqual([true, true, false]);
  });

  it('adds the TQ bonus to the round the driver qualified first', () => {
    const rows = seriesStandings([round(['Ari', 'Kev'], 'Kev')], rules(null, 3), []);
    expect(totals(rows)).toEqual([
      [1, 'Ari', 25],
      [2, 'Kev', 21],
    ]);
    expect(rows[1]?.rounds[0]).toMatchObject({ place: 2, points: 21, tq: true });
  });

  it('leaves a round a driver missed empty, scoring nothing', () => {
    const rows = seriesStandings([round(['Ari', 'Kev']), null, round(['Sam', 'Ari'])], rules(), []);
    const kev = rows.find((row) => row.driver === 'Kev');
    expect(kev?.rounds.map((cell) => cell.points)).toEqual([18, null, null]);
    expect(totals(rows)).toEqual([
      [1, 'Ari', 43],
      [2, 'Sam', 25],
      [3, 'Kev', 18],
    ]);
  });

  it('shares the place of drivers level on points and on count-back', () => {
    // Ari and Kev on 43, each with one win and one second: shared first; Sam on 40 third.
    const rows = seriesStandings(
      [round(['Ari', 'Kev', 'Sam']), round(['Kev', 'Ari', 'Zed']), round(['Sam', 'Zed', 'Bob'])],
      { points: [25, 18, 15], bestOf: null, tqBonus: 0 },
      [],
    );
    expect(totals(rows).slice(0, 3)).toEqual([
      [1, 'Ari', 43],
      [1, 'Kev', 43],
      [3, 'Sam', 40],
    ]);
  });

  it('puts the driver with more wins ahead when level on points', () => {
    // All three on 4 points: Kev has two wins, Ari and Sam one win and two seconds each (shared second).
    const rows = seriesStandings(
      [round(['Kev', 'Ari']), round(['Kev', 'Sam']), round(['Ari', 'Sam']), round(['Sam', 'Ari'])],
      { points: [2, 1], bestOf: null, tqBonus: 0 },
      [],
    );
    expect(totals(rows)).toEqual([
      [1, 'Kev', 4],
      [2, 'Ari', 4],
      [2, 'Sam', 4],
    ]);
  });

  it('matches one driver across spellings and marks the racer by any of their names', () => {
    const rows = seriesStandings(
      [round(['KEVIN  LEWIS', 'Ari Bakla']), round([' kevin lewis', 'ARI BAKLA'])],
      rules(),
      ['Ari Bakla'],
    );
    expect(totals(rows)).toEqual([
      [1, 'KEVIN LEWIS', 50],
      [2, 'Ari Bakla', 36],
    ]);
    const me = myStanding(rows);
    expect(me).toEqual({ place: 2, total: 36, ahead: { place: 1, driver: 'KEVIN LEWIS', gap: 14 } });
    expect(me && standingSentence(me)).toBe('14 points behind P1 KEVIN LEWIS');
    expect(standingSentence({ place: 1, total: 50, ahead: null })).toBe('Leading the series');
    expect(standingSentence({ place: 2, total: 5, ahead: { place: 1, driver: 'Kev', gap: 0 } })).toBe(
      'Level on points with P1 Kev',
    );
    expect(myStanding(seriesStandings([round(['Kev'])], rules(), ['Ari']))).toBeNull();
  });
});

describe('a round from stored mains', () => {
  const row = (position: number, driver: string, qualifying: number | null = null) => ({
    position,
    driver,
    values: { qualifying, behind: null, laps: 20 },
  });
  const main = (name: string, rows: MainResult['results']): MainResult => ({
    name,
    url: name,
    results: rows,
  });

  it('orders the A-Main, then the B-Main drivers not bumped up, of the series class only; TQ from the A-Main', () => {
    const result = roundResult(
      [
        main('1/8 Nitro Buggy A-Main', [row(1, 'Ari', 3), row(2, 'Bea', 11), row(3, 'Kev', 1)]),
        main('1/8 Nitro Buggy B-Main', [row(1, 'Bea', 11), row(2, 'Sam', 12)]),
        main('1/8 Electric Buggy A-Main', [row(1, 'Zed', 1)]),
        main('1/8 Nitro Buggy (Heat 1/3)', [row(1, 'Heat Winner')]),
      ],
      '1/8 nitro  buggy',
    );
    expect(result).toEqual({ finishers: ['Ari', 'Bea', 'Kev', 'Sam'], tq: 'Kev' });
    expect(
      roundResult([main('1/8 Electric Buggy A-Main', [row(1, 'Zed', 1)])], '1/8 Nitro Buggy'),
    ).toBeNull();
  });

  it("reads the main's name from a stored race title", () => {
    expect(mainNameOfTitle('1/8 Nitro Buggy A-Main Results [M1 Race #14]')).toBe('1/8 Nitro Buggy A-Main');
    expect(mainNameOfTitle('1/8 Nitro Buggy A-Main')).toBe('1/8 Nitro Buggy A-Main');
  });
});

describe('points tables and the series form', () => {
  it('reads a typed table and writes one short', () => {
    expect(parsePointsTable('25-18-15-12-10-8-6-4-2-1')).toEqual(F1);
    expect(parsePointsTable('25, 18 ,15')).toEqual([25, 18, 15]);
    expect(parsePointsTable('25, x')).toBeNull();
    expect(parsePointsTable('')).toBeNull();
    expect(pointsTableText(POINTS_PRESETS[0].points)).toBe('100, 99 … 1');
    expect(pointsTableText(F1)).toBe('25-18-15-12-10-8-6-4-2-1');
  });

  it('refuses a series with an event twice, no points, or more rounds counted than allowed', () => {
    const valid = {
      name: 'Winter series',
      className: '1/8 Nitro Buggy',
      events: [{ eventUrl: 'https://a.liverc.com/results/?p=view_event&id=1', title: 'Round 1', date: null }],
      points: F1,
      bestOf: null,
      tqBonus: 1,
    };
    expect(seriesInputSchema.safeParse(valid).success).toBe(true);
    const twice = seriesInputSchema.safeParse({ ...valid, events: [valid.events[0], valid.events[0]] });
    expect(twice.error?.issues[0]?.message).toBe('Each event can be in a series once');
    expect(seriesInputSchema.safeParse({ ...valid, points: [] }).error?.issues[0]?.message).toBe(
      'The points table needs points for first place at least',
    );
    expect(seriesInputSchema.safeParse({ ...valid, bestOf: 31 }).success).toBe(false);
    expect(seriesInputSchema.safeParse({ ...valid, tqBonus: -1 }).success).toBe(false);
  });
});
