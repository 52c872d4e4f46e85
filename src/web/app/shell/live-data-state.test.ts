import { describe, expect, it } from 'vitest';
import { liveDataState } from './live-data-state';

const liveRc = (status: string) => [{ id: 1, name: 'LiveRC', status, lastSync: null }];

describe('liveDataState', () => {
  it('is LIVE while LiveRC answers, even when its last answer was minutes ago', () => {
    expect(liveDataState(liveRc('connected'), true)).toBe('live');
    expect(liveDataState(liveRc('idle'), true)).toBe('live');
  });

  it('is SYNC only while a first read runs, or before any', () => {
    expect(liveDataState(liveRc('syncing'), true)).toBe('sync');
    expect(liveDataState([], true)).toBe('sync');
  });

  it('is OFFLINE when LiveRC fails, or the network or Pitboard cannot be reached', () => {
    expect(liveDataState(liveRc('error'), true)).toBe('offline');
    expect(liveDataState(liveRc('connected'), false)).toBe('offline');
  });
});
