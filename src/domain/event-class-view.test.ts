import { describe, expect, it } from 'vitest';
import { classRaces, eventClassView, type ReadRace } from './event-class-view.ts';

const listed = (name: string, round: string, className = '1/8 Nitro Buggy') => ({
  name,
  round,
  className,
  url: `https://x.liverc.com/results/?p=view_race_result&id=${name.length}${round.length}`,
});

describe('classRaces', () => {
  it('orders qualifier rounds first, then the mains from the lowest up to the A, leaving other classes out', () => {
    const races = classRaces(
      [
        listed('1/8 Nitro Buggy A-Main', 'Main Events'),
        listed('1/8 Nitro Buggy C-Main', 'Main Events'),
        listed('1/8 Electric Buggy A-Main', 'Main Events', '1/8 Electric Buggy'),
        listed('1/8 Nitro Buggy B-Main', 'Main Events'),
        listed('1/8 Nitro Buggy  (Heat 2/2)', 'Qualifier Round 2'),
        listed('1/8 Nitro Buggy  (Heat 1/2)', 'Qualifier Round 2'),
        listed('1/8 Nitro Buggy  (Heat 1/2)', 'Qualifier Round 1'),
        listed('1/8 Nitro Buggy Truggy (Heat 1/1)', 'Qualifier Round 1', '1/8 Nitro Buggy Truggy'),
      ],
      '1/8 nitro buggy',
    );
    expect(races.map((race) => [race.session, race.name])).toEqual([
      ['Qualifier Round 1', '1/8 Nitro Buggy  (Heat 1/2)'],
      ['Qualifier Round 2', '1/8 Nitro Buggy  (Heat 1/2)'],
      ['Qualifier Round 2', '1/8 Nitro Buggy  (Heat 2/2)'],
      ['C-Main', '1/8 Nitro Buggy C-Main'],
      ['B-Main', '1/8 Nitro Buggy B-Main'],
      ['A-Main', '1/8 Nitro Buggy A-Main'],
    ]);
  });

  it('keeps each leg of a triple main as its own session, in leg order', () => {
    const races = classRaces(
      ['A3', 'B1', 'A1', 'A2'].map((main) => listed(`E ${main}-Main`, 'Main Events', 'E')),
      'E',
    );
    expect(races.map((race) => race.session)).toEqual(['B1-Main', 'A1-Main', 'A2-Main', 'A3-Main']);
  });
});

const row = (driver: string, position: number, laps: number, fastestLap: number) =>
  ({
    driver,
    position,
    values: { laps, time: laps * fastestLap, fastestLap, qualifying: null, behind: null },
  }) as unknown as ReadRace['results'][number];

const lapsOf = (driver: string, times: number[]) => ({
  driver,
  driverId: 1,
  laps: times.map((time, index) => ({ lap: index + 1, time, timeText: String(time), position: 1 })),
});

const race = (
  name: string,
  session: string,
  kind: 'qualifier' | 'main',
  drivers: [string, number[]][],
): ReadRace => ({
  name,
  url: `https://x.liverc.com/results/?p=view_race_result&id=${name.length}`,
  round: null,
  className: 'Nitro',
  session,
  kind,
  order: [],
  results: drivers.map(([driver, times], index) => row(driver, index + 1, times.length, Math.min(...times))),
  lapTimes: drivers.map(([driver, times]) => lapsOf(driver, times)),
});

describe('eventClassView', () => {
  const races = [
    race('Nitro (Heat 1/1)', 'Qualifier Round 1', 'qualifier', [
      ['Ann Fast', [40, 40, 40, 40, 40]],
      ['Bob Rival', [42, 42, 60, 42, 42]],
      ['Cat Other', [41, 41, 41, 41, 41]],
    ]),
    race('Nitro (Heat 1/1)', 'Qualifier Round 2', 'qualifier', [
      ['Ann Fast', [39, 39, 39, 39, 39]],
      ['Bob Rival', [41, 41, 41, 41, 41]],
    ]),
    race('Nitro A-Main', 'A-Main', 'main', [
      ['Bob Rival', [38, 38, 38, 38, 38]],
      ['ann fast', [39.5, 39.5, 39.5, 39.5, 39.5]],
    ]),
  ];
  const view = eventClassView(
    'Nitro',
    races,
    { myNames: ['ANN FAST'], rivals: ['bob rival'], chosen: ['Nobody Here'] },
    1,
  );

  it('shows the racer first, then rivals who ran the class, each with a place per session', () => {
    expect(view.sessions.map((session) => session.name)).toEqual([
      'Qualifier Round 1',
      'Qualifier Round 2',
      'A-Main',
    ]);
    expect(view.drivers.map((driver) => [driver.driver, driver.me, driver.rival])).toEqual([
      ['Ann Fast', true, false],
      ['Bob Rival', false, true],
    ]);
    expect(view.drivers[0]?.sessions.map((session) => session?.position ?? null)).toEqual([1, 1, 2]);
    expect(view.classDrivers).toEqual(['Ann Fast', 'Bob Rival', 'Cat Other']);
    expect(view.unread).toBe(1);
  });

  it('averages the clean laps, leaving the crash lap out and counting it', () => {
    const bob = view.drivers[1]?.sessions[0];
    expect(bob?.cleanAverage).toBe(42);
    expect(bob?.leftOut).toBe(1);
    expect(bob?.bestLap).toBe(42);
    expect(bob?.cleanLaps.map((lap) => lap.lap)).toEqual([1, 2, 4, 5]);
  });

  it('ranks who improved most: seconds gained on the clean average from the first qualifier to the last session', () => {
    expect(
      view.improved.map((each) => [each.driver, each.first.session, each.last.session, each.gained]),
    ).toEqual([
      ['Bob Rival', 'Qualifier Round 1', 'A-Main', 4],
      ['Ann Fast', 'Qualifier Round 1', 'A-Main', 0.5],
    ]);
  });

  it('shows a chosen driver of the class, and leaves out a driver who ran one session only from Improved most', () => {
    const picked = eventClassView('Nitro', races, { myNames: [], rivals: [], chosen: ['cat other'] }, 0);
    expect(picked.drivers.map((driver) => [driver.driver, driver.me])).toEqual([['Cat Other', false]]);
    expect(picked.drivers[0]?.sessions.map((session) => session?.position ?? null)).toEqual([3, null, null]);
    expect(picked.improved).toEqual([]);
  });
});
