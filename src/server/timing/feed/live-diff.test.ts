import { describe, expect, it } from 'vitest';
import {
  applyLiveMessage,
  type CurrentEvent,
  type LiveState,
  type TimingRow,
} from '../../../domain/timing.ts';
import { diffLiveState } from './live-diff.ts';

const event: CurrentEvent = {
  id: 1,
  name: 'Club Round 6',
  track: 'Red Gum Raceway',
  trackUrl: 'https://redgum.liverc.com/',
  eventUrl: 'https://redgum.liverc.com/results/?p=view_event&id=1',
  class: '1/8 Nitro Buggy',
  round: 'Main Events',
  status: 'active',
  timeRemaining: null,
  startTime: null,
  raceName: '1/8 Nitro Buggy A-Main',
  raceUrl: 'https://redgum.liverc.com/results/?p=view_race_result&id=1',
  updatedAt: '2026-11-22T10:00:00.000Z',
  stale: false,
};
const row = (position: number, name: string, lastLap: string, gap: string | null = null): TimingRow => ({
  id: position,
  eventId: event.id,
  position,
  name,
  bestLap: '37.281',
  lastLap,
  gap,
});
const state = (rows: TimingRow[], extra: Partial<LiveState> = {}): LiveState => ({
  event,
  rows,
  sources: [{ id: 1, name: 'LiveRC', status: 'connected', lastSync: null }],
  ...extra,
});

describe('diffLiveState', () => {
  it('sends nothing when only the read time moved', () => {
    const before = state([row(1, 'LIAM', '38.1')]);
    const after = state([{ ...row(1, 'LIAM', '38.1'), id: 99 }], {
      event: { ...event, updatedAt: '2026-11-22T10:00:15.000Z' },
    });
    expect(diffLiveState(before, after)).toEqual([]);
  });

  it('sends only the rows whose position changed hands or whose laps moved', () => {
    const before = state([
      row(1, 'LIAM', '38.1'),
      row(2, 'JACK', '38.4', '0.5'),
      row(3, 'SOFIA', '39.0', '2.1'),
    ]);
    const after = state([
      row(1, 'JACK', '37.9'),
      row(2, 'LIAM', '38.6', '0.2'),
      row(3, 'SOFIA', '39.0', '2.1'),
    ]);
    expect(diffLiveState(before, after)).toEqual([
      { type: 'timing', data: { changed: [after.rows[0], after.rows[1]], removed: [] } },
    ]);
  });

  it('removes positions no longer in the table, and announces a new race by its event', () => {
    const before = state([row(1, 'LIAM', '38.1'), row(2, 'JACK', '38.4')]);
    const nextRace = {
      ...event,
      raceName: '1/8 Electric Buggy A-Main',
      raceUrl: 'https://x.liverc.com/?id=2',
    };
    const after = state([row(1, 'ZOE', '41.0')], { event: nextRace });
    expect(diffLiveState(before, after)).toEqual([
      { type: 'event', data: nextRace },
      { type: 'timing', data: { changed: [after.rows[0]], removed: [2] } },
    ]);
  });

  it('sends the sources when their health changed, not each time one synced', () => {
    const before = state([]);
    const synced = [{ id: 1, name: 'LiveRC', status: 'connected', lastSync: '2026-11-22T10:00:15.000Z' }];
    expect(diffLiveState(before, state([], { sources: synced }))).toEqual([]);
    const failing = [{ id: 1, name: 'LiveRC', status: 'error', lastSync: null }];
    expect(diffLiveState(before, state([], { sources: failing }))).toEqual([
      { type: 'sources', data: failing },
    ]);
  });

  it('rebuilds the same state on a client from the messages alone', () => {
    const before = state([row(1, 'LIAM', '38.1'), row(2, 'JACK', '38.4'), row(3, 'SOFIA', '39.0')]);
    const after = state([row(1, 'JACK', '37.9'), row(2, 'LIAM', '38.6', '0.2')], { event: null });
    const rebuilt = diffLiveState(before, after).reduce(applyLiveMessage, before);
    expect(rebuilt.event).toBeNull();
    expect(rebuilt.rows.map((r) => [r.position, r.name, r.lastLap])).toEqual([
      [1, 'JACK', '37.9'],
      [2, 'LIAM', '38.6'],
    ]);
  });
});
