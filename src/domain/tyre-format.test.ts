// Unit tests of the tyre inventory's texts: dates, names, counts (money and temperatures: units.test.ts).
import { describe, expect, it } from 'vitest';
import { formatDate, lapsText, localIsoDate, setsText, tyreTypeName } from './tyre-format.ts';

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
