import { describe, expect, it } from 'vitest';
import { groupRaces, sectionItems, toRaceListItem } from '../../domain/race-grouping.ts';
import { parseEvent } from './event.ts';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';

const PAGE = 'https://synthetic.liverc.com/results/?p=view_event&id=500003';

describe('parseEvent on a synthetic page', () => {
  const result = parseEvent(readFixture('event.html'), PAGE);
  const data = expectOk(result);

  it('reads the event header and stats card', () => {
    expect(data).toMatchObject({
      eventId: 500003,
      trackName: 'Synthetic Raceway',
      title: 'Spring Shootout & Swap Meet',
      date: { raw: 'Mar 7, 2026 to Mar 8, 2026', start: '2026-03-07', end: '2026-03-08' },
      raceTrack: 'Outdoor Clay',
      entries: 1204,
      drivers: 87,
      totalLaps: 12345,
    });
  });

  it('reads lineup and ranking links, resolving query-only and encoded links', () => {
    expect(data.entryListUrl).toBe('https://synthetic.liverc.com/results/?p=view_entry_list&id=500003');
    expect(data.heatSheets).toEqual([
      {
        name: 'Qualifier Round 1',
        url: 'https://synthetic.liverc.com/results/?p=view_heat_sheet&id=9000002',
        id: 9000002,
      },
      {
        name: 'Main Events',
        url: 'https://synthetic.liverc.com/results/?p=view_heat_sheet&id=9000003',
        id: 9000003,
      },
    ]);
    expect(data.finalResultsUrl).toBe(
      'https://synthetic.liverc.com/results/?p=event%5Foverall%5Franking&id=500003',
    );
    expect(data.pointsTables).toEqual([
      {
        name: 'Qual Points (best 1 of 2)',
        url: 'https://synthetic.liverc.com/results/?p=view_points&id=7000001',
        id: 7000001,
      },
    ]);
    expect(data.roundRankings.map((link) => [link.name, link.id])).toEqual([
      ['Qualifier Round 1 Rankings', 1400001],
    ]);
    expect(data.multiMainResults.map((link) => [link.name, link.id])).toEqual([
      ['1/10 Stock Buggy Triple A-Main Results', 930001],
    ]);
  });

  it('groups races under their round headings with every field', () => {
    expect(data.raceGroups.map((group) => [group.round, group.races.map((race) => race.raceId)])).toEqual([
      ['Main Events', [7000007, 7000006]],
      ['Qualifier Round 1', [7000002, 7000001]],
    ]);
    expect(data.raceGroups[0]?.races[0]).toEqual({
      raceId: 7000007,
      url: 'https://synthetic.liverc.com/results/?p=view_race_result&id=7000007',
      label: 'Race 7: 1/10 Stock Buggy (1/10 Stock Buggy A-Main)',
      raceNumber: 7,
      className: '1/10 Stock Buggy',
      name: '1/10 Stock Buggy A-Main',
      round: 'Main Events',
      completedAt: { raw: 'Mar 8, 2026 at 12:05pm', date: '2026-03-08', time: '12:05' },
    });
  });

  it('reads an encoded, reordered race link, a label without parentheses and a date-only completion', () => {
    expect(data.raceGroups[0]?.races[1]).toEqual({
      raceId: 7000006,
      url: 'https://synthetic.liverc.com/results/?id=7000006&p=view%5Frace%5Fresult',
      label: 'Race 6: EP-T STOCK A3-Main',
      raceNumber: 6,
      className: 'EP-T STOCK',
      name: 'EP-T STOCK A3-Main',
      round: 'Main Events',
      completedAt: { raw: 'Mar 8, 2026', date: '2026-03-08', time: null },
    });
  });

  it('reads heat labels with nested parentheses and midnight as 00:00', () => {
    expect(data.raceGroups[1]?.races[0]).toMatchObject({
      label: 'Race 2: 1/10 Stock Buggy (1/10 Stock Buggy (Heat 2/2))',
      className: '1/10 Stock Buggy',
      name: '1/10 Stock Buggy (Heat 2/2)',
      completedAt: { date: '2026-03-07', time: '00:00' },
    });
  });

  it('skips a race link without an id, with a warning, and ignores commented-out links', () => {
    expect(result.warnings).toEqual([
      "race link 'Race 5: Missing Id (Missing Id A-Main)': no race id, skipped",
    ]);
    expect(JSON.stringify(data)).not.toContain('6000999');
  });

  it.each([
    ['an empty string', ''],
    ['a dashboard', readFixture('track-dashboard.html')],
    ['a race result page', readFixture('race-result.html')],
  ])('refuses %s', (_, html) => {
    expect(parseEvent(html, PAGE)).toMatchObject({ ok: false, error: 'not an event page' });
  });
});

