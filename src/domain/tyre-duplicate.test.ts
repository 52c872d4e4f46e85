// Unit tests of 'Add Set': the duplicate row's body and its note.
import { describe, expect, it } from 'vitest';
import { duplicateNote, duplicateSet } from './tyre-duplicate.ts';
import { type TyreItem, tyreCreateSchema } from './tyres.ts';

const original: TyreItem = {
  id: 3,
  brand: 'Pro-Line',
  treadPattern: 'Blockade',
  compound: 'M3',
  compoundDescription: "Soft 'M' compound.",
  size: '1/8',
  quantity: 4,
  setNumber: 2,
  purchaseDate: '2025-11-02',
  purchasePrice: 44.99,
  currency: 'USD',
  condition: 'used',
  trackType: 'dirt',
  tempRangeMin: 21,
  tempRangeMax: 32,
  treadDescription: 'Big blocky lugs.',
  notes: 'Glued with CA',
  lapsEntered: 300,
  totalLaps: 340,
  // Midday UTC: the same calendar day from UTC-11 to UTC+11.
  createdAt: '2025-11-03T12:00:00.000Z',
};

describe('duplicateNote', () => {
  it('names the day the original was added', () => {
    expect(duplicateNote(original)).toBe('Duplicate of a set added on 03/11/2025');
  });

  it("writes the day as the racer's date order does on their phone", () => {
    const monthFirst = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;
    expect(duplicateNote(original, monthFirst)).toBe('Duplicate of a set added on 11/03/2025');
    expect(duplicateSet(original, '2026-03-08', monthFirst).notes).toBe(
      'Duplicate of a set added on 11/03/2025',
    );
  });
});

describe('duplicateSet', () => {
  it("is one new set of the same tyre, bought today at the original's price", () => {
    const body = duplicateSet(original, '2026-03-08');
    expect(body).toEqual({
      brand: 'Pro-Line',
      treadPattern: 'Blockade',
      compound: 'M3',
      compoundDescription: "Soft 'M' compound.",
      size: '1/8',
      quantity: 1,
      purchaseDate: '2026-03-08',
      purchasePrice: 44.99,
      currency: 'USD',
      condition: 'new',
      trackType: 'dirt',
      tempRangeMin: 21,
      tempRangeMax: 32,
      treadDescription: 'Big blocky lugs.',
      notes: 'Duplicate of a set added on 03/11/2025',
    });
    // No set number and no laps: the server numbers it next in the group, and it starts at 0 laps.
    const stored = tyreCreateSchema.parse(body);
    expect(stored.setNumber).toBeUndefined();
    expect(stored.lapsEntered).toBe(0);
  });
});
