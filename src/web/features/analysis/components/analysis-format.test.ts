import { describe, expect, it } from 'vitest';
import { bestDirection, gapText, lapText, percentText, positionText, racesText } from './analysis-format';

describe('the Analysis screen figures', () => {
  it('writes percentages with one decimal, none when whole', () => {
    expect(percentText(100)).toBe('100%');
    expect(percentText(100 / 3)).toBe('33.3%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(66.66)).toBe('66.7%');
  });

  it('writes positions, race counts and lap times', () => {
    expect(positionText(1)).toBe('P1');
    expect(positionText(2.3333)).toBe('P2.3');
    expect(racesText(1)).toBe('1 race');
    expect(racesText(4)).toBe('4 races');
    expect(lapText(38.0612)).toBe('38.061s');
    expect(lapText(62.345)).toBe('1:02.345');
    expect(lapText(605.5)).toBe('10:05.500');
  });

  it('writes the pace gap by its side of the field', () => {
    expect(gapText(-0.4123, -1.08)).toBe('0.412s faster (1.1%)');
    expect(gapText(0.3, 0.8)).toBe('0.300s slower (0.8%)');
    expect(gapText(0, 0)).toBe('Level with the field');
  });

  it('reads a low average position as best, every other figure high', () => {
    expect(bestDirection('position')).toBe('asc');
    expect(bestDirection('score')).toBe('desc');
    expect(bestDirection('winRate')).toBe('desc');
  });
});