describeRealPages('parseEvent on the real event 486677', () => {
  const result = parseEvent(
    readRealPage('event_486677_canberraoffroad.html'),
    'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677',
  );
  const data = expectOk(result);
  const races = data.raceGroups.flatMap((group) => group.races);

  it('reads the header, stats and links', () => {
    expect(result.warnings).toEqual([]);
    expect(data).toMatchObject({
      eventId: 486677,
      trackName: 'Canberra Off Road Model Car Club',
      title: 'Cormcc 2025 Rudi Wensing Memorial, Clay Cup',
      date: { raw: 'Nov 16, 2025', start: '2025-11-16', end: null },
      raceTrack: 'Offroad',
      entries: 71,
      drivers: 60,
      totalLaps: 4129,
      entryListUrl: 'https://canberraoffroad.liverc.com/results/?p=view_entry_list&id=486677',
      finalResultsUrl: 'https://canberraoffroad.liverc.com/results/?p=event_overall_ranking&id=486677',
    });
    expect(data.heatSheets.map((link) => [link.name, link.id])).toEqual([
      ['Qualifier Round 3', 9811879],
      ['Qualifier Round 2', 9809608],
      ['Qualifier Round 1', 9809607],
      ['Main Events', 9817925],
    ]);
    expect(data.pointsTables.map((link) => [link.name, link.id])).toEqual([['Results (1 of 3)', 7070446]]);
    expect(data.roundRankings.map((link) => link.id)).toEqual([1470838, 1470839, 1471194]);
    expect(data.multiMainResults.map((link) => link.name)).toEqual([
      '1/8 Electric Buggy Triple A-Main Results',
      '1/8 Electric Buggy Triple B-Main Results',
      '1/8 Electric Buggy Triple C-Main Results',
    ]);
  });

  it('reads 32 races in four rounds, newest first', () => {
    expect(data.raceGroups.map((group) => [group.round, group.races.length])).toEqual([
      ['Main Events', 14],
      ['Qualifier Round 3', 6],
      ['Qualifier Round 2', 6],
      ['Qualifier Round 1', 6],
    ]);
    expect(races).toHaveLength(32);
    expect(new Set(races.map((race) => race.raceId)).size).toBe(32);
  });

  it('reads the A-Main, the A3-Main, a heat and the first race exactly', () => {
    expect(races[0]).toEqual({
      raceId: 6304829,
      url: 'https://canberraoffroad.liverc.com/results/?p=view_race_result&id=6304829',
      label: 'Race 14: 1/8 Nitro Buggy (1/8 Nitro Buggy A-Main)',
      raceNumber: 14,
      className: '1/8 Nitro Buggy',
      name: '1/8 Nitro Buggy A-Main',
      round: 'Main Events',
      completedAt: { raw: 'Nov 16, 2025 at 5:30pm', date: '2025-11-16', time: '17:30' },
    });
    expect(races[1]).toMatchObject({ raceId: 6304822, raceNumber: 13, name: '1/8 Electric Buggy A3-Main' });
    expect(races[14]).toMatchObject({
      raceId: 6297913,
      raceNumber: 6,
      className: '1/8 Nitro Buggy',
      name: '1/8 Nitro Buggy (Heat 3/3)',
      round: 'Qualifier Round 3',
      completedAt: { raw: 'Nov 16, 2025 at 11:58am', time: '11:58' },
    });
    expect(races[31]).toMatchObject({
      raceId: 6295537,
      raceNumber: 1,
      className: '1/8 Electric Buggy',
      round: 'Qualifier Round 1',
      completedAt: { time: '08:22' },
    });
  });
});

describeRealPages('the real event 486677 grouped as the track panel shows it', () => {
  const url = 'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677';
  const page = expectOk(parseEvent(readRealPage('event_486677_canberraoffroad.html'), url));
  const races = page.raceGroups.flatMap((group) => group.races).map(toRaceListItem);
  const groups = groupRaces([...races, ...sectionItems(page)]);

  it("puts each round's six heats under LiveRC's own heading, and the D-Main with the lower mains", () => {
    expect(groups.map((group) => [group.title, group.races.length])).toEqual([
      ['Championship', 5],
      ['Semifinals', 8],
      ['Lower Mains', 1],
      ['Qualifier Round 1', 6],
      ['Qualifier Round 2', 6],
      ['Qualifier Round 3', 6],
      ['Race Lineups & Entry List', 5],
      ['Overall Results & Rankings', 8],
    ]);
    expect(groups.find((group) => group.title === 'Lower Mains')?.races[0]?.name).toBe(
      '1/8 Nitro Buggy D-Main',
    );
  });
});
