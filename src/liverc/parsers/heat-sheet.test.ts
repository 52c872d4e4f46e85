import { describe, expect, it } from 'vitest';
import { parseHeatSheet } from './heat-sheet.ts';
import { expectOk, readFixture } from './testing/pages.ts';

const URL = 'https://synthetic.liverc.com/results/?p=view_heat_sheet&id=880002';

describe('parseHeatSheet on a synthetic page', () => {
  const result = parseHeatSheet(readFixture('heat-sheet.html'), URL);
  const sheet = expectOk(result);

  it('reads the round and every race in running order with its status', () => {
    expect(sheet).toMatchObject({
      trackName: 'Synthetic Raceway',
      eventName: 'Spring Shootout & Swap Meet',
      round: 'Qualifier Round 2',
    });
    expect(sheet.races.map((race) => [race.raceNumber, race.name, race.status])).toEqual([
      [4, '1/10 Stock Buggy (Heat 1/2)', 'complete'],
      [5, '1/10 Stock Buggy (Heat 2/2)', 'not-started'],
    ]);
  });

  it('links a complete race to its result', () => {
    expect(sheet.races[0]).toMatchObject({
      resultUrl: 'https://synthetic.liverc.com/results/?p=view_race_result&id=7000004',
      resultRaceId: 7000004,
    });
    expect(sheet.races[1]).toMatchObject({ resultUrl: null, statusText: 'Status: Not Started' });
  });

  it('reads each grid slot with its car number and driver, skipping a row that is not one', () => {
    expect(sheet.races[0]?.entries).toEqual([
      { gridSlot: 1, carNumber: '7', driver: "SAM O'BRIEN" },
      { gridSlot: 2, carNumber: '3', driver: 'LEE & SONS' },
    ]);
    expect(sheet.races[1]?.entries.map((entry) => entry.driver)).toEqual([
      'MAYA PATEL',
      'Jordan Reyes',
      'OWEN BRADSHAW',
    ]);
    expect(result.warnings).toEqual([
      "1/10 Stock Buggy (Heat 2/2): unreadable grid row 'TBD a row that is not a grid slot', skipped",
    ]);
  });

  it('says when a page is not a heat sheet', () => {
    expect(parseHeatSheet('<html><body><table><tr><td>1</td></tr></table></body></html>', URL)).toMatchObject(
      {
        ok: false,
        error: 'not a heat sheet page',
      },
    );
  });
});
