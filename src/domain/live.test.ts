import { describe, expect, it } from 'vitest';
import { gapText, isGapSet, isSameDriver, lapText, settingsUpdateSchema } from './live.ts';

describe('timing row placeholders', () => {
  it("shows '--:--.--' for a lap not yet set and the lap otherwise", () => {
    expect(lapText(null)).toBe('--:--.--');
    expect(lapText('  ')).toBe('--:--.--');
    expect(lapText('36.589')).toBe('36.589');
  });

  it("shows '-' for no gap, and only a real gap counts as set", () => {
    expect(gapText(null)).toBe('-');
    expect(gapText('')).toBe('-');
    expect(gapText('1 Lap')).toBe('1 Lap');
    expect(isGapSet('-')).toBe(false);
    expect(isGapSet(null)).toBe(false);
    expect(isGapSet('4.112')).toBe(true);
  });
});

describe('isSameDriver', () => {
  it('matches a name in any case and spacing', () => {
    expect(isSameDriver('SAM  OBRIEN', 'Sam Obrien')).toBe(true);
  });

  it("matches LiveRC's 'LAST, FIRST' form", () => {
    expect(isSameDriver('HEBERT, GUILLAUME', 'Guillaume Hebert')).toBe(true);
  });

  it('matches nobody without a name set, and not a different driver', () => {
    expect(isSameDriver('SAM OBRIEN', null)).toBe(false);
    expect(isSameDriver('SAM OBRIEN', '  ')).toBe(false);
    expect(isSameDriver('SAM OBRIENS', 'Sam Obrien')).toBe(false);
  });
});

describe('settingsUpdateSchema', () => {
  it('trims the driver name and refuses one over 100 characters', () => {
    expect(settingsUpdateSchema.parse({ driverName: '  Sam  ' })).toEqual({ driverName: 'Sam' });
    const tooLong = settingsUpdateSchema.safeParse({ driverName: 'x'.repeat(101) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Driver name must be at most 100 characters');
  });

  it('accepts null to clear a field', () => {
    expect(settingsUpdateSchema.parse({ followedTrackUrl: null })).toEqual({ followedTrackUrl: null });
  });
});
