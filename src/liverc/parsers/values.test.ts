import { describe, expect, it } from 'vitest';
import {
  findDates,
  parseBehind,
  parseClock,
  parseCount,
  parseDateRange,
  parseLapsTime,
  parseLapTime,
  parseLocalDateTime,
  parseMeasured,
  parseMonthLabel,
  parseStamp,
} from './values.ts';

describe('parseLapTime', () => {
  it.each([
    ['38.17', 38.17],
    ['146.309', 146.309],
    ['1:02.345', 62.345],
    ['1:51.828', 111.828],
    ['30:31.382', 1831.382],
    ['1:00:12.345', 3612.345],
    ['28:49', 1729],
    ['30', 30],
    ['0.000', 0],
    ['9999:59.999999', 599999.999999],
    ['1234567890', 1234567890],
  ])('reads %s as %d seconds, exactly', (raw, seconds) => {
    expect(parseLapTime(raw)).toEqual({ raw, seconds });
  });

  it('keeps the raw text as written, trimmed', () => {
    expect(parseLapTime(' 1:02.345 ')).toEqual({ raw: '1:02.345', seconds: 62.345 });
  });

  it.each([
    '',
    '1:2.345',
    '1:60.000',
    '1:02:03:04',
    'abc',
    '1.2.3',
    '-1.5',
    '12.',
    '1:02.3456789',
    '12345:00.0',
    ':05.1',
    '.5',
  ])('refuses %j', (raw) => {
    expect(parseLapTime(raw)).toBeNull();
  });
});

describe('parseLapsTime', () => {
  it('reads laps/time, minutes omitted under a minute, and a bare 0 for a non-starter', () => {
    expect(parseLapsTime('47/30:31.382')).toEqual({
      raw: '47/30:31.382',
      laps: 47,
      time: { raw: '30:31.382', seconds: 1831.382 },
    });
    expect(parseLapsTime('1/56.135')).toEqual({
      raw: '1/56.135',
      laps: 1,
      time: { raw: '56.135', seconds: 56.135 },
    });
    expect(parseLapsTime('0')).toEqual({ raw: '0', laps: 0, time: null });
    expect(parseLapsTime('0/0.000')).toEqual({ raw: '0/0.000', laps: 0, time: { raw: '0.000', seconds: 0 } });
    expect(parseLapsTime('DNS')).toBeNull();
    expect(parseLapsTime('5/x')).toBeNull();
  });
});

describe('parseBehind', () => {
  it('reads seconds, a seconds suffix and lap gaps', () => {
    expect(parseBehind('12.052')).toEqual({ raw: '12.052', seconds: 12.052, laps: null });
    expect(parseBehind('12.052s')).toEqual({ raw: '12.052s', seconds: 12.052, laps: null });
    expect(parseBehind('0.000')).toEqual({ raw: '0.000', seconds: 0, laps: null });
    expect(parseBehind('1 Lap')).toEqual({ raw: '1 Lap', seconds: null, laps: 1 });
    expect(parseBehind('22 Laps')).toEqual({ raw: '22 Laps', seconds: null, laps: 22 });
    expect(parseBehind('')).toBeNull();
    expect(parseBehind('soon')).toBeNull();
  });
});

describe('numbers', () => {
  it('reads comma-grouped counts and refuses anything else', () => {
    expect(parseCount('6,753,663')).toBe(6753663);
    expect(parseCount('4,129')).toBe(4129);
    expect(parseCount('0')).toBe(0);
    expect(parseCount('N/A')).toBeNull();
    expect(parseCount('1,23')).toBeNull();
    expect(parseCount('12a')).toBeNull();
  });

  it('reads measured values with the raw text', () => {
    expect(parseMeasured('2.80')).toEqual({ raw: '2.80', value: 2.8 });
    expect(parseMeasured('92.82%')).toEqual({ raw: '92.82%', value: 92.82 });
    expect(parseMeasured('')).toBeNull();
  });
});

describe('dates and times', () => {
  it('finds LiveRC date forms as ISO dates', () => {
    expect(findDates('Nov 16, 2025')).toEqual(['2025-11-16']);
    expect(findDates('October 25, 2025 (Saturday)')).toEqual(['2025-10-25']);
    expect(findDates('Sat, Oct 25, 2025')).toEqual(['2025-10-25']);
    expect(findDates('Sept 1, 2025')).toEqual(['2025-09-01']);
    expect(findDates('Feb 30, 2025')).toEqual([]);
    expect(findDates('Novelty 3, 2025')).toEqual([]);
  });

  it('reads single dates and ranges', () => {
    expect(parseDateRange('Apr 1, 2026 to Apr 6, 2026')).toEqual({
      raw: 'Apr 1, 2026 to Apr 6, 2026',
      start: '2026-04-01',
      end: '2026-04-06',
    });
    expect(parseDateRange('May 3, 2025 to \n May 4, 2025')?.raw).toBe('May 3, 2025 to May 4, 2025');
    expect(parseDateRange('Nov 16, 2025')).toEqual({ raw: 'Nov 16, 2025', start: '2025-11-16', end: null });
    expect(parseDateRange('TBA')).toBeNull();
  });

  it('reads 12-hour clock times as 24-hour local times', () => {
    expect(parseClock('5:30pm')).toBe('17:30');
    expect(parseClock('12:05pm')).toBe('12:05');
    expect(parseClock('12:00am')).toBe('00:00');
    expect(parseClock('2:43:27pm')).toBe('14:43:27');
    expect(parseClock('13:00pm')).toBeNull();
    expect(parseLocalDateTime('Nov 16, 2025 at 9:02am')).toEqual({
      raw: 'Nov 16, 2025 at 9:02am',
      date: '2025-11-16',
      time: '09:02',
    });
  });

  it('reads month labels', () => {
    expect(parseMonthLabel('October 2025')).toBe('2025-10');
    expect(parseMonthLabel('December 2017')).toBe('2017-12');
    expect(parseMonthLabel('Sept 2017')).toBe('2017-09');
    expect(parseMonthLabel('Octember 2025')).toBeNull();
    expect(parseMonthLabel('2025-10')).toBeNull();
  });

  it('checks the shape of hidden sort stamps', () => {
    expect(parseStamp('2025-11-16 08:30:00')).toBe('2025-11-16 08:30:00');
    expect(parseStamp('yesterday')).toBeNull();
  });
});

describe('findDates and the length of each month', () => {
  it('accepts exactly the days Date.UTC gives each month, leap years and years 0000-0099 included', () => {
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    for (const year of ['0000', '0004', '0100', '1900', '2000', '2023', '2024', '2100', '2400', '9999'])
      names.forEach((name, index) => {
        const month = index + 1;
        const last = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
        for (let day = 0; day <= 31; day += 1) {
          const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(findDates(`${name} ${day}, ${year}`), iso).toEqual(day >= 1 && day <= last ? [iso] : []);
        }
      });
  });
});
