import { describe, expect, it } from 'vitest';
import { addedEventProgress, addedEventState } from './added-events.ts';

const line = (racesPosted: number | null, racesRead: number) =>
  addedEventProgress({ racesPosted, racesRead, state: addedEventState(racesPosted, racesRead) });

describe('an added event on the list', () => {
  it('says how far the reading got, in words', () => {
    expect(line(null, 0)).toBe('Still to read');
    expect(line(14, 0)).toBe('Still to read: 0 of 14 races read');
    expect(line(14, 12)).toBe('Reading: 12 of 14 races read');
    expect(line(14, 14)).toBe('All 14 races read');
    expect(line(1, 1)).toBe('Its one race read');
    expect(line(0, 0)).toBe('No races posted yet');
  });

  it('is read once every posted race is in', () => {
    expect(addedEventState(null, 0)).toBe('to-read');
    expect(addedEventState(4, 0)).toBe('to-read');
    expect(addedEventState(4, 2)).toBe('reading');
    expect(addedEventState(4, 4)).toBe('all-read');
    expect(addedEventState(0, 0)).toBe('to-read');
  });
});
