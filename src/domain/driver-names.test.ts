import { describe, expect, it } from 'vitest';
import {
  driverNameCandidates,
  driverNameKey,
  isCloseDriverName,
  isMyName,
  isMyTimingName,
  isSameDriverName,
} from './driver-names.ts';

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

describe('isMyName', () => {
  it("is any of the racer's names, whatever the case, never without a name", () => {
    expect(isMyName('ARI BAKLA', ['A Bakla', ' Ari Bakla '])).toBe(true);
    expect(isMyName('A Bakla', ['A Bakla', 'Ari Bakla'])).toBe(true);
    expect(isMyName('Ari Balka', ['A Bakla', 'Ari Bakla'])).toBe(false);
    expect(isMyName('', [])).toBe(false);
    expect(isMyName(' ', ['  '])).toBe(false);
  });
});

describe('isMyTimingName', () => {
  it('matches a name in any case and spacing, under any of the names', () => {
    expect(isMyTimingName('SAM  OBRIEN', ['Sam Obrien'])).toBe(true);
    expect(isMyTimingName('A BAKLA', ['Ari Bakla', 'A Bakla'])).toBe(true);
  });

  it("matches LiveRC's 'LAST, FIRST' form", () => {
    expect(isMyTimingName('HEBERT, GUILLAUME', ['Guillaume Hebert'])).toBe(true);
    expect(isMyTimingName('BAKLA, A', ['Ari Bakla', 'A Bakla'])).toBe(true);
  });

  it('matches nobody without a name set, and not a different driver', () => {
    expect(isMyTimingName('SAM OBRIEN', [])).toBe(false);
    expect(isMyTimingName('SAM OBRIEN', ['  '])).toBe(false);
    expect(isMyTimingName('SAM OBRIENS', ['Sam Obrien'])).toBe(false);
  });
});

describe('isCloseDriverName', () => {
  it("takes an initial or short first name with the same surname, as LiveRC's tracks write them", () => {
    expect(isCloseDriverName('A Bakla', 'ARI BAKLA')).toBe(true);
    expect(isCloseDriverName('a. bakla', 'Ari Bakla')).toBe(true);
    expect(isCloseDriverName('A. Bakla', 'A Bakla')).toBe(true);
    expect(isCloseDriverName('KEV LEWIS', 'Kevin Lewis')).toBe(true);
    expect(isCloseDriverName('D Quinton', 'Daniel Quinton')).toBe(true);
  });

  it('takes one letter wrong, missing, added or two swapped', () => {
    expect(isCloseDriverName('Ari Balka', 'ARI BAKLA')).toBe(true);
    expect(isCloseDriverName('Lachlan Bropy', 'LACHLAN BROPHY')).toBe(true);
    expect(isCloseDriverName('Mathew Couper', 'MATTHEW COUPER')).toBe(true);
    expect(isCloseDriverName('Riley Landers', 'RILEY LANDER')).toBe(true);
    expect(isCloseDriverName('Greg Rosandre', 'GREG ROSANDER')).toBe(true);
  });

  it('leaves other drivers, and the same name (the rule already matches it), apart', () => {
    expect(isCloseDriverName('Alex Brown', 'ARI BAKLA')).toBe(false);
    expect(isCloseDriverName('Alex Bakla', 'ARI BAKLA')).toBe(false);
    expect(isCloseDriverName('Ben Brown', 'ALEX BROWN')).toBe(false);
    expect(isCloseDriverName('Bakla', 'Ari Bakla')).toBe(false);
    expect(isCloseDriverName('Ari Bakla', 'ARI  BAKLA')).toBe(false);
    expect(isCloseDriverName('Ari Bak', 'Ari Bakla')).toBe(false);
    // Short names one letter apart are different people.
    expect(isCloseDriverName('Al Lee', 'Al Lea')).toBe(false);
    expect(isCloseDriverName('', 'A')).toBe(false);
  });
});

describe('driverNameCandidates', () => {
  const found = ['TANNER WHITE', 'Ari Balka', 'ARI BAKLA', 'A Bakla', 'Ari Bakla', ' A  Bakla', 'Alex Brown'];

  it('offers other spellings of a name first, then close ones, each once, none the racer confirmed', () => {
    expect(driverNameCandidates(found, ['Ari Bakla'], [])).toEqual([
      { name: 'ARI BAKLA', match: 'exact' },
      { name: 'A Bakla', match: 'close' },
      { name: 'Ari Balka', match: 'close' },
    ]);
    expect(driverNameCandidates(found, ['Ari Bakla', 'A Bakla', 'ARI BAKLA'], [])).toEqual([
      { name: 'Ari Balka', match: 'close' },
    ]);
  });

  it('never offers a rejected spelling again, in any case, nor anything without a name', () => {
    expect(driverNameCandidates(found, ['Ari Bakla'], ['a bakla', 'ari bakla'])).toEqual([
      { name: 'Ari Balka', match: 'close' },
    ]);
    expect(driverNameCandidates(found, [], [])).toEqual([]);
  });
});
