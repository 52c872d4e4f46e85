import { describe, expect, it } from 'vitest';
import { templateFieldNames } from '../../../domain/setup-templates';
import { DRAWING_ZONES } from './drawing-zones';

describe('the drawing zones', () => {
  it("place every field of the Agama's sheet exactly once", () => {
    const placed = DRAWING_ZONES.flatMap((zone) => zone.fields);
    expect([...placed].sort()).toEqual(templateFieldNames('agama-8').sort());
  });
});
