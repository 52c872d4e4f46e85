import { describe, expect, it } from 'vitest';
import { parseEventsList } from './events-list.ts';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';

const PAGE = 'https://synthetic.liverc.com/events/';

describe('parseEventsList on a synthetic page', () => {
  const result = parseEventsList(readFixture('events-list.html'), PAGE);
  const data = expectOk(result);

  it('reads every event with ISO dates, counts and absolute links', () => {
    expect(data.trackName).toBe('Synthetic Raceway');
    expect(data.events).toEqual([
      {
        eventId: 500003,
        title: 'Spring Shootout & Swap Meet',
        url: 'https://synthetic.liverc.com/results/?p=view_event&id=500003',
        date: '2026-03-07',
        endDate: '2026-03-08',
        dateText: 'Mar 7, 2026 to Mar 8, 2026',
        startsAt: '2026-03-07 08:30:00',
        entries: 1204,
        drivers: 87,
      },
      {
        eventId: 500002,
        title: 'Club Day #2',
        url: 'https://synthetic.liverc.com/results/?id=500002&p=view%5Fevent',
        date: '2026-01-18',
        endDate: null,
        dateText: 'Jan 18, 2026',
        startsAt: '2026-01-18 00:00:00',
        entries: 24,
        drivers: 20,
      },
      {
        eventId: 500001,
        title: 'T',
        url: 'https://synthetic.liverc.com/results/?p=view_event&id=500001',
        date: '2025-12-31',
        endDate: null,
        dateText: 'Dec 31, 2025',
        startsAt: '2025-12-31 00:00:00',
        entries: 0,
        drivers: 0,
      },
    ]);
  });

  it('skips a row without an event link, with a warning, and ignores commented-out rows', () => {
    expect(result.warnings).toEqual(['row 3: no event link, title or date, skipped']);
    expect(data.events.map((event) => event.eventId)).not.toContain(499999);
  });

  it('keeps an empty track as an empty list, not an error', () => {
    const empty = readFixture('events-list.html').replace(/<tbody>[\s\S]*<\/tbody>/, '<tbody></tbody>');
    expect(parseEventsList(empty, PAGE)).toEqual({
      ok: true,
      data: { trackName: 'Synthetic Raceway', events: [] },
      warnings: [],
    });
  });

  it.each([
    ['an empty string', ''],
    ['a race result page', readFixture('race-result.html')],
  ])('refuses %s', (_, html) => {
    expect(parseEventsList(html, PAGE)).toMatchObject({ ok: false, error: 'not an events list page' });
  });
});

describeRealPages('parseEventsList on the real Canberra events list', () => {
  const result = parseEventsList(
    readRealPage('events-list_canberraoffroad.html'),
    'https://canberraoffroad.liverc.com/events/',
  );
  const data = expectOk(result);

  it('reads all 100 events, 14 of them multi-day', () => {
    expect(result.warnings).toEqual([]);
    expect(data.trackName).toBe('Canberra Off Road Model Car Club');
    expect(data.events).toHaveLength(100);
    expect(data.events.filter((event) => event.endDate !== null)).toHaveLength(14);
  });

  it('reads the newest event, a multi-day event, the junk event and the oldest exactly', () => {
    expect(data.events[0]).toEqual({
      eventId: 486677,
      title: 'Cormcc 2025 Rudi Wensing Memorial, Clay Cup',
      url: 'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677',
      date: '2025-11-16',
      endDate: null,
      dateText: 'Nov 16, 2025',
      startsAt: '2025-11-16 08:30:00',
      entries: 71,
      drivers: 60,
    });
    expect(data.events[9]).toEqual({
      eventId: 467750,
      title: 'Raw Speed 2025 Round 1',
      url: 'https://canberraoffroad.liverc.com/results/?p=view_event&id=467750',
      date: '2025-05-03',
      endDate: '2025-05-04',
      dateText: 'May 3, 2025 to May 4, 2025',
      startsAt: '2025-05-03 09:00:00',
      entries: 50,
      drivers: 48,
    });
    expect(data.events[6]).toMatchObject({
      eventId: 474381,
      title: 'T',
      date: '2025-07-06',
      entries: 0,
      drivers: 0,
    });
    expect(data.events[99]).toMatchObject({
      eventId: 265957,
      title: 'Winter Series Round 6',
      date: '2017-09-10',
      entries: 12,
      drivers: 12,
    });
  });
});
