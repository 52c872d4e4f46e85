import { describe, expect, it } from 'vitest';
import { findNextRace, gapText, isGapSet, lapText, nextRaceText } from './timing.ts';

describe('timing row placeholders', () => {
  it("shows '--:--.--' for a lap not yet set and the lap otherwise", () => {
    expect(lapText(null)).toBe('--:--.--');
    expect(lapText('  ')).toBe('--:--.--');
    expect(lapText('36.589')).toBe('36.589');
  });

  it("shows '-' for no gap, and only a real gap counts as set", () => {
    expect(gapText(null)).toBe('-');
    expect(gapText('')).toBe('-');
    expect(gapText('1 Lap')).toBe('1 Lap');
    expect(isGapSet('-')).toBe(false);
    expect(isGapSet(null)).toBe(false);
    expect(isGapSet('4.112')).toBe(true);
  });
});

describe('findNextRace', () => {
  const race = (raceNumber: number, name: string, status: 'not-started' | 'complete', drivers: string[]) => ({
    raceNumber,
    name,
    status,
    entries: drivers.map((driver, index) => ({ gridSlot: index + 1, driver, carNumber: null })),
  });
  const rounds = [
    {
      round: 'Qualifier Round 3',
      races: [race(7, '1/8 Nitro Buggy (Heat 1/2)', 'complete', ['SAM OBRIEN', 'JACK MORRISON'])],
    },
    {
      round: 'Main Events',
      races: [
        race(14, '1/8 Electric Buggy A-Main', 'not-started', ['MAYA PATEL']),
        race(15, '1/8 Nitro Buggy B-Main', 'not-started', ['LEE SONS', 'OWEN BRADSHAW']),
        race(16, '1/8 Nitro Buggy A-Main', 'not-started', ['LIAM OCONNOR', 'SAM OBRIEN', 'JACK MORRISON']),
      ],
    },
  ];

  it('finds the first race still to run with the racer on its grid, and the races before it', () => {
    expect(findNextRace(rounds, ['Jack Morrison'])).toEqual({
      round: 'Main Events',
      raceNumber: 16,
      raceName: '1/8 Nitro Buggy A-Main',
      heat: null,
      gridSlot: 3,
      racesBefore: 2,
      raceBefore: '1/8 Nitro Buggy B-Main',
      startEstimate: null,
      checklist: null,
    });
    // Paced by the races posted: the next to run starts at the last posting, each after it 6 minutes on.
    const posted = ['14:00', '14:06', '14:12'].map((time) => ({ raw: time, date: '2026-11-22', time }));
    expect(findNextRace(rounds, ['Jack Morrison'], posted)?.startEstimate).toEqual({
      at: '14:24',
      plusMinusMinutes: 1,
      intervalMinutes: 6,
      racesBefore: [
        { raceName: '1/8 Electric Buggy A-Main', at: '14:12' },
        { raceName: '1/8 Nitro Buggy B-Main', at: '14:18' },
      ],
      record: null,
    });
  });

  it('names a qualifier heat by its number, and a main by its name', () => {
    const heats = [
      {
        round: 'Qualifier Round 4',
        races: [race(3, '1/8 Nitro Buggy (Heat 2/3)', 'not-started', ['X', 'JACK MORRISON'])],
      },
    ];
    const heat = findNextRace(heats, ['Jack Morrison']);
    expect(heat).toMatchObject({ heat: '2/3', gridSlot: 2, racesBefore: 0, raceBefore: null });
    expect(heat && nextRaceText(heat)).toBe('Your next race: Race 3, heat 2/3, grid slot 2');
    const main = findNextRace(rounds, ['Jack Morrison']);
    expect(main && nextRaceText(main)).toBe('Your next race: Race 16, 1/8 Nitro Buggy A-Main, grid slot 3');
  });

  it('has no next race for a racer not on any grid still to run, or without a name', () => {
    expect(findNextRace(rounds, ['Nobody Here'])).toBeNull();
    expect(findNextRace(rounds, [])).toBeNull();
  });
});
