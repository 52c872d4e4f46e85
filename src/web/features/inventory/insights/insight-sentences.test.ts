import { describe, expect, it } from 'vitest';
import { tyreItem } from '../../../../domain/testing/tyre-items';
import {
  compoundTip,
  endOfLife,
  favourites,
  inventoryHealth,
  inventorySummary,
  lowStockWarning,
  stockAlert,
} from './insight-sentences';

const inventory = [
  tyreItem({ quantity: 3, purchasePrice: 30, totalLaps: 90 }),
  tyreItem({ compound: 'M4', quantity: 1, purchasePrice: 25.5, totalLaps: 260 }),
  tyreItem({
    brand: 'JConcepts',
    treadPattern: 'Reflex',
    compound: 'Blue',
    quantity: 0,
    totalLaps: 200,
    condition: 'worn',
  }),
];

describe('the Insights cards', () => {
  it('warn of tyre types out of stock and running low, naming them', () => {
    expect(stockAlert(inventory)).toEqual({
      title: 'Stock alert',
      text: '1 tyre type out of stock: buy more before your next race day.',
      warning: true,
      list: ['JConcepts Reflex Blue: 0 sets'],
    });
    expect(lowStockWarning(inventory)).toMatchObject({
      text: '1 tyre type running low, with only 1 or 2 sets left.',
      list: ['Pro-Line Blockade M4: 1 set'],
    });
    expect(inventoryHealth(inventory)).toEqual({
      title: 'Inventory health',
      text: '33% of your tyre types are well stocked with 3 or more sets (1 of 3).',
      warning: true,
    });
  });

  it('say all is well when it is', () => {
    const stocked = [tyreItem({ quantity: 4 })];
    expect(stockAlert(stocked)).toMatchObject({ text: 'Nothing is out of stock.', warning: false });
    expect(lowStockWarning(stocked)).toMatchObject({ text: 'No tyre type is running low.', warning: false });
    expect(inventoryHealth(stocked).text).toBe(
      '100% of your tyre types are well stocked with 3 or more sets (1 of 1).',
    );
  });

  it('name the favourite brand and pattern, the most used tyre and the compounds to keep', () => {
    expect(favourites(inventory).map((insight) => `${insight.title}: ${insight.text}`)).toEqual([
      'Most popular brand: Pro-Line, with 4 sets.',
      'Most popular tread pattern: Pro-Line Blockade, with 4 sets.',
      'Most used tyre: Pro-Line Blockade M4, with 260 laps.',
    ]);
    expect(compoundTip(inventory).text).toMatch(
      /^Keep 2-3 sets of your most-used compounds in stock: Pro-Line M4/,
    );
    expect(favourites([tyreItem({ totalLaps: 0 })])[2]?.text).toBe(
      'No laps yet: save laps from the Race Timer to a set.',
    );
  });

  it('sum the inventory up in one sentence', () => {
    expect(inventorySummary(inventory).text).toBe(
      'You have 4 sets (16 tyres) of 3 tyre types from 2 brands, worth £115.50, with 550 laps run.',
    );
  });

  it("list the sets past the racer's expired sets' average laps", () => {
    expect(endOfLife(inventory)).toEqual({
      title: 'Sets nearing the end of their life',
      text: 'Your expired sets lasted 200 laps on average. These have run more:',
      warning: true,
      list: ['Pro-Line Blockade M4, Set #1: 260 laps'],
    });
    expect(endOfLife([tyreItem({ totalLaps: 10 })]).text).toMatch(/^Mark worn-out sets as Expired/);
    expect(endOfLife([tyreItem({ condition: 'worn', totalLaps: 100 })]).text).toBe(
      'Your expired sets lasted 100 laps on average; no set has passed that yet.',
    );
  });
});
