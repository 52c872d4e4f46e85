// Unit tests of the Insights tab: favourites, most used tyre, stock health, the compound tip, end of life.
import { describe, expect, it } from 'vitest';
import { tyreItem } from './testing/tyre-items.ts';
import {
  compoundStockTip,
  healthyStockPercent,
  mostPopularBrand,
  mostPopularTreadPattern,
  mostUsedTyre,
  setsNearingEndOfLife,
} from './tyre-insights.ts';

describe('favourites', () => {
  const items = [
    tyreItem({ quantity: 1, totalLaps: 400 }),
    tyreItem({ brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue', quantity: 2, totalLaps: 100 }),
    tyreItem({ brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Green', quantity: 2, totalLaps: 150 }),
  ];

  it('the most popular brand and pattern hold the most sets', () => {
    expect(mostPopularBrand(items)).toMatchObject({ brand: 'JConcepts', sets: 4 });
    expect(mostPopularTreadPattern(items)).toMatchObject({
      brand: 'JConcepts',
      treadPattern: 'Reflex',
      sets: 4,
    });
  });

  it('the most used tyre is the tyre type with the most laps', () => {
    expect(mostUsedTyre(items)).toMatchObject({
      brand: 'Pro-Line',
      treadPattern: 'Blockade',
      compound: 'M3',
      totalLaps: 400,
    });
  });

  it('says nothing before there is a set or a lap', () => {
    expect(mostPopularBrand([])).toBeNull();
    expect(mostPopularTreadPattern([tyreItem({ quantity: 0 })])).toBeNull();
    expect(mostUsedTyre([tyreItem({ totalLaps: 0 })])).toBeNull();
  });
});

describe('healthyStockPercent', () => {
  it('is the share of tyre types with 3 or more sets', () => {
    expect(healthyStockPercent({ out: 1, low: 1, healthy: 1 })).toBe(33);
    expect(healthyStockPercent({ out: 0, low: 0, healthy: 4 })).toBe(100);
    expect(healthyStockPercent({ out: 0, low: 0, healthy: 0 })).toBeNull();
  });
});

describe('compoundStockTip', () => {
  it('names the three compounds with the most laps, and those below 2 sets', () => {
    const tip = compoundStockTip([
      tyreItem({ compound: 'M3', treadPattern: 'Blockade', quantity: 1, totalLaps: 300 }),
      tyreItem({ compound: 'M3', treadPattern: 'Hole Shot 2.0', quantity: 1, totalLaps: 200 }),
      tyreItem({ brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue', quantity: 1, totalLaps: 350 }),
      tyreItem({ brand: 'Hot Race', treadPattern: 'Roma', compound: 'Soft', quantity: 0, totalLaps: 120 }),
      tyreItem({ brand: 'Matrix', treadPattern: 'Atlas', compound: 'Soft', quantity: 5, totalLaps: 90 }),
    ]);
    expect(tip?.compounds.map(({ brand, compound, laps, sets }) => [brand, compound, laps, sets])).toEqual([
      // Two sets are the tip's minimum: not short.
      ['Pro-Line', 'M3', 500, 2],
      ['JConcepts', 'Blue', 350, 1],
      ['Hot Race', 'Soft', 120, 0],
    ]);
    expect(tip?.text).toBe(
      'Keep 2-3 sets of your most-used compounds in stock: Pro-Line M3, JConcepts Blue, Hot Race Soft. ' +
        'Running short: JConcepts Blue (1 set), Hot Race Soft (0 sets).',
    );
  });

  it('has nothing to say while no lap has been run', () => {
    expect(compoundStockTip([tyreItem({ quantity: 4 })])).toBeNull();
  });
});

describe('setsNearingEndOfLife', () => {
  it("flags the new and used sets past the racer's average for retired sets", () => {
    const fresh = tyreItem({ setNumber: 3, condition: 'new', totalLaps: 100 });
    const nearEnd = tyreItem({ setNumber: 4, condition: 'used', totalLaps: 260 });
    const pastEnd = tyreItem({ setNumber: 5, condition: 'used', totalLaps: 400 });
    const atAverage = tyreItem({ setNumber: 6, condition: 'used', totalLaps: 250 });
    const insight = setsNearingEndOfLife([
      tyreItem({ setNumber: 1, condition: 'worn', totalLaps: 200 }),
      tyreItem({ setNumber: 2, condition: 'worn', totalLaps: 300 }),
      tyreItem({ setNumber: 7, condition: 'worn', totalLaps: 0 }),
      fresh,
      nearEnd,
      pastEnd,
      atAverage,
    ]);
    expect(insight?.averageRetiredLaps).toBe(250);
    expect(insight?.sets.map((set) => set.setNumber)).toEqual([5, 4]);
  });

  it('leaves out a row with no set left', () => {
    const insight = setsNearingEndOfLife([
      tyreItem({ condition: 'worn', totalLaps: 100 }),
      tyreItem({ condition: 'used', totalLaps: 500, quantity: 0 }),
    ]);
    expect(insight?.sets).toEqual([]);
  });

  it('has no insight until a retired set has laps', () => {
    expect(setsNearingEndOfLife([tyreItem({ condition: 'used', totalLaps: 900 })])).toBeNull();
    expect(
      setsNearingEndOfLife([tyreItem({ condition: 'worn', totalLaps: 0 }), tyreItem({ totalLaps: 900 })]),
    ).toBeNull();
  });
});
