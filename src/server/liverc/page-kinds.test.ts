import { describe, expect, it } from 'vitest';
import { parseRaceResult } from '../../liverc/parsers/race-result.ts';
import { expectOk, readFixture } from '../../liverc/parsers/testing/pages.ts';
import { raceResultKind } from './page-kinds.ts';

const URL = 'https://synthetic.liverc.com/results/?p=view_race_result&id=7000007';
// The fixture's event ran from Mar 7 to Mar 8, 2026.
const race = expectOk(parseRaceResult(readFixture('race-result.html'), URL));
const at = (iso: string) => Date.parse(iso);

describe('how long a race result stays fresh', () => {
  it('keeps a race of an event over for days forever', () => {
    expect(raceResultKind.freshForMs(race, at('2026-03-11T00:00:00Z'))).toBe(Number.POSITIVE_INFINITY);
  });

  it('re-reads a race of an event still running or just over, whose page may grow or be amended', () => {
    expect(raceResultKind.freshForMs(race, at('2026-03-08T15:00:00Z'))).toBe(30_000);
    expect(raceResultKind.freshForMs(race, at('2026-03-09T23:00:00Z'))).toBe(30_000);
  });

  it('re-reads a race page without rows or without a date', () => {
    const later = at('2027-01-01T00:00:00Z');
    expect(raceResultKind.freshForMs({ ...race, results: [] }, later)).toBe(30_000);
    expect(raceResultKind.freshForMs({ ...race, eventDate: null, eventEndDate: null }, later)).toBe(30_000);
  });
});
