import { describe, expect, it } from 'vitest';
import {
  headToHead,
  latestResultText,
  type RaceSide,
  raceGap,
  recordText,
  rivalsInRace,
  type SharedRace,
  setupText,
} from './rivals.ts';

const side = (position: number, laps: number, totalTime: string, fastestLap: string): RaceSide => ({
  driver: 'x',
  position,
  laps,
  totalTime,
  fastestLap,
});

function race(
  raceDate: string,
  me: RaceSide,
  rival: RaceSide,
  logged: SharedRace['logged'] = null,
): SharedRace {
  return {
    raceUrl: `https://redgum.liverc.com/results/?p=view_race_result&id=${raceDate}`,
    raceTitle: '1/8 Nitro Buggy A-Main',
    raceDate,
    trackName: 'Red Gum',
    me,
    rival,
    gap: raceGap(me, rival),
    logged,
  };
}

describe('the gap in one race', () => {
  it('is seconds of total time when both ran the same laps, and places always', () => {
    // A 30-minute main: both on 47 laps, the racer 12.052 s ahead in second place.
    expect(raceGap(side(2, 47, '30:31.382', '37.1'), side(3, 47, '30:43.434', '37.0'))).toEqual({
      places: 1,
      laps: 0,
      seconds: 12.052,
    });
  });

  it('is laps, not seconds, when a lap separates them', () => {
    expect(raceGap(side(5, 45, '30:12.000', '38.0'), side(2, 47, '30:20.000', '37.0'))).toEqual({
      places: -3,
      laps: -2,
      seconds: null,
    });
  });
});

describe('head-to-head', () => {
  const clubDry = {
    tyres: 'Pro-Line Blockade M3',
    setupSheetId: 1,
    setup: { name: 'Club dry', date: '2026-11-20', track: 'Red Gum' },
  };
  const wet = {
    tyres: 'JConcepts Double Bar Blue',
    setupSheetId: 2,
    setup: { name: 'Wet', date: null, track: null },
  };
  const races = [
    race('2026-11-22', side(1, 47, '30:01.000', '36.901'), side(3, 47, '30:11.500', '37.200'), clubDry),
    race('2026-11-22', side(4, 20, '10:05.000', '37.400'), side(2, 20, '10:01.000', '36.950'), wet),
    race('2026-10-04', side(2, 46, '30:05.000', '37.800'), side(6, 45, '30:20.000', '38.100'), clubDry),
    race('2026-09-13', side(7, 44, '30:30.000', '39.000'), side(5, 45, '30:10.000', '38.500')),
  ];
  const answer = headToHead({ id: 7, name: 'Kevin Lewis' }, races);

  it('counts who finished ahead, and says it as a racer would', () => {
    expect(answer).toMatchObject({ wins: 2, losses: 2 });
    expect(recordText(answer)).toBe('You 2 – 2 Kevin Lewis');
  });

  it('averages places over every race and seconds over same-lap races only', () => {
    // Places: +2, -2, +4, -2 = 0.5 a race. Seconds: +10.5 and -4.0 on the two same-lap races.
    expect(answer.averagePlaces).toBe(0.5);
    expect(answer.averageSeconds).toBe(3.25);
    expect(answer.sameLapRaces).toBe(2);
  });

  it('gives each best lap and the trend by race day, oldest first', () => {
    expect(answer.myBestLap).toBe('36.901');
    expect(answer.rivalBestLap).toBe('36.950');
    expect(answer.trend).toEqual([
      { date: '2026-09-13', wins: 0, losses: 1, places: -2 },
      { date: '2026-10-04', wins: 1, losses: 0, places: 4 },
      { date: '2026-11-22', wins: 1, losses: 1, places: 0 },
    ]);
  });

  it('counts the tyres and setup run when winning and when losing, in logged races only', () => {
    expect(answer.whenWinning).toEqual([{ tyres: clubDry.tyres, setup: clubDry.setup, races: 2 }]);
    expect(answer.whenLosing).toEqual([{ tyres: wet.tyres, setup: wet.setup, races: 1 }]);
    // Named in the racer's date order on the phone, dd/mm/yyyy by default.
    expect(setupText(clubDry.setup)).toBe('Club dry · 20/11/2026 · Red Gum');
    expect(setupText(clubDry.setup, (day) => `on ${day}`)).toBe('Club dry · on 2026-11-20 · Red Gum');
  });

  it('is an empty record with no shared race', () => {
    expect(headToHead({ id: 7, name: 'Kevin Lewis' }, [])).toMatchObject({
      wins: 0,
      losses: 0,
      averagePlaces: null,
      averageSeconds: null,
      myBestLap: null,
      trend: [],
      races: [],
    });
  });
});

describe('the words', () => {
  it('says the latest result as the dashboard shows it', () => {
    const latest = race('2026-11-22', side(1, 47, '30:01', '37.0'), side(3, 47, '30:11', '37.2'));
    expect(latestResultText('Kevin Lewis', latest)).toBe(
      'Ahead of Kevin Lewis by 2 places · Red Gum · 22/11/2026',
    );
    const behind = race('2026-11-22', side(4, 47, '30:01', '37.0'), side(3, 47, '30:11', '37.2'));
    expect(latestResultText('Kevin Lewis', behind)).toBe(
      'Behind Kevin Lewis by 1 place · Red Gum · 22/11/2026',
    );
  });

  it('names each rival in a posted race, by the one matching rule, never the racer', () => {
    const rows = [
      { driver: 'KEVIN LEWIS', position: 1 },
      { driver: 'Jack Morrison', position: 2 },
      { driver: 'Sam Smith ', position: 5 },
      { driver: 'Other One', position: 6 },
    ];
    expect(rivalsInRace(2, rows, ['Kevin  Lewis', 'sam smith', 'Nobody'])).toEqual([
      'behind KEVIN LEWIS',
      'ahead of Sam Smith',
    ]);
  });
});
