// The socket's race laid over the pages' state: its class is the race on track's, not the last posted race's.
import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../../domain/timing.ts';
import type { LiveSocketState } from '../../../liverc/socket/live-socket.ts';
import { classOfRace, overlaySocket, standingsOf } from './socket-overlay.ts';

describe('socket overlay', () => {
  it('takes the class from the title of the race on track', () => {
    expect(classOfRace('1/8 Nitro Buggy A-Main')).toBe('1/8 Nitro Buggy');
    expect(classOfRace('Race 14: 1/8 Nitro Buggy (1/8 Nitro Buggy A-Main)')).toBe('1/8 Nitro Buggy');
    expect(classOfRace('Open Practice')).toBe('Open Practice');
  });

  it('shows the racing class on the event and in the standings', () => {
    const base = {
      event: { class: '1/8 Electric Buggy', raceName: '1/8 Electric Buggy A-Main', status: 'completed' },
      rows: [],
      sources: [],
    } as unknown as LiveState;
    const socket = {
      race: { title: '1/8 Nitro Buggy A-Main', status: 'running' },
      rows: [{ position: 1, name: 'ANNA', fastestLap: null, lastLap: null, gap: null, laps: 1 }],
    } as unknown as LiveSocketState;
    expect(overlaySocket(base, socket).event).toMatchObject({
      class: '1/8 Nitro Buggy',
      raceName: '1/8 Nitro Buggy A-Main',
      status: 'active',
    });
    expect(standingsOf(socket, null).className).toBe('1/8 Nitro Buggy');
  });
});
