import { describe, expect, it } from 'vitest';
import type { RaceResultRow } from './liverc.ts';
import { raceResultCard, raceResultFileName, resultOfRow } from './race-result-card.ts';

const jack = {
  position: 2,
  driver: 'JACK MORRISON',
  qualifying: '1',
  lapsTime: '20/8:04.512',
  behind: '0.488',
  fastestLap: '37.957',
  fastestLapNumber: 2,
  avgLap: '39.049',
  consistency: '95.37%',
} as RaceResultRow;
const race = {
  raceName: '1/8 Nitro Buggy A-Main',
  raceTitle: '1/8 Nitro Buggy A-Main Results [M1 Race #2]',
  trackName: 'Red Gum Raceway',
  eventDate: '2026-11-22',
  results: Array.from({ length: 10 }, () => jack),
};

describe('raceResultCard', () => {
  it("says a driver's place in the race, where and when, then their figures", () => {
    expect(raceResultCard(resultOfRow(race, jack))).toEqual({
      title: 'P2 · 1/8 Nitro Buggy A-Main',
      subtitle: 'Red Gum Raceway · 22/11/2026',
      rows: [
        ['Driver', 'JACK MORRISON'],
        ['Position', '2 of 10'],
        ['Laps/Time', '20/8:04.512'],
        ['Fastest lap', '37.957 (lap 2)'],
        ['Average lap', '39.049'],
        ['Consistency', '95.37%'],
        ['Qualified', '1st'],
        ['Behind', '0.488'],
      ],
    });
  });

  it("writes the day in the racer's date order", () => {
    expect(raceResultCard(resultOfRow(race, jack), 'phone').subtitle).toMatch(
      /^Red Gum Raceway · \S*2026\S*$/,
    );
  });

  it("leaves off what the race does not say: the winner's gap, a missing qualifying or lap", () => {
    const winner = { ...jack, position: 1, behind: null, qualifying: '12', fastestLapNumber: null };
    const card = raceResultCard(resultOfRow(race, winner));
    expect(card.title).toBe('P1 · 1/8 Nitro Buggy A-Main');
    expect(card.rows.map(([label]) => label)).not.toContain('Behind');
    expect(card.rows).toContainEqual(['Qualified', '12th']);
    expect(card.rows).toContainEqual(['Fastest lap', '37.957']);
  });

  it('names the file by the driver and the race', () => {
    expect(raceResultFileName(resultOfRow(race, jack))).toBe(
      'pitboard-result-jack-morrison-1-8-nitro-buggy-a-main.png',
    );
    expect(
      raceResultFileName({
        ...resultOfRow(race, jack),
        raceTitle: '1/8 Nitro Buggy A-Main Results [M1 Race #2]',
      }),
    ).toBe('pitboard-result-jack-morrison-1-8-nitro-buggy-a-main.png');
  });

  it("makes the card of a race in 'My races', which knows no field size and no qualifying", () => {
    expect(
      raceResultCard({
        raceTitle: '1/10 Stock Buggy A-Main Results [M1 Race #7]',
        trackName: null,
        raceDate: null,
        driverName: 'Sam Racer',
        position: null,
        lapsTime: '12/5:01.002',
        fastestLap: null,
        avgLap: '',
        behind: null,
        consistency: null,
      }),
    ).toEqual({
      title: '1/10 Stock Buggy A-Main',
      subtitle: '',
      rows: [
        ['Driver', 'Sam Racer'],
        ['Laps/Time', '12/5:01.002'],
      ],
    });
  });
});
