// Compare a race (src/domain/race-compare.ts) on a real A-main as the race page's parser reads it: here, since the
// domain's own tests may not read LiveRC pages. The gap the laps give at the flag is LiveRC's own 'Behind'.
import { expect, it } from 'vitest';
import { compareChoice, gapByLap, positionLane } from '../../domain/race-compare.ts';
import { parseRaceResult } from './race-result.ts';
import { describeRealPages, expectOk, readRealPage } from './testing/pages.ts';

describeRealPages('compare a race on the real nitro A-main (Canberra, Nov 16 2025)', () => {
  const race = expectOk(
    parseRaceResult(
      readRealPage('race-result_6304829_nitro-buggy-a-main.html'),
      'https://canberraoffroad.liverc.com/results/?p=view_race_result&id=6304829',
    ),
  );
  const laps = (driver: string) => race.lapTimes.find((each) => each.driver === driver)?.laps ?? [];

  it('compares Ari Bakla (P2) with the three who finished closest: P1, P3 and P4', () => {
    expect(compareChoice(race.results, ['Ari Bakla'], null)).toEqual({
      reference: 'ARI BAKLA',
      racerInRace: true,
      compared: ['FELIX KOEGLER', 'JIMMY HORNE', 'MATTHEW COUPER'],
    });
  });

  it("gives the gap to Ari lap by lap: the winner 12.052 s ahead at the flag, as LiveRC's Behind says", () => {
    const felix = gapByLap(laps('FELIX KOEGLER'), laps('ARI BAKLA'));
    expect(felix).toHaveLength(47);
    expect(felix.find((lap) => lap.lap === 1)?.gap).toBe(-7.202);
    expect(felix.at(-1)).toEqual({ lap: 47, gap: -12.052 });
    expect(race.results.find((row) => row.driver === 'ARI BAKLA')?.behind).toBe('12.052');
    // Jimmy, a lap down at the end, was ahead of Ari at lap 10 and 5.926 s behind at lap 20.
    const jimmy = gapByLap(laps('JIMMY HORNE'), laps('ARI BAKLA'));
    expect(jimmy).toHaveLength(46);
    expect(jimmy.filter((lap) => lap.lap === 10 || lap.lap === 20).map((lap) => lap.gap)).toEqual([
      -1.248, 5.926,
    ]);
  });

  it("draws Ari's position lane: 6th after the start, up to 2nd by lap 15, leading laps 39 to 41", () => {
    const lane = positionLane(laps('ARI BAKLA')).map((lap) => lap.position);
    expect(lane).toHaveLength(47);
    expect(lane.slice(0, 3)).toEqual([6, 6, 7]);
    expect(lane[14]).toBe(2);
    expect(lane.slice(38, 41)).toEqual([1, 1, 1]);
    expect(lane.at(-1)).toBe(2);
  });

  it('compares the top three with each other for a racer not in the race', () => {
    expect(compareChoice(race.results, ['Kevin Lewis'], null)).toEqual({
      reference: 'FELIX KOEGLER',
      racerInRace: false,
      compared: ['ARI BAKLA', 'JIMMY HORNE'],
    });
  });
});
