// The lap marks (src/domain/lap-marks.ts) on two real A-mains, as the race page's parser reads them: here, since
// the domain's own tests may not read LiveRC pages. The laps a racer would call crashes and refuels are marked,
// and the normal laps are not.
import { describe, expect, it } from 'vitest';
import {
  bestConsecutive,
  cleanRaceTime,
  INCIDENT_FACTOR,
  type LapMark,
  markLaps,
  raceField,
} from '../../domain/lap-marks.ts';
import { median } from '../../domain/race-analysis-figures.ts';
import { parseRaceResult } from './race-result.ts';
import { describeRealPages, expectOk, readRealPage } from './testing/pages.ts';

const read = (name: string, id: string) =>
  expectOk(
    parseRaceResult(
      readRealPage(name),
      `https://canberraoffroad.liverc.com/results/?p=view_race_result&id=${id}`,
    ),
  );
const marksOf = (race: ReturnType<typeof read>) => {
  const field = raceField(race.lapTimes, race.className);
  return (driver: string) =>
    markLaps(race.lapTimes.find((laps) => laps.driver === driver)?.laps ?? [], field);
};
const laps = (marks: LapMark[], kind: LapMark['kind']) =>
  marks.filter((mark) => mark.kind === kind).map((mark) => mark.lap);

describeRealPages('lap marks on real races (Canberra, Nov 16 2025)', () => {
  const nitro = read('race-result_6304829_nitro-buggy-a-main.html', '6304829');
  const electric = read('race-result_6304822_electric-buggy-a3-main.html', '6304822');
  const nitroMarks = marksOf(nitro);
  const electricMarks = marksOf(electric);

  it('finds the refuels of the 30-minute nitro A-main: every 7 to 9 minutes, on the laps that lose 7 to 13 s', () => {
    expect(laps(nitroMarks('FELIX KOEGLER'), 'fuel stop')).toEqual([13, 25, 38]);
    expect(laps(nitroMarks('FELIX KOEGLER'), 'incident')).toEqual([]);
    expect(laps(nitroMarks('JIMMY HORNE'), 'fuel stop')).toEqual([12, 24, 36]);
    expect(laps(nitroMarks('DALLAS GARDINER'), 'fuel stop')).toEqual([13, 24, 34, 44]);
    expect(nitroMarks('FELIX KOEGLER')[0]?.why).toBe(
      'Likely fuel stop: 12.9 s slower than your median lap 38.2 s, 8.5 min after the start',
    );
  });

  it('marks the crashes between the refuels as incidents, each with its time lost', () => {
    // Ari Bakla's 43.99 on lap 10 and Dallas Gardiner's 52.26 two laps before his second refuel.
    expect(laps(nitroMarks('ARI BAKLA'), 'incident')).toEqual([10, 40, 43]);
    expect(laps(nitroMarks('DALLAS GARDINER'), 'incident')).toEqual([22]);
    expect(laps(nitroMarks('KEV LEWIS'), 'incident')).toEqual([3, 22, 38]);
    // 146.309 s, a lap before the car retired: a breakdown, never a refuel.
    expect(nitroMarks('LINDSAY FROST').find((mark) => mark.lap === 21)?.why).toBe(
      'Incident: 104.3 s slower than your median lap 42.0 s (over 15%)',
    );
    expect(laps(electricMarks('MARK WALLIN'), 'incident')).toEqual([8]);
    expect(laps(electricMarks('GREG ROSANDER'), 'incident')).toEqual([3, 6]);
    // An electric class has no fuel stops.
    expect(electric.lapTimes.flatMap((driver) => laps(electricMarks(driver.driver), 'fuel stop'))).toEqual(
      [],
    );
  });

  it('leaves normal laps alone: the steady drivers, the grid starts, no impossible lap', () => {
    for (const driver of ['ARI BAKLA', 'ALEX BROWN', 'LACHLAN BROPHY', 'MATTHEW COUPER']) {
      expect(electricMarks(driver)).toEqual([]);
    }
    expect(nitroMarks('RYAN REYNOLDS')).toEqual([]);
    const all = [nitro, electric].flatMap((race) =>
      race.lapTimes.flatMap((driver) => marksOf(race)(driver.driver)),
    );
    expect(all.filter((mark) => mark.kind === 'impossible')).toEqual([]);
    // Grid starts are slow for everyone (45.4 s against 39.0 s in the nitro main) and are not crashes.
    expect(all.filter((mark) => mark.lap === 1)).toEqual([]);
  });

  it('the threshold: most laps sit near the median, the marked ones far off it', () => {
    const ratios = [nitro, electric].flatMap((race) =>
      race.lapTimes.flatMap((driver) => {
        const middle = median(driver.laps.map((lap) => lap.time));
        return middle === null ? [] : driver.laps.slice(1).map((lap) => lap.time / middle);
      }),
    );
    expect(ratios.filter((ratio) => ratio <= 1.08).length / ratios.length).toBeGreaterThan(0.83);
    // The fastest lap of anyone is 8% (nitro) and 11% (electric) under the race's median lap: 30% under is no lap.
    for (const [race, under] of [
      [nitro, 0.92],
      [electric, 0.88],
    ] as const) {
      const fastest = Math.min(...race.lapTimes.flatMap((driver) => driver.laps.map((lap) => lap.time)));
      expect(fastest / (raceField(race.lapTimes, race.className).medianLap ?? 0)).toBeGreaterThan(under);
    }
    expect(INCIDENT_FACTOR).toBe(1.15);
  });

  describe('clean race time and best 5 consecutive, beside LiveRC figures', () => {
    it("takes Felix Koegler's three refuels out of his 30:31.382", () => {
      const felix = nitro.lapTimes.find((driver) => driver.driver === 'FELIX KOEGLER')!;
      const row = nitro.results.find((result) => result.driver === 'FELIX KOEGLER')!;
      const marks = nitroMarks('FELIX KOEGLER');
      expect(row.values.time).toBeCloseTo(1831.382, 3);
      expect(cleanRaceTime(felix.laps, marks, row.values.time)).toBeCloseTo(
        1831.382 - 12.91 - 10.846 - 7.82,
        2,
      );
      // Laps 28 to 32: 37.530 + 37.685 + 37.397 + 37.278 + 37.318
      expect(bestConsecutive(felix.laps, marks)).toBeCloseTo(187.208, 3);
    });
  });
});
