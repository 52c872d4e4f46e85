// Unit tests of the detail panel's race grouping rules.
import { describe, expect, it } from 'vitest';
import type { RaceListItem } from './liverc.ts';
import {
  canViewResults,
  clockMinutes,
  completedLabel,
  groupRaces,
  LINEUPS_HEADING,
  RANKINGS_HEADING,
  raceGroupKind,
  raceTag,
  sectionItems,
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
  completedAt: null,
  raceId: 1,
  url: null,
  round: null,
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
      completedAt: { raw: 'Mar 8, 2026 at 12:05pm', date: '2026-03-08', time: '12:05' },
      raceId: 7,
      url: base.url,
      round: null,
    });
  });
});

describe('raceGroupKind', () => {
  it('championship: only A-Mains and championships', () => {
    expect(raceGroupKind(item('Buggy A-Main', 'final'))).toBe('championship');
    expect(raceGroupKind(item('Buggy A2-Main'))).toBe('championship');
    expect(raceGroupKind(item('Club Championship'))).toBe('championship');
  });
  it('semifinals: B-Main or C-Main, even when marked final', () => {
    expect(raceGroupKind(item('Buggy B-Main', 'final'))).toBe('semifinals');
    expect(raceGroupKind(item('Truggy C3-Main'))).toBe('semifinals');
  });
  it('lower mains: a D-Main and below, and any other main or final', () => {
    expect(raceGroupKind(item('1/8 Nitro Buggy D-Main', 'final'))).toBe('lower-mains');
    expect(raceGroupKind(item('Truggy E-Main'))).toBe('lower-mains');
    expect(raceGroupKind(item('Buggy Finale', 'final'))).toBe('lower-mains');
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
  it('lineups and entry lists apart from results and rankings', () => {
    expect(raceGroupKind(item('Entry List'))).toBe('organization');
    expect(raceGroupKind({ ...item('Qualifier Round 3', 'section'), round: LINEUPS_HEADING })).toBe(
      'organization',
    );
    expect(raceGroupKind(item('Final Results'))).toBe('rankings');
    expect(raceGroupKind({ ...item('Results (1 of 3)', 'section'), round: RANKINGS_HEADING })).toBe(
      'rankings',
    );
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
  it('orders the groups, numbers unheaded qualifier rounds from 1 by the 30-minute rule and tags the groups', () => {
    const groups = groupRaces([
      item('Open Practice', 'practice'),
      item('Heat 2', 'heat', 'at 2:00pm'),
      item('Heat 1', 'heat', 'at 10:00am'),
      item('Buggy D-Main', 'final'),
      item('Buggy B-Main', 'final'),
      item('Buggy A-Main', 'final'),
      item('Entry List', 'section'),
      item('Final Results', 'section'),
      item('Stock Buggy'),
    ]);
    expect(groups.map((group) => [group.title, group.tag, group.races.map((race) => race.name)])).toEqual([
      ['Championship', 'Championship Finals', ['Buggy A-Main']],
      ['Semifinals', null, ['Buggy B-Main']],
      ['Lower Mains', null, ['Buggy D-Main']],
      ['Qualifier Round 1', null, ['Heat 1']],
      ['Qualifier Round 2', null, ['Heat 2']],
      ['Practice', null, ['Open Practice']],
      ['Race Lineups & Entry List', 'Race Organization', ['Entry List']],
      ['Overall Results & Rankings', 'Results & Rankings', ['Final Results']],
    ]);
  });

  it("uses LiveRC's own round headings for heats that have them, however close together they ran", () => {
    // The Canberra event: three rounds of six heats, 10 to 15 minutes apart all morning.
    const heat = (round: number, time: string) => ({
      ...item(`Buggy (Heat ${round})`, 'heat', `Nov 16, 2025 at ${time}`),
      round: `Qualifier Round ${round}`,
    });
    const groups = groupRaces([
      heat(3, '11:58am'),
      heat(3, '10:55am'),
      heat(2, '10:43am'),
      heat(2, '9:39am'),
      heat(1, '9:26am'),
      heat(1, '8:22am'),
      item('Late heat', 'heat', 'Nov 16, 2025 at 3:00pm'),
    ]);
    expect(groups.map((group) => [group.title, group.races.length])).toEqual([
      ['Qualifier Round 1', 2],
      ['Qualifier Round 2', 2],
      ['Qualifier Round 3', 2],
      ['Qualifier Round 4', 1],
    ]);
  });
  it('gives no groups for no races', () => {
    expect(groupRaces([])).toEqual([]);
  });
});

describe('sectionItems', () => {
  it("lists the event's lineups and entry list, then its results and rankings, under LiveRC's headings", () => {
    const link = (name: string, id: number) => ({ name, url: `https://t.liverc.com/?id=${id}`, id });
    const items = sectionItems({
      entryListUrl: 'https://t.liverc.com/?entry',
      heatSheets: [link('Qualifier Round 1', 1)],
      finalResultsUrl: 'https://t.liverc.com/?final',
      pointsTables: [link('Results (1 of 3)', 2)],
      roundRankings: [link('Qualifier Round 1 Rankings', 3)],
      multiMainResults: [],
    });
    expect(items.map((entry) => [entry.name, entry.status, entry.round])).toEqual([
      ['Entry List', 'section', LINEUPS_HEADING],
      ['Qualifier Round 1 Lineups', 'section', LINEUPS_HEADING],
      ['Final Results', 'section', RANKINGS_HEADING],
      ['Results (1 of 3)', 'section', RANKINGS_HEADING],
      ['Qualifier Round 1 Rankings', 'section', RANKINGS_HEADING],
    ]);
    expect(groupRaces(items).map((group) => [group.title, group.races.length])).toEqual([
      [LINEUPS_HEADING, 2],
      [RANKINGS_HEADING, 3],
    ]);
  });
});

describe('race tags and actions', () => {
  it('tags finals, sections and other races', () => {
    expect(raceTag(item('A-Main', 'final'))).toBe('Final Race');
    expect(raceTag(item('Entry List', 'section'))).toBe('Results Section');
    expect(raceTag(item('Heat 1', 'heat'))).toBe('Racing Session');
  });
  it("shows 'Completed: {time}' only for a present time, not 'N/A', without 'AM'", () => {
    const at = { raw: 'Mar 8, 2026 at 5:30pm', date: '2026-03-08', time: '17:30' };
    const write = (when: { date: string; time: string | null }) => `${when.date} ${when.time}`;
    expect(completedLabel({ time: at.raw, completedAt: at }, write)).toBe('Completed: 2026-03-08 17:30');
    expect(completedLabel({ time: null, completedAt: null }, write)).toBeNull();
    expect(completedLabel({ time: 'N/A', completedAt: at }, write)).toBeNull();
    expect(completedLabel({ time: 'at 9:30 AM', completedAt: at }, write)).toBeNull();
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
