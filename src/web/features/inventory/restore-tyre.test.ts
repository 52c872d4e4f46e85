import { describe, expect, it } from 'vitest';
import { type TyreItem, tyreCreateSchema } from '../../../domain/tyres';
import { restoreTyre } from './restore-tyre';

const removed: TyreItem = {
  id: 7,
  brand: 'JConcepts',
  treadPattern: 'Double Dees',
  compound: 'Green',
  compoundDescription: 'Soft long-wear',
  size: '1/10',
  quantity: 1,
  setNumber: 3,
  purchaseDate: '2026-03-08',
  purchasePrice: 24.5,
  currency: 'GBP',
  condition: 'worn',
  trackType: 'clay',
  tempRangeMin: 10,
  tempRangeMax: 25,
  treadDescription: 'Low pins',
  notes: 'Front only',
  lapsEntered: 40,
  totalLaps: 95,
  createdAt: '2026-03-08T10:00:00.000Z',
};

describe('restoreTyre', () => {
  it('puts the row back with its set number, condition and hand-entered laps, as the server accepts it', () => {
    const body = tyreCreateSchema.parse(restoreTyre(removed));
    const { id: _id, totalLaps: _laps, createdAt: _created, ...stored } = removed;
    expect(body).toEqual(stored);
  });
});
