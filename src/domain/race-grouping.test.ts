// Unit tests of the detail panel's race grouping rules (issue 4, Results section).
import { describe, expect, it } from 'vitest';
import type { RaceListItem } from './liverc.ts';
import {
  canViewResults,
  clockMinutes,
  completedLabel,
  groupRaces,
  raceGroupKind,
  raceTag,
  splitQualifierRounds,
  toRaceListItem,
} from './race-grouping.ts';

const item = (
  name: string,
  status: RaceListItem['status'] = 'race',
  time: string | null = null,
): RaceListItem => ({
  name,
  status,
  time,
  raceId: 1,
  url: null,
});

describe('toRaceListItem', () => {
  const base = {
    raceId: 7,
    url: 'https://redgum.liverc.com/results/?p=view_race_result&id=7',
    label: 'Race 7',
    round: null,
    completedAt: null,
  };
  it('marks mains final, heats and qualifier rounds heat, practice practice, pages section', () => {
    expect(toRaceListItem({ ...base, name: '1/8 Nitro Buggy A3-Main' }).status).toBe('final');
    expect(toRaceListItem({ ...base, name: '1/8 Nitro Buggy B-Main' }).status).toBe('final');
    expect(toRaceListItem({ ...base, name: '1/8 Nitro Buggy (Heat 3/3)' }).status).toBe('heat');
    expect(toRaceListItem({ ...base, name: 'Stock Buggy', round: 'Qualifier Round 2' }).status).toBe('heat');
    expect(toRaceListItem({ ...base, name: 'Open Practice' }).status).toBe('practice');
    expect(toRaceListItem({ ...base, name: 'Entry List' }).status).toBe('section');
    expect(toRaceListItem({ ...base, name: 'Stock Buggy' }).status).toBe('race');
  });
  it('keeps the raceId and the completed text, and falls back to the label', () => {
    const race = toRaceListItem({
      ...base,
      name: '',
      completedAt: { raw: 'Mar 8, 2026 at 12:05pm', date: '2026-03-08', time: '12:05' },
    });
    expect(race).toEqual({
      name: 'Race 7',
      status: 'race',
      time: 'Mar 8, 2026 at 12:05pm',
      raceId: 7,
      url: base.url,
    });
  });
});

describe('raceGroupKind', () => {
  it('championship: A-Main, Championship or status final', () => {
    expect(raceGroupKind(item('Buggy A-Main'))).toBe('championship');
    expect(raceGroupKind(item('Buggy A2-Main'))).toBe('championship');
    expect(raceGroupKind(item('Club Championship'))).toBe('championship');
    expect(raceGroupKind(item('Buggy Finale', 'final'))).toBe('championship');
  });
  it('semifinals: B-Main or C-Main, even when marked final', () => {
    expect(raceGroupKind(item('Buggy B-Main', 'final'))).toBe('semifinals');
    expect(raceGroupKind(item('Truggy C-Main'))).toBe('semifinals');
  });
  it('qualifiers: status heat or a name with Heat or Qualifier', () => {
    expect(raceGroupKind(item('Round 1', 'heat'))).toBe('qualifiers');
    expect(raceGroupKind(item('Buggy (Heat 2/3)'))).toBe('qualifiers');
    expect(raceGroupKind(item('Qualifier 4'))).toBe('qualifiers');
  });
  it('practice: Practice or Warm', () => {
    expect(raceGroupKind(item('Open Practice'))).toBe('practice');
    expect(raceGroupKind(item('Warm-up 1'))).toBe('practice');
  });
  it('sections: status section or a name with Entry List or Results', () => {
    expect(raceGroupKind(item('Misc', 'section'))).toBe('sections');
    expect(raceGroupKind(item('Entry List'))).toBe('sections');
    expect(raceGroupKind(item('Final Results'))).toBe('sections');
  });
  it('leaves anything else out', () => {
    expect(raceGroupKind(item('Stock Buggy'))).toBeNull();
  });
});

