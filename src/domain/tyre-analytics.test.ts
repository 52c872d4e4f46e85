// Unit tests of the Analytics tab's chart data: distributions, usage by condition, investment.
import { describe, expect, it } from 'vitest';
import { raceLogEntry, raceLogTyre } from './testing/race-log-entries.ts';
import { tyreItem } from './testing/tyre-items.ts';
import {
  brandDistribution,
  investment,
  performanceMetrics,
  trackTypeDistribution,
  treadPatternDistribution,
  usageByCondition,
} from './tyre-analytics.ts';

const inventory = [
  tyreItem({ quantity: 2, purchasePrice: 40, totalLaps: 200, condition: 'used', trackType: 'dirt' }),
  tyreItem({ compound: 'M4', quantity: 1, purchasePrice: 42, totalLaps: 0, trackType: 'dirt' }),
  tyreItem({
    brand: 'jconcepts',
    treadPattern: 'Smoothie 2',
    compound: 'G2',
    quantity: 3,
    trackType: 'clay',
  }),
  tyreItem({
    brand: 'JConcepts',
    treadPattern: 'Reflex',
    compound: 'Blue',
    quantity: 1,
    purchasePrice: 30,
    totalLaps: 300,
    condition: 'worn',
  }),
  tyreItem({
    brand: 'Matrix',
    treadPattern: 'Atlas',
    compound: 'Soft',
    quantity: 0,
    totalLaps: 50,
    condition: 'worn',
  }),
];

describe('distributions', () => {
  it('counts sets per brand, whatever the case, most first, leaving out brands with no set', () => {
    expect(brandDistribution(inventory)).toEqual([
      { brand: 'jconcepts', sets: 4, laps: 300 },
      { brand: 'Pro-Line', sets: 3, laps: 200 },
    ]);
  });

  it('counts sets per tread pattern of a brand', () => {
    expect(treadPatternDistribution(inventory).map(({ treadPattern, sets }) => [treadPattern, sets])).toEqual(
      [
        ['Blockade', 3],
        ['Smoothie 2', 3],
        ['Reflex', 1],
      ],
    );
  });

  it('counts sets per track type, the sets with none given under null', () => {
    expect(trackTypeDistribution(inventory).map(({ trackType, sets }) => [trackType, sets])).toEqual([
      ['dirt', 3],
      ['clay', 3],
      [null, 1],
    ]);
  });

  it('gives sets and laps for new, used and worn, always all three', () => {
    expect(usageByCondition(inventory)).toEqual([
      { condition: 'new', sets: 4, laps: 0 },
      { condition: 'used', sets: 2, laps: 200 },
      { condition: 'worn', sets: 1, laps: 350 },
    ]);
    expect(usageByCondition([]).map((usage) => usage.sets)).toEqual([0, 0, 0]);
  });
});

describe('investment', () => {
  it('totals the value, the average per priced set and the laps', () => {
    expect(investment(inventory)).toMatchObject({ totalValue: 152, averagePerSet: 38, totalLaps: 550 });
  });

  it('gives the cost per lap of each tyre type that has run priced laps, cheapest first', () => {
    expect(investment(inventory).costPerLap).toEqual([
      { brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue', value: 30, laps: 300, costPerLap: 0.1 },
      { brand: 'Pro-Line', treadPattern: 'Blockade', compound: 'M3', value: 80, laps: 200, costPerLap: 0.4 },
    ]);
  });

  it('leaves sets not yet run out of the cost per lap', () => {
    const costs = investment([
      tyreItem({ setNumber: 1, purchasePrice: 40, totalLaps: 100 }),
      tyreItem({ setNumber: 2, purchasePrice: 40, totalLaps: 0, quantity: 3 }),
    ]).costPerLap;
    expect(costs.map((cost) => cost.costPerLap)).toEqual([0.4]);
  });

  it('has no cost per lap and no average before anything is priced', () => {
    expect(investment([tyreItem({ totalLaps: 80 })])).toEqual({
      totalValue: 0,
      averagePerSet: null,
      totalLaps: 80,
      costPerLap: [],
    });
  });
});

describe('performanceMetrics', () => {
  const m3 = tyreItem({ id: 501, quantity: 2, purchasePrice: 40, totalLaps: 200 });
  const m3Expired = tyreItem({ id: 502, setNumber: 2, condition: 'worn', totalLaps: 100 });
  const reflex = tyreItem({
    id: 503,
    brand: 'JConcepts',
    treadPattern: 'Reflex',
    compound: 'Blue',
    quantity: 0,
  });
  const items = [m3, m3Expired, reflex];

  it('gives each tyre type its laps per set and cost per lap, in the cards order', () => {
    const metrics = performanceMetrics(items, []);
    expect(metrics.map(({ brand, lapsPerSet, costPerLap }) => [brand, lapsPerSet, costPerLap])).toEqual([
      // 300 laps over 3 sets; £80 over the 200 laps of the priced sets.
      ['Pro-Line', 100, 0.4],
      // No set held: no laps per set; no price: no cost per lap.
      ['JConcepts', null, null],
    ]);
    expect(metrics[0]).toMatchObject({ races: 0, averagePosition: null, averageRating: null });
  });

  it("counts the race log's entries on each type: races, average position and average rating", () => {
    const onSet = (set: { id: number }, position: number, userRating: number | null) =>
      raceLogEntry({ position, userRating }, raceLogTyre({ id: set.id }));
    const metrics = performanceMetrics(items, [
      onSet(m3, 1, 5),
      onSet(m3Expired, 4, null),
      // A set deleted since: its texts still name the type.
      raceLogEntry(
        { position: 2, userRating: 3, frontTireBrand: 'pro-line', frontTireModel: 'Blockade M3' },
        null,
      ),
      onSet(reflex, 6, 2),
      // No tyre named: no type's race.
      raceLogEntry({ position: 9 }, null),
    ]);
    expect(
      metrics.map(({ races, averagePosition, averageRating }) => [races, averagePosition, averageRating]),
    ).toEqual([
      [3, 7 / 3, 4],
      [1, 6, 2],
    ]);
  });
});
