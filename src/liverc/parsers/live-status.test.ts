import { describe, expect, it } from 'vitest';
import { liveStatusFromActivity, liveStatusFromDashboardText } from './live-status.ts';

describe('live status', () => {
  it('reads the dashboard tile texts', () => {
    expect(liveStatusFromDashboardText('LIVE (Racing)')).toBe('racing');
    expect(liveStatusFromDashboardText('  LIVE  (Practice) ')).toBe('practising');
    expect(liveStatusFromDashboardText('Track is Offline')).toBe('offline');
    expect(liveStatusFromDashboardText('LIVE (Drag Racing)')).toBeNull();
    expect(liveStatusFromDashboardText('')).toBeNull();
  });

  it('maps catalogue activity to live status', () => {
    expect(liveStatusFromActivity('racing')).toBe('racing');
    expect(liveStatusFromActivity('practising')).toBe('practising');
    expect(liveStatusFromActivity('idle')).toBe('offline');
  });
});
