import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './changed-fields.ts';

describe('changedFields', () => {
  it('keeps only the fields whose value changed', () => {
    const before = { notes: 'glued', purchasePrice: 40, quantity: 2, condition: 'new' };
    const next = { notes: 'glued with CA', purchasePrice: 40, quantity: 2, condition: 'new' };
    expect(changedFields(next, before)).toEqual({ notes: 'glued with CA' });
  });

  it('sends nothing when nothing changed', () => {
    expect(changedFields({ a: 1, b: null, c: false }, { a: 1, b: null, c: false })).toEqual({});
  });

  it('counts a field cleared or filled as changed, and a field the original lacks', () => {
    expect(changedFields({ notes: null, price: 12 }, { notes: 'old', price: null })).toEqual({
      notes: null,
      price: 12,
    });
    expect(changedFields({ date: '2026-11-20' }, {})).toEqual({ date: '2026-11-20' });
  });

  it('sees a box left empty as unchanged however it is spelled, and false as not blank', () => {
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(Number.NaN, null)).toBe(true);
    expect(sameValue(false, null)).toBe(false);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(0, '')).toBe(false);
  });
});
