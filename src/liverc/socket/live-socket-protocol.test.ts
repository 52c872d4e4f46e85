import { describe, expect, it } from 'vitest';
import { mergeStandings, readClock, readDrivers, readRace } from './live-timing.ts';
import { decodePayload, encodePayload, eventFrame, readEvent, readHandshake } from './socket-protocol.ts';

// The rows LiveRC sent in a captured frame (docs/liverc/REFERENCE.md 3.13).
const CAPTURED_ROW =
  '8|Matt Schreffler|5|5|39.181|3:17.5|11/7:14.588|38.043|25|false|1|862||United States||39.5|0.203|2|false|119.016';

describe('socket.io 0.9 frames', () => {
  it('splits a polling answer into its frames and joins them back', () => {
    const frames = ['1::', eventFrame('updateClockData', ['336|264'])];
    expect(decodePayload(encodePayload(frames))).toEqual(frames);
    expect(decodePayload('2::')).toEqual(['2::']);
    expect(decodePayload('')).toEqual([]);
  });

  it('reads an event frame and nothing else', () => {
    expect(readEvent('5:::{"name":"joinTrack","args":["t577"]}')).toEqual({
      name: 'joinTrack',
      args: ['t577'],
    });
    expect(readEvent('2::')).toBeNull();
    expect(readEvent('5:::{not json')).toBeNull();
  });

  it('reads the handshake', () => {
    expect(readHandshake('4d4f185e96a7b:15:25:websocket,xhr-polling')).toEqual({
      sid: '4d4f185e96a7b',
      heartbeatSeconds: 15,
      closeSeconds: 25,
      transports: ['websocket', 'xhr-polling'],
    });
    expect(readHandshake('<html>')).toBeNull();
  });
});

describe('live timing messages', () => {
  it('reads the clock and the race', () => {
    expect(readClock('336|264')).toEqual({ elapsedSeconds: 336, remainingSeconds: 264 });
    expect(readClock('12.5')).toEqual({ elapsedSeconds: 12.5, remainingSeconds: null });
    expect(readClock(42)).toBeNull();
    expect(readRace('Nitro Buggy|1|running|780|11|15|1|Hebert, Guillaume 3/2:14.338 (Rnd 1)')).toEqual({
      title: 'Nitro Buggy',
      status: 'running',
      raceNumber: 11,
      round: 1,
    });
  });

  it('reads the captured driver row field by field', () => {
    const slots = readDrivers(JSON.stringify({ p8: CAPTURED_ROW, p9: '' }));
    expect(slots.get(8)).toEqual({
      position: 8,
      name: 'Matt Schreffler',
      carNumber: '5',
      laps: 5,
      lastLap: '39.181',
      fastestLap: '38.043',
      averageLap: '39.5',
      gap: '0.203',
    });
    expect(slots.get(9)).toBeNull();
  });

  it('merges a partial update into the standings by position', () => {
    const first = mergeStandings(new Map(), readDrivers({ p1: '1|A|1|3|40.1', p2: '2|B|2|3|40.9' }));
    const next = mergeStandings(first, readDrivers({ p2: '2|C|3|3|39.0', p3: '' }));
    expect([...next.values()].map((row) => [row.position, row.name])).toEqual([
      [1, 'A'],
      [2, 'C'],
    ]);
  });

  it('ignores what is not driver data', () => {
    expect(readDrivers('not json').size).toBe(0);
    expect(readDrivers({ x1: 'a|b' }).size).toBe(0);
  });
});
