import { describe, expect, it } from 'vitest';
import type { SetFade } from '../../../../domain/pace-and-fade';
import { fadeRows, fadeText, setName } from './fade-rows';

const set = {
  id: 7,
  brand: 'Pro-Line',
  treadPattern: 'Blockade',
  compound: 'M3',
  setNumber: 4,
  points: [
    {
      entryId: 1,
      raceTitle: 'A-Main',
      raceDate: '2026-11-22T00:00:00.000Z',
      lapsBefore: 0,
      fade: { secondsPer10Laps: 0.1234, lapsUsed: 20, lapsLeftOut: 1 },
    },
    {
      entryId: 2,
      raceTitle: 'B-Main',
      raceDate: '2026-11-23T00:00:00.000Z',
      lapsBefore: 20,
      fade: { secondsPer10Laps: -0.05, lapsUsed: 18, lapsLeftOut: 0 },
    },
  ],
} as SetFade;

describe('the fade chart rows', () => {
  it('writes the fade with its sign, per 10 laps', () => {
    expect(fadeText(0.4212)).toBe('+0.42s per 10 laps');
    expect(fadeText(-0.1)).toBe('-0.10s per 10 laps');
  });

  it("puts each race at the set's laps before it, with its clean lap count and the laps left out", () => {
    expect(setName(set)).toBe('Pro-Line Blockade M3 · Set #4');
    expect(fadeRows(set)).toEqual([
      { lapsBefore: 0, fade: 0.123, race: 'A-Main', text: '+0.12s per 10 laps · 20 laps · 1 lap left out' },
      { lapsBefore: 20, fade: -0.05, race: 'B-Main', text: '-0.05s per 10 laps · 18 laps' },
    ]);
  });
});
