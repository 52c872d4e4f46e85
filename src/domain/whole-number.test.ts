import { describe, expect, it } from 'vitest';
import { wholeNumberText } from './whole-number.ts';

describe('wholeNumberText', () => {
  it('writes a number as en-GB does', () => {
    for (const n of [0, 7, 999, 1_000, 12_345, 1_234_567, -4_321, 12.5, 1_234.75])
      expect(wholeNumberText(n)).toBe(n.toLocaleString('en-GB'));
  });
});
