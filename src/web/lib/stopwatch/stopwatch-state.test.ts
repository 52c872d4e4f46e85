import { describe, expect, it, vi } from 'vitest';
import { allLapsCsv, lapsCsv, lapsFileName } from './lap-csv';
import {
  canLap,
  canReset,
  elapsedAt,
  lap,
  lapStats,
  newTimer,
  reset,
  start,
  statusOf,
  stop,
  toggle,
} from './stopwatch-state';
import { loadTimers, STORAGE_KEY, saveTimers } from './stopwatch-storage';

// The injected clock: epoch milliseconds a test moves by hand.
const T0 = Date.parse('2026-11-22T10:00:00Z');

describe('a timer', () => {
  it('is READY at zero, RUNNING after START, STOPPED after STOP, and resumes from its elapsed time', () => {
    let timer = newTimer('Sam');
    expect(statusOf(timer, T0)).toBe('READY');
    timer = start(timer, T0);
    expect(statusOf(timer, T0 + 1)).toBe('RUNNING');
    expect(elapsedAt(timer, T0 + 1_500)).toBe(1_500);
    timer = stop(timer, T0 + 2_000);
    expect(statusOf(timer, T0 + 9_000)).toBe('STOPPED');
    expect(elapsedAt(timer, T0 + 9_000)).toBe(2_000);
    timer = toggle(timer, T0 + 10_000);
    expect(elapsedAt(timer, T0 + 10_500)).toBe(2_500);
  });

  it('counts from the clock: half an hour later the figure is exact', () => {
    const timer = start(newTimer(), T0);
    expect(elapsedAt(timer, T0 + 30 * 60 * 1000 + 7)).toBe(1_800_007);
  });

  it('takes a lap only while running with time on the clock, with its cumulative time', () => {
    let timer = newTimer();
    expect(canLap(timer, T0)).toBe(false);
    expect(lap(timer, T0)).toBe(timer);
    timer = start(timer, T0);
    expect(canLap(timer, T0)).toBe(false);
    timer = lap(timer, T0 + 38_170);
    timer = lap(timer, T0 + 75_500);
    expect(timer.laps).toEqual([
      { lapNumber: 1, lapTime: 38_170, cumulativeTime: 38_170, timestamp: T0 + 38_170 },
      { lapNumber: 2, lapTime: 37_330, cumulativeTime: 75_500, timestamp: T0 + 75_500 },
    ]);
    timer = stop(timer, T0 + 80_000);
    expect(canLap(timer, T0 + 90_000)).toBe(false);
  });

  it('resets to zero with no laps, keeping the name; RESET does nothing at zero', () => {
    const ready = newTimer('Sam');
    expect(canReset(ready, T0)).toBe(false);
    expect(reset(ready, T0)).toBe(ready);
    const ran = lap(start(ready, T0), T0 + 1_000);
    expect(canReset(ran, T0 + 2_000)).toBe(true);
    expect(reset(ran, T0 + 2_000)).toEqual(newTimer('Sam'));
  });

  it('gives best, worst, average and count of its laps', () => {
    let timer = start(newTimer(), T0);
    for (const at of [40_000, 78_000, 119_000]) timer = lap(timer, T0 + at);
    expect(lapStats(timer.laps)).toEqual({ best: 38_000, worst: 41_000, average: 119_000 / 3, count: 3 });
    expect(lapStats([])).toBeNull();
  });
});

describe('saved timers', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('come back after a reload, a running one still counting from its start', () => {
    const storage = memory();
    const running = lap(start(newTimer('Sam'), T0), T0 + 40_000);
    saveTimers(storage, [running, stop(start(newTimer('Jo'), T0), T0 + 5_000)]);
    const [first, second] = loadTimers(storage);
    expect(first).toEqual(running);
    expect(elapsedAt(first!, T0 + 60_000)).toBe(60_000);
    expect(statusOf(second!, T0 + 60_000)).toBe('STOPPED');
  });

  it('start empty, with a warning, from corrupt or foreign data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const stored of [
      '{not json',
      JSON.stringify({ timers: [{ elapsed: -5 }] }),
      JSON.stringify(['other app']),
    ]) {
      const storage = memory();
      storage.setItem(STORAGE_KEY, stored);
      expect(loadTimers(storage)).toEqual([newTimer(), newTimer()]);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('lap CSV', () => {
  it('lists lap, lap time, cumulative and time of day', () => {
    let timer = start(newTimer('Sam Obrien'), T0);
    timer = lap(lap(timer, T0 + 38_170), T0 + 75_500);
    expect(lapsCsv(timer, (at) => new Date(at).toISOString().slice(11, 19))).toBe(
      'lap,lap time,cumulative,time of day\r\n1,00:38.17,00:38.17,10:00:38\r\n2,00:37.33,01:15.50,10:01:15\r\n',
    );
    expect(lapsFileName(timer, 'Timer 1', new Date(T0))).toBe('race-timer-sam-obrien-2026-11-22.csv');
    expect(lapsFileName(newTimer(), 'Timer 2', new Date(T0))).toBe('race-timer-timer-2-2026-11-22.csv');
  });

  it('puts both timers in one file with the timer and driver on each line', () => {
    const first = lap(start(newTimer('Sam'), T0), T0 + 40_000);
    const second = lap(start(newTimer(), T0), T0 + 41_000);
    expect(allLapsCsv([first, second], () => 'x')).toBe(
      'timer,driver,lap,lap time,cumulative,time of day\r\n1,Sam,1,00:40.00,00:40.00,x\r\n2,,1,00:41.00,00:41.00,x\r\n',
    );
  });
});
