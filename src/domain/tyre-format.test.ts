// Unit tests of the tyre inventory's texts: money, temperature ranges, dates.
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatPounds,
  lapsText,
  localIsoDate,
  setsText,
  temperatureRangeText,
  tyreTypeName,
} from './tyre-format.ts';

describe('formatPounds', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPounds(115.5)).toBe('£115.50');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(0.1 + 0.2)).toBe('£0.30');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
  });
});

describe('temperatureRangeText', () => {
  it.each([
    [18, 24, '18-24°C'],
    [null, 21, '< 21°C'],
    [27, null, '> 27°C'],
    [null, null, null],
    [0, 0, '0-0°C'],
  ])('%j to %j reads %j', (min, max, text) => {
    expect(temperatureRangeText(min, max)).toBe(text);
  });
});

describe('formatDate', () => {
  it('writes a date day first', () => {
    expect(formatDate('2026-03-08')).toBe('08/03/2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('8 March')).toBeNull();
  });
});

describe('localIsoDate', () => {
  it("gives the racer's own calendar day", () => {
    expect(localIsoDate(new Date(2026, 2, 8, 0, 30))).toBe('2026-03-08');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('tyreTypeName', () => {
  it('names brand, tread pattern and compound', () => {
    expect(tyreTypeName({ brand: 'Pro-Line', treadPattern: 'Blockade', compound: 'M3' })).toBe(
      'Pro-Line Blockade M3',
    );
  });
});

describe('setsText and lapsText', () => {
  it('count in words, one or many, thousands grouped', () => {
    expect([setsText(1), setsText(0), setsText(12)]).toEqual(['1 set', '0 sets', '12 sets']);
    expect([lapsText(1), lapsText(1200)]).toEqual(['1 lap', '1,200 laps']);
  });
});
