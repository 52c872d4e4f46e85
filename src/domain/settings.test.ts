import { describe, expect, it } from 'vitest';
import { settingsUpdateSchema } from './settings.ts';

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
