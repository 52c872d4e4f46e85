import { describe, expect, it } from 'vitest';
import { groupSchedule, qualifierRound, raceResultAddress, scheduleStatus } from './race-schedule.ts';

const race = (raceId: number, name: string, round: string | null, completed = true) => ({
  raceId,
  name,
  round,
  completedAt: completed ? { raw: 'Nov 22, 2026 at 2:18pm' } : null,
});

describe('groupSchedule', () => {
  it('groups mains and finals, then qualifier rounds from the highest, then the rest', () => {
    const races = [
      race(1, '1/8 Nitro Buggy A-Main', 'Main Events'),
      race(2, '1/8 Nitro Buggy (Heat 1/2)', 'Qualifier Round 1'),
      race(3, '1/8 Nitro Buggy (Heat 1/2)', 'Qualifier Round 3'),
      race(4, 'Electric Buggy Final', null),
      race(5, 'Truggy heat', 'Round 2'),
      race(6, 'Buggy Q4 heat 1', null),
      race(7, 'Fun run', null),
    ];
    expect(groupSchedule(races).map((group) => [group.title, group.races.map((r) => r.raceId)])).toEqual([
      ['Main Events', [1, 4]],
      ['Qualifier Round 4', [6]],
      ['Qualifier Round 3', [3]],
      ['Qualifier Round 2', [5]],
      ['Qualifier Round 1', [2]],
      ['Other Races', [7]],
    ]);
  });

  it('reads the round from the heading first, then the name', () => {
    expect(qualifierRound(race(1, 'Heat q2', 'Qualifier Round 5'))).toBe(5);
    expect(qualifierRound(race(1, 'Heat q2', null))).toBe(2);
    expect(qualifierRound(race(1, 'Fun run', null))).toBeNull();
  });
});

describe('a scheduled race', () => {
  it('is completed once listed with a time', () => {
    expect(scheduleStatus(race(1, 'A-Main', null))).toBe('completed');
    expect(scheduleStatus(race(1, 'A-Main', null, false))).toBe('scheduled');
  });

  it("links to its result on the event's own site", () => {
    expect(raceResultAddress('https://redgum.liverc.com/results/?p=view_event&id=500311', 6610126)).toBe(
      'https://redgum.liverc.com/results/?p=view_race_result&id=6610126',
    );
  });
});
