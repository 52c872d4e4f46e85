import { describe, expect, it } from 'vitest';
import { parseEntryList } from './entry-list.ts';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';

const PAGE = 'https://synthetic.liverc.com/results/?p=view_entry_list&id=500003';

describe('parseEntryList on a synthetic page', () => {
  const result = parseEntryList(readFixture('entry-list.html'), PAGE);
  const data = expectOk(result);

  it('reads the event header and stats', () => {
    expect(data).toMatchObject({
      eventId: 500003,
      trackName: 'Synthetic Raceway',
      eventName: 'Spring Shootout & Swap Meet',
      date: { start: '2026-03-07', end: '2026-03-08' },
      entries: 5,
      drivers: 4,
    });
  });

  it('reads a class in the current markup: hidden sort name kept apart from the shown name', () => {
    expect(data.classes[0]).toEqual({
      name: '40+ Stock Buggy',
      classId: 1234,
      entryCount: 3,
      entries: [
        {
          number: '1',
          name: "SAM O'BRIEN",
          sortName: "O'BRIEN, SAM",
          className: '40+ Stock Buggy',
          transponder: '1234567',
          carNumber: null,
          vehicle: null,
          sponsor: null,
        },
        {
          number: '3',
          name: 'PAT QUICK',
          sortName: 'QUICK, PAT',
          className: '40+ Stock Buggy',
          transponder: null,
          carNumber: null,
          vehicle: null,
          sponsor: null,
        },
      ],
    });
  });

  it('skips a row without a driver, with a warning', () => {
    expect(result.warnings).toEqual(['40+ Stock Buggy row 2: no driver, skipped']);
  });

  it('reads the older markup (class and count in one header, LAST, FIRST<br>FIRST LAST) with car and sponsor', () => {
    expect(data.classes[1]).toEqual({
      name: 'Mod Truck',
      classId: 77,
      entryCount: 2,
      entries: [
        {
          number: '1',
          name: 'DANA LEE',
          sortName: 'LEE, DANA',
          className: 'Mod Truck',
          transponder: null,
          carNumber: '12',
          vehicle: null,
          sponsor: 'Lee & Sons Hobbies',
        },
        {
          number: '2',
          name: 'PAT QUICK',
          sortName: null,
          className: 'Mod Truck',
          transponder: null,
          carNumber: '7',
          vehicle: null,
          sponsor: null,
        },
      ],
    });
  });

  it.each([
    ['an empty string', ''],
    ['an event page', readFixture('event.html')],
    ['a race result page', readFixture('race-result.html')],
  ])('refuses %s', (_, html) => {
    expect(parseEntryList(html, PAGE)).toMatchObject({ ok: false, error: 'not an entry list page' });
  });
});

describeRealPages('parseEntryList on the real Silver State entry list', () => {
  const result = parseEntryList(
    readRealPage('entry-list_silver-state.html'),
    'https://silverstate.liverc.com/results/?p=view_entry_list&id=1',
  );
  const data = expectOk(result);
  const entries = data.classes.flatMap((entryClass) => entryClass.entries);

  it('reads 18 classes, 724 entries and 263 distinct drivers, each with a transponder', () => {
    expect(result.warnings).toEqual([]);
    expect(data).toMatchObject({
      trackName: 'Silver State',
      eventName: 'The Dirt Racing Presents The 2025 Silver State',
      date: { raw: 'Apr 23, 2025 to Apr 27, 2025', start: '2025-04-23', end: '2025-04-27' },
      entries: 724,
      drivers: 263,
      totalLaps: 42651,
    });
    expect(data.classes).toHaveLength(18);
    expect(entries).toHaveLength(724);
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(263);
    expect(entries.filter((entry) => entry.transponder === null)).toEqual([]);
    // One transponder is written with a suffix; it is kept exactly as shown.
    expect(
      entries.filter((entry) => !/^\d+$/.test(entry.transponder ?? '')).map((entry) => entry.transponder),
    ).toEqual(['2222363/2']);
    expect(data.classes.every((entryClass) => entryClass.entries.length === entryClass.entryCount)).toBe(
      true,
    );
  });

  it('reads class names, ids and counts in page order', () => {
    expect(
      data.classes
        .slice(0, 3)
        .map((entryClass) => [entryClass.name, entryClass.classId, entryClass.entryCount]),
    ).toEqual([
      ['40+ Electric Buggy', 14341, 30],
      ['50+ Electric Buggy', 53115, 31],
      ['Spt. Electric Buggy', 1475, 59],
    ]);
    expect(data.classes.at(-1)).toMatchObject({ name: 'Pro Nitro Buggy', classId: 1481, entryCount: 41 });
  });

  it('reads specific entries exactly', () => {
    expect(data.classes[0]?.entries[0]).toEqual({
      number: '1',
      name: 'RICHARD BRATTON',
      sortName: 'BRATTON, RICHARD',
      className: '40+ Electric Buggy',
      transponder: '3326002',
      carNumber: null,
      vehicle: null,
      sponsor: null,
    });
    expect(data.classes[0]?.entries[9]).toMatchObject({
      number: '10',
      name: 'BIG MIKE GRAVES',
      sortName: 'GRAVES, BIG MIKE',
      transponder: '2789355',
    });
  });
});
