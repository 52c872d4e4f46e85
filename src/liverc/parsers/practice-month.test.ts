import { describe, expect, it } from 'vitest';
import { parsePracticeMonth } from './practice-month.ts';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';

const PAGE = 'https://synthetic.liverc.com/practice/?p=calendar&d=2026-02';

describe('parsePracticeMonth on a synthetic page', () => {
  const result = parsePracticeMonth(readFixture('practice-month.html'), PAGE);

  it('reads the month, the month picker and each day with its session count', () => {
    expect(result).toEqual({
      ok: true,
      warnings: ['day row 2: no day link, skipped'],
      data: {
        trackName: 'Synthetic Raceway',
        month: '2026-02',
        monthLabel: 'February 2026',
        availableMonths: [
          { month: '2026-03', label: 'March 2026' },
          { month: '2026-02', label: 'February 2026' },
          { month: '2025-11', label: 'November 2025' },
        ],
        days: [
          {
            date: '2026-02-28',
            label: 'Sat, Feb 28, 2026',
            sessionCount: 1056,
            url: 'https://synthetic.liverc.com/practice/?p=session_list&d=2026-02-28',
          },
          {
            date: '2026-02-03',
            label: 'Tue, Feb 3, 2026',
            sessionCount: 2,
            url: 'https://synthetic.liverc.com/practice/?p=session_list&d=2026-02-03',
          },
        ],
      },
    });
  });

  it('falls back to the heading for the month when no option is selected', () => {
    const html = readFixture('practice-month.html').replace(' selected="selected"', '');
    expect(expectOk(parsePracticeMonth(html, PAGE)).month).toBe('2026-02');
  });

  it.each([
    ['an empty string', ''],
    ['a practice day', readFixture('practice-day.html')],
  ])('refuses %s', (_, html) => {
    expect(parsePracticeMonth(html, PAGE)).toMatchObject({ ok: false, error: 'not a practice month page' });
  });
});

describeRealPages('parsePracticeMonth on the real October 2025 month', () => {
  const result = parsePracticeMonth(
    readRealPage('practice-month_canberraoffroad_2025-10.html'),
    'https://canberraoffroad.liverc.com/practice/?p=calendar&d=2025-10',
  );
  const data = expectOk(result);

  it('reads the month, its 3 days and the 88 months on offer', () => {
    expect(result.warnings).toEqual([]);
    expect(data).toMatchObject({
      trackName: 'Canberra Off Road Model Car Club',
      month: '2025-10',
      monthLabel: 'October 2025',
    });
    expect(data.days.map((day) => [day.date, day.label, day.sessionCount])).toEqual([
      ['2025-10-25', 'Sat, Oct 25, 2025', 56],
      ['2025-10-12', 'Sun, Oct 12, 2025', 2],
      ['2025-10-11', 'Sat, Oct 11, 2025', 13],
    ]);
    expect(data.days[0]?.url).toBe(
      'https://canberraoffroad.liverc.com/practice/?p=session_list&d=2025-10-25',
    );
    expect(data.availableMonths).toHaveLength(88);
    expect(data.availableMonths[0]).toEqual({ month: '2026-01', label: 'January 2026' });
    expect(data.availableMonths.at(-1)).toEqual({ month: '2017-09', label: 'September 2017' });
  });
});
