import { describe, expect, it } from 'vitest';
import type { Lap } from '../../lib/stopwatch/stopwatch-state';
import { lapSession } from './lap-session';

/** Laps of the given lengths in ms, back to back from the timer's zero. */
const lapsOf = (...times: number[]): Lap[] => {
  let cumulativeTime = 0;
  return times.map((lapTime, index) => {
    cumulativeTime += lapTime;
    return { lapNumber: index + 1, lapTime, cumulativeTime, timestamp: 1_700_000_000_000 + cumulativeTime };
  });
};

describe("a timer's laps as a tyre session", () => {
  it('counts the laps and gives the best and average lap in seconds', () => {
    expect(lapSession(lapsOf(38_061, 37_500, 40_002))).toEqual({
      laps: 3,
      bestLap: 37.5,
      averageLap: 38.521,
    });
  });

  it('rounds the average to the thousandth', () => {
    // (1000 + 1000 + 1001) / 3 = 1000.333... ms
    expect(lapSession(lapsOf(1_000, 1_000, 1_001))?.averageLap).toBe(1);
    // (1001 + 1002) / 2 = 1001.5 ms
    expect(lapSession(lapsOf(1_001, 1_002))?.averageLap).toBe(1.002);
  });

  it('is null without a lap', () => {
    expect(lapSession([])).toBeNull();
  });
});
