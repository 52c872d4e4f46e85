import { describe, expect, it } from 'vitest';
import { driverNameKey, isMyTimingName, isSameDriverName } from './driver-names.ts';

describe('the same driver', () => {
  it('matches names that differ only in case and spaces', () => {
    expect(driverNameKey('  Jack \t MORRISON ')).toBe('jack morrison');
    expect(isSameDriverName('Jack Morrison', ' jack  morrison')).toBe(true);
  });

  it('tells different drivers apart, and matches nobody to an empty name', () => {
    expect(isSameDriverName('Jack Morrison', 'Jack Morris')).toBe(false);
    expect(isSameDriverName('JackMorrison', 'Jack Morrison')).toBe(false);
    expect(isSameDriverName('', '')).toBe(false);
    expect(isSameDriverName('  ', ' ')).toBe(false);
    expect(isSameDriverName(null, 'Jack Morrison')).toBe(false);
  });
});

describe('isMyTimingName', () => {
  it('matches a name in any case and spacing', () => {
    expect(isMyTimingName('SAM  OBRIEN', 'Sam Obrien')).toBe(true);
  });

  it("matches LiveRC's 'LAST, FIRST' form", () => {
    expect(isMyTimingName('HEBERT, GUILLAUME', 'Guillaume Hebert')).toBe(true);
  });

  it('matches nobody without a name set, and not a different driver', () => {
    expect(isMyTimingName('SAM OBRIEN', null)).toBe(false);
    expect(isMyTimingName('SAM OBRIEN', '  ')).toBe(false);
    expect(isMyTimingName('SAM OBRIENS', 'Sam Obrien')).toBe(false);
  });
});
