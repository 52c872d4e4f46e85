import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_UNITS } from '../../domain/units';
import {
  formatAsOf,
  formatDate,
  formatDateRange,
  formatDayAndTime,
  formatMoney,
  formatPercent,
  formatRaceTime,
  formatStopwatchTime,
  formatTimeOfDay,
} from './format';
import { setRacerUnits } from './units';

describe('formatRaceTime', () => {
  it('writes seconds as mm:ss.sss, and h:mm:ss.sss past an hour', () => {
    expect(formatRaceTime(38.061)).toBe('00:38.061');
    expect(formatRaceTime(304.123)).toBe('05:04.123');
    expect(formatRaceTime(60)).toBe('01:00.000');
    expect(formatRaceTime(3723.456)).toBe('1:02:03.456');
  });

  it('rounds to the millisecond without carrying into a 1000th', () => {
    expect(formatRaceTime(59.9996)).toBe('01:00.000');
    expect(formatRaceTime(0.1 + 0.2)).toBe('00:00.300');
  });

  it('writes a dash for a time it does not have', () => {
    expect(formatRaceTime(null)).toBe('-');
    expect(formatRaceTime(undefined)).toBe('-');
    expect(formatRaceTime(Number.NaN)).toBe('-');
    expect(formatRaceTime(-1)).toBe('-');
  });
});

describe('formatStopwatchTime', () => {
  it('shows mm:ss.cc, and h:mm:ss.cc past an hour', () => {
    expect(formatStopwatchTime(0)).toBe('00:00.00');
    expect(formatStopwatchTime(61_005)).toBe('01:01.00');
    expect(formatStopwatchTime(3_600_000 + 62_340)).toBe('1:01:02.34');
  });

  it('cuts hundredths instead of rounding them, as a stopwatch does', () => {
    expect(formatStopwatchTime(38_179)).toBe('00:38.17');
    expect(formatStopwatchTime(59_999)).toBe('00:59.99');
  });
});

describe('formatTimeOfDay', () => {
  const afternoon = new Date(2026, 10, 22, 14, 5, 9);
  it("follows the phone's way of writing times", () => {
    expect(formatTimeOfDay(afternoon, 'en-GB')).toBe('14:05:09');
    expect(formatTimeOfDay(afternoon.getTime(), 'en-US')).toMatch(/^2:05:09\sPM$/);
  });

  it('reads the ISO text the server sends, and writes a dash for anything else', () => {
    expect(formatTimeOfDay(afternoon.toISOString(), 'en-GB')).toBe('14:05:09');
    expect(formatTimeOfDay('not a time', 'en-GB')).toBe('-');
  });
});

describe('formatDate', () => {
  it('writes dates day first, as British racers do', () => {
    expect(formatDate(new Date(2026, 10, 2, 9, 0))).toBe('02/11/2026');
    expect(formatDate('2027-01-31T12:00:00')).toBe('31/01/2027');
    expect(formatDate('soon')).toBe('-');
    expect(formatDate(null)).toBe('-');
  });

  it('writes a calendar day as that day, in every time zone', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2027-01-01')).toBe('01/01/2027');
  });
});

describe('formatDateRange', () => {
  it("writes an event's first and last day, or one day", () => {
    expect(formatDateRange('2025-11-15', '2025-11-16')).toBe('15/11/2025 – 16/11/2025');
    expect(formatDateRange('2025-11-16', null)).toBe('16/11/2025');
    expect(formatDateRange('2025-11-16', '2025-11-16')).toBe('16/11/2025');
  });
});

describe('formatDayAndTime', () => {
  it("writes LiveRC's day and 24-hour time as the phone writes times", () => {
    expect(formatDayAndTime({ date: '2025-11-16', time: '17:30' }, 'en-GB')).toBe('16/11/2025 17:30');
    expect(formatDayAndTime({ date: '2025-11-16', time: '17:30' }, 'en-US')).toMatch(
      /^16\/11\/2025 5:30\sPM$/,
    );
    expect(formatDayAndTime({ date: '2026-03-08', time: null })).toBe('08/03/2026');
  });
});

describe('formatAsOf', () => {
  it('says the time alone for a copy read today, and the day before it for an older one', () => {
    const read = new Date(2026, 10, 27, 14, 2).getTime();
    expect(formatAsOf(read, new Date(2026, 10, 27, 18, 40).getTime(), 'en-GB')).toBe('14:02');
    expect(formatAsOf(read, new Date(2026, 10, 28, 8, 0).getTime(), 'en-GB')).toBe('27/11/2026 14:02');
  });
});

describe('formatMoney', () => {
  afterEach(() => setRacerUnits(DEFAULT_UNITS));

  it("writes an amount in its currency, the racer's when it has none", () => {
    expect(formatMoney(12.5)).toBe('£12.50');
    expect(formatMoney(1240)).toBe('£1,240.00');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
    setRacerUnits({ ...DEFAULT_UNITS, currency: 'USD' });
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(12.5, 'GBP')).toBe('£12.50');
  });

  it("writes dates in the racer's order: dd/mm/yyyy, or the phone's own", () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    setRacerUnits({ ...DEFAULT_UNITS, dateOrder: 'phone' });
    // The runtime's own order (an American 'phone' writes 11/22/2026), whatever the runtime is.
    const phone = new Intl.DateTimeFormat(undefined, { day: '2-digit', month: '2-digit', year: 'numeric' });
    const day = (d: number) => phone.format(new Date(2026, 10, d));
    expect(formatDate('2026-11-22')).toBe(day(22));
    expect(formatDateRange('2026-11-21', '2026-11-22')).toBe(`${day(21)} – ${day(22)}`);
  });
});

describe('formatPercent', () => {
  it('writes a percentage with two decimals unless told otherwise', () => {
    expect(formatPercent(95.3)).toBe('95.30%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(87.456, 1)).toBe('87.5%');
    expect(formatPercent(undefined)).toBe('-');
  });
});
