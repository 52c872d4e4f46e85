import { describe, expect, it } from 'vitest';
import { readNumber } from './number-field';

describe('readNumber', () => {
  it('reads what a racer types into a number for the schema, an empty box as no number', () => {
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber(' 12,5 ')).toBe(12.5);
    expect(readNumber('4')).toBe(4);
    expect(readNumber('')).toBeNull();
    expect(readNumber('  ')).toBeNull();
    expect(readNumber(undefined)).toBeNull();
    expect(readNumber('twelve')).toBeNaN();
  });
});
