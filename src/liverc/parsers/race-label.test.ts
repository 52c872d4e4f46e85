import { describe, expect, it } from 'vitest';
import { classOf, splitRaceLabel } from './race-label.ts';

describe('classOf', () => {
  it('derives the class only from a recognised main or heat suffix', () => {
    expect(classOf('1/8 Nitro Buggy A-Main')).toBe('1/8 Nitro Buggy');
    expect(classOf('1/8 Electric Buggy A3-Main')).toBe('1/8 Electric Buggy');
    expect(classOf('1/8 Nitro Buggy (Heat 3/3)')).toBe('1/8 Nitro Buggy');
    expect(classOf('EP-T STOCK Heat 2')).toBe('EP-T STOCK');
    expect(classOf('Buggy 1/4 Odd Final')).toBeNull();
  });
});

describe('splitRaceLabel', () => {
  it('splits number, class and the race name from the outer parentheses', () => {
    expect(splitRaceLabel('Race 14: 1/8 Nitro Buggy (1/8 Nitro Buggy A-Main)')).toEqual({
      raceNumber: 14,
      className: '1/8 Nitro Buggy',
      name: '1/8 Nitro Buggy A-Main',
    });
    expect(splitRaceLabel('Race 4: EP-T STOCK Heat 2')).toEqual({
      raceNumber: 4,
      className: 'EP-T STOCK',
      name: 'EP-T STOCK Heat 2',
    });
    expect(splitRaceLabel('Buggy 1/4 Odd Final')).toEqual({
      raceNumber: null,
      className: null,
      name: 'Buggy 1/4 Odd Final',
    });
  });
});
