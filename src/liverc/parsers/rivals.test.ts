// The head-to-head rules (src/domain/rivals.ts) on real races, as the race page's reader gives them: Canberra's
// nitro A-Main and electric A3-Main (Nov 16 2025), both run by Ari Bakla. Here, since the domain's own tests
// may not read LiveRC pages.
import { expect, it } from 'vitest';
import type { RaceResultRow } from '../../domain/liverc.ts';
import { headToHead, type RaceSide, raceGap, type SharedRace } from '../../domain/rivals.ts';
import { parseRaceResult } from './race-result.ts';
import { describeRealPages, expectOk, readRealPage } from './testing/pages.ts';

describeRealPages('head-to-head on real races', () => {
  const races = [
    ['race-result_6304829_nitro-buggy-a-main.html', 6304829],
    ['race-result_6304822_electric-buggy-a3-main.html', 6304822],
  ].map(([file, id]) => {
    const url = `https://canberraoffroad.liverc.com/results/?p=view_race_result&id=${id}`;
    return { url, page: expectOk(parseRaceResult(readRealPage(String(file)), url)) };
  });
  const side = (row: RaceResultRow): RaceSide => ({
    driver: row.driver,
    position: row.position,
    laps: row.values.laps,
    totalTime: row.time,
    fastestLap: row.fastestLap,
  });
  const shared = (me: string, rival: string): SharedRace[] =>
    races.flatMap(({ url, page }) => {
      const [mine, theirs] = [me, rival].map((name) => page.results.find((row) => row.driver === name));
      if (!mine || !theirs) return [];
      const [a, b] = [side(mine), side(theirs)];
      return [
        {
          raceUrl: url,
          raceTitle: page.raceName ?? '',
          raceDate: page.eventDate,
          trackName: 'Canberra Off Road',
          me: a,
          rival: b,
          gap: raceGap(a, b),
          logged: null,
        },
      ];
    });

  it('counts Ari Bakla ahead of Matthew Couper in both mains, by 2 and 6 places, never on the same lap', () => {
    const record = headToHead({ id: 1, name: 'MATTHEW COUPER' }, shared('ARI BAKLA', 'MATTHEW COUPER'));
    expect(record).toMatchObject({
      wins: 2,
      losses: 0,
      averagePlaces: 4,
      averageSeconds: null,
      sameLapRaces: 0,
    });
  });

  it("gives the gap in seconds on the same lap: Ari 12.052 s behind Felix Koegler, LiveRC's own 'Behind'", () => {
    const record = headToHead({ id: 2, name: 'FELIX KOEGLER' }, shared('ARI BAKLA', 'FELIX KOEGLER'));
    expect(record).toMatchObject({
      wins: 0,
      losses: 1,
      averagePlaces: -1,
      averageSeconds: -12.052,
      sameLapRaces: 1,
    });
    expect([record.myBestLap, record.rivalBestLap]).toEqual(['36.017', '37.234']);
  });
});
