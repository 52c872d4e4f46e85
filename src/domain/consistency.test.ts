import { describe, expect, it } from 'vitest';
import { consistencyOf } from './consistency.ts';

describe('consistencyOf', () => {
  it('shows a percentage with two decimals', () => {
    expect(consistencyOf(95.3)).toEqual({ percent: 95.3, text: '95.30%', tone: 'fair' });
    expect(consistencyOf(88.456)?.text).toBe('88.46%');
  });

  it('reads a value of 1 or less as a fraction', () => {
    expect(consistencyOf(0.9812)?.text).toBe('98.12%');
    expect(consistencyOf(1)?.text).toBe('100.00%');
    expect(consistencyOf(0)?.text).toBe('0.00%');
  });

  it('is green from 97, yellow from 90, red below', () => {
    expect(consistencyOf(97)?.tone).toBe('good');
    expect(consistencyOf(96.99)?.tone).toBe('fair');
    expect(consistencyOf(90)?.tone).toBe('fair');
    expect(consistencyOf(89.99)?.tone).toBe('poor');
    expect(consistencyOf(0.97)?.tone).toBe('good');
  });

  it('has nothing to show for a missing or impossible value', () => {
    expect(consistencyOf(null)).toBeNull();
    expect(consistencyOf(undefined)).toBeNull();
    expect(consistencyOf(Number.NaN)).toBeNull();
    expect(consistencyOf(-3)).toBeNull();
  });
});
