// The mains ladder (src/domain/mains-ladder.ts) on a real club day's mains (Canberra, Nov 16 2025), as the race
// reader gives them: here, since the domain's own tests may not read LiveRC pages.
import { expect, it } from 'vitest';
import { mainsLadder } from '../../domain/mains-ladder.ts';
import { parseRaceResult } from './race-result.ts';
import { describeRealPages, expectOk, readRealPage } from './testing/pages.ts';

describeRealPages('mainsLadder on real mains', () => {
  const read = (file: string, id: number) => {
    const url = `https://canberraoffroad.liverc.com/results/?p=view_race_result&id=${id}`;
    const page = expectOk(parseRaceResult(readRealPage(file), url));
    return { name: page.raceName ?? '', url, results: page.results };
  };
  const { classes, closest } = mainsLadder([
    read('race-result_6304829_nitro-buggy-a-main.html', 6304829),
    read('race-result_6304822_electric-buggy-a3-main.html', 6304822),
  ]);

  it('names each class with its A-Main and the TQ as the results list the qualifying places', () => {
    expect(classes.map((each) => [each.className, each.mains.map((main) => main.name)])).toEqual([
      ['1/8 Nitro Buggy', ['A-Main']],
      ['1/8 Electric Buggy', ['A-Main']],
    ]);
    expect(classes[0]?.tq).toBe('FELIX KOEGLER');
    expect(classes[0]?.mains[0]?.drivers.slice(0, 2).map((each) => [each.driver, each.positions])).toEqual([
      ['FELIX KOEGLER', [1]],
      ['ARI BAKLA', [2]],
    ]);
  });

  it('finds the closest finishes on the same lap, never a lapped car or a non-starter', () => {
    // The electric A3's last three never started (0 laps, '0.000' apart on the page).
    expect(closest[0]).toMatchObject({
      raceName: '1/8 Nitro Buggy A-Main',
      gapSeconds: 4.85,
      ahead: { driver: 'JIMMY HORNE', position: 3 },
      behind: { driver: 'MATTHEW COUPER', position: 4 },
    });
    expect(closest.map((each) => each.gapSeconds)).toEqual(
      closest.map((each) => each.gapSeconds).toSorted((a, b) => a - b),
    );
    // Jimmy Horne finished a lap behind Ari Bakla in the nitro A-Main: no gap in seconds between them.
    expect(closest.some((each) => each.behind.driver === 'JIMMY HORNE')).toBe(false);
    expect(closest.some((each) => each.behind.driver === 'STEPHEN SNEDDEN')).toBe(false);
  });
});
