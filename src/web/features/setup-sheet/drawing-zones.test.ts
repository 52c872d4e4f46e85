import { describe, expect, it } from 'vitest';
import { SETUP_FIELD_NAMES } from '../../../domain/setup-sheets';
import { DRAWING_ZONES } from './drawing-zones';

describe('the drawing zones', () => {
  it('place every field of the sheet exactly once', () => {
    const placed = DRAWING_ZONES.flatMap((zone) => zone.fields);
    expect([...placed].sort()).toEqual([...SETUP_FIELD_NAMES].sort());
  });
});
