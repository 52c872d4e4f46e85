import { describe, expect, it } from 'vitest';
import { tyreItem as item } from '../../../../domain/testing/tyre-items';
import {
  brandRows,
  conditionLapRows,
  costPerLapText,
  trackTypeRows,
  treadPatternRows,
  usageRows,
} from './chart-rows';

const items = [
  item({ quantity: 3, trackType: 'clay', totalLaps: 120 }),
  item({
    brand: 'JConcepts',
    treadPattern: 'Double Dees',
    compound: 'Green',
    quantity: 1,
    condition: 'worn',
    totalLaps: 1,
  }),
  item({ brand: 'pro-line', treadPattern: 'Holeshot', quantity: 2, condition: 'used', trackType: 'dirt' }),
];

describe('the Analytics charts rows', () => {
  it('name brands, patterns and track types as the racer reads them, most sets first', () => {
    expect(brandRows(items)).toEqual([
      { name: 'Pro-Line', value: 5, text: '5 sets' },
      { name: 'JConcepts', value: 1, text: '1 set' },
    ]);
    expect(treadPatternRows(items).map((row) => row.name)).toEqual([
      'Pro-Line Blockade',
      'pro-line Holeshot',
      'JConcepts Double Dees',
    ]);
    expect(trackTypeRows(items).map((row) => `${row.name}: ${row.text}`)).toEqual([
      'Clay: 3 sets',
      'Dirt: 2 sets',
      'Not given: 1 set',
    ]);
  });

  it('give usage as New, Used and Expired, in sets and in laps', () => {
    expect(usageRows(items).map((row) => `${row.name}: ${row.text}`)).toEqual([
      'New: 3 sets',
      'Used: 2 sets',
      'Expired: 1 set',
    ]);
    expect(conditionLapRows(items).map((row) => [row.value, row.text, row.condition])).toEqual([
      [120, '120 laps', 'new'],
      [0, '0 laps', 'used'],
      [1, '1 lap', 'worn'],
    ]);
  });

  it('write a cost per lap in pounds, and a fraction of a penny as under £0.01', () => {
    expect(costPerLapText(0.25)).toBe('£0.25');
    expect(costPerLapText(0.004)).toBe('under £0.01');
  });
});