describe('qualifier rounds', () => {
  it('reads the clock time of "at h:mm am/pm"', () => {
    expect(clockMinutes('Mar 8, 2026 at 12:05pm')).toBe(12 * 60 + 5);
    expect(clockMinutes('Mar 8, 2026 at 12:05am')).toBe(5);
    expect(clockMinutes('at 9:30 AM')).toBe(9 * 60 + 30);
    expect(clockMinutes('Mar 8, 2026')).toBeNull();
    expect(clockMinutes(null)).toBeNull();
  });
  it('sorts by clock time and starts a new round after a gap of more than 30 minutes', () => {
    const races = [
      item('Heat 3', 'heat', 'Mar 8 at 10:40am'),
      item('Heat 1', 'heat', 'Mar 8 at 10:00am'),
      item('Heat 2', 'heat', 'Mar 8 at 10:30am'), // exactly 30 min later: same round
      item('Heat 4', 'heat', 'Mar 8 at 1:15pm'),
      item('Heat 5', 'heat', 'Mar 8 at 1:31pm'),
    ];
    expect(splitQualifierRounds(races).map((round) => round.map((race) => race.name))).toEqual([
      ['Heat 1', 'Heat 2', 'Heat 3'],
      ['Heat 4', 'Heat 5'],
    ]);
  });
  it('splits at 31 minutes and puts untimed races in the last round', () => {
    const races = [
      item('Heat B', 'heat', 'at 10:31am'),
      item('Heat X', 'heat'),
      item('Heat A', 'heat', 'at 10:00am'),
    ];
    expect(splitQualifierRounds(races).map((round) => round.map((race) => race.name))).toEqual([
      ['Heat A'],
      ['Heat B', 'Heat X'],
    ]);
    expect(splitQualifierRounds([item('Heat X', 'heat')])).toHaveLength(1);
    expect(splitQualifierRounds([])).toEqual([]);
  });
});

describe('groupRaces', () => {
  it('orders the groups, numbers qualifier rounds from 1 and tags the groups', () => {
    const groups = groupRaces([
      item('Open Practice', 'practice'),
      item('Heat 2', 'heat', 'at 2:00pm'),
      item('Heat 1', 'heat', 'at 10:00am'),
      item('Buggy B-Main', 'final'),
      item('Buggy A-Main', 'final'),
      item('Entry List', 'section'),
      item('Stock Buggy'),
    ]);
    expect(groups.map((group) => [group.title, group.tag, group.races.map((race) => race.name)])).toEqual([
      ['Championship', 'Championship Finals', ['Buggy A-Main']],
      ['Semifinals', null, ['Buggy B-Main']],
      ['Qualifier Round 1', 'Race Organization', ['Heat 1']],
      ['Qualifier Round 2', 'Race Organization', ['Heat 2']],
      ['Practice', null, ['Open Practice']],
      ['Sections', 'Results & Rankings', ['Entry List']],
    ]);
  });
  it('gives no groups for no races', () => {
    expect(groupRaces([])).toEqual([]);
  });
});

describe('race tags and actions', () => {
  it('tags finals, sections and other races', () => {
    expect(raceTag(item('A-Main', 'final'))).toBe('Final Race');
    expect(raceTag(item('Entry List', 'section'))).toBe('Results Section');
    expect(raceTag(item('Heat 1', 'heat'))).toBe('Racing Session');
  });
  it("shows 'Completed: {time}' only for a present time, not 'N/A', without 'AM'", () => {
    expect(completedLabel('Mar 8, 2026 at 5:30pm')).toBe('Completed: Mar 8, 2026 at 5:30pm');
    expect(completedLabel(null)).toBeNull();
    expect(completedLabel('N/A')).toBeNull();
    expect(completedLabel('at 9:30 AM')).toBeNull();
  });
  it("offers 'View Results' for heats and finals/A-Main/B-Main with a raceId", () => {
    expect(canViewResults(item('Heat 1', 'heat'))).toBe(true);
    expect(canViewResults(item('Finale', 'final'))).toBe(true);
    expect(canViewResults(item('Buggy B-Main'))).toBe(true);
    expect(canViewResults({ ...item('Heat 1', 'heat'), raceId: null })).toBe(false);
    expect(canViewResults(item('Open Practice', 'practice'))).toBe(false);
    expect(canViewResults(item('Entry List', 'section'))).toBe(false);
  });
});
