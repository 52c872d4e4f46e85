// Inventory items for the domain's unit tests (testing/ stays out of the build): a plain new set of Pro-Line Blockade M3, changed where a test says.
import type { TyreItem } from '../tyres.ts';

let nextId = 1;

export const tyreItem = (overrides: Partial<TyreItem> = {}): TyreItem => ({
  id: nextId++,
  brand: 'Pro-Line',
  treadPattern: 'Blockade',
  compound: 'M3',
  compoundDescription: null,
  size: '1/8',
  quantity: 1,
  setNumber: 1,
  purchaseDate: null,
  purchasePrice: null,
  currency: 'GBP',
  condition: 'new',
  trackType: null,
  tempRangeMin: null,
  tempRangeMax: null,
  treadDescription: null,
  notes: null,
  lapsEntered: 0,
  totalLaps: 0,
  createdAt: '2026-01-01T12:00:00.000Z',
  ...overrides,
});
