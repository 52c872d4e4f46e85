// Unit tests of the Analysis screen's figures: parsing, the consistency rating, the score and its badge, the rates.
import { describe, expect, it } from 'vitest';
import {
  consistencyPercent,
  consistencyRating,
  entryFigures,
  figureSeconds,
  finishRates,
  mean,
  performanceScore,
  scoreTier,
} from './race-analysis-figures.ts';

describe('figureSeconds', () => {
  it('reads a lap time as the result page writes it', () => {
    expect(figureSeconds('38.061')).toBe(38.061);
    expect(figureSeconds(' 41.2 ')).toBe(41.2);
    expect(figureSeconds('1:02.345')).toBeCloseTo(62.345, 9);
    expect(figureSeconds('2:00')).toBe(120);
  });

  it('has no time for an empty, zero or unreadable figure', () => {
    for (const text of [null, '', '0', '0.000', '-', 'N/A', '1:75.2', '38.061s', '-38.0', '1:2.3']) {
      expect(figureSeconds(text), String(text)).toBeNull();
    }
  });
});

describe('consistencyPercent', () => {
  it('reads a percentage with or without its sign', () => {
    expect(consistencyPercent('92.82%')).toBe(92.82);
    expect(consistencyPercent('92.82')).toBe(92.82);
    expect(consistencyPercent('100')).toBe(100);
  });

  it('reads a value of 1 or less as a fraction', () => {
    expect(consistencyPercent('0.93')).toBeCloseTo(93, 9);
    expect(consistencyPercent('1')).toBe(100);
    expect(consistencyPercent('1.01')).toBe(1.01);
  });

  it('has no percentage for an unreadable figure or one over 100', () => {
    for (const text of [null, '', '-', 'abc', '100.01', '-5', '92,8']) {
      expect(consistencyPercent(text), String(text)).toBeNull();
    }
  });

  it('reads all three figures of an entry', () => {
    expect(entryFigures({ fastestLap: '37.9', avgLap: '39.412', consistency: '0.9' })).toEqual({
      fastestLap: 37.9,
      avgLap: 39.412,
      consistency: 90,
    });
    expect(entryFigures({ fastestLap: null, avgLap: '', consistency: null })).toEqual({
      fastestLap: null,
      avgLap: null,
      consistency: null,
    });
  });
});

describe('consistencyRating', () => {
  it('is Excellent from 95, Good from 90, Average from 80, Poor below', () => {
    expect(consistencyRating(100)).toBe('Excellent');
    expect(consistencyRating(95)).toBe('Excellent');
    expect(consistencyRating(94.99)).toBe('Good');
    expect(consistencyRating(90)).toBe('Good');
    expect(consistencyRating(89.99)).toBe('Average');
    expect(consistencyRating(80)).toBe('Average');
    expect(consistencyRating(79.99)).toBe('Poor');
    expect(consistencyRating(0)).toBe('Poor');
  });
});

describe('scoreTier', () => {
  it('badges 90 and up excellent, 75 good, 60 fair, below poor', () => {
    expect(scoreTier(90)).toBe('excellent');
    expect(scoreTier(89.99)).toBe('good');
    expect(scoreTier(75)).toBe('good');
    expect(scoreTier(74.99)).toBe('fair');
    expect(scoreTier(60)).toBe('fair');
    expect(scoreTier(59.99)).toBe('poor');
    expect(scoreTier(0)).toBe('poor');
  });
});

describe('performanceScore', () => {
  it('weighs position by a half, consistency by 0.3 and races by 0.2', () => {
    // 0.5 x (100 - 5 x 4) + 0.3 x 90 + 0.2 x (5 x 2) = 40 + 27 + 2
    expect(performanceScore({ averagePosition: 4, averageConsistency: 90, races: 5 })).toBeCloseTo(69, 9);
  });

  it('counts no more than 10 races', () => {
    const score = (races: number) => performanceScore({ averagePosition: 1, averageConsistency: 100, races });
    expect(score(9)).toBeCloseTo(81.1, 9);
    expect(score(10)).toBeCloseTo(81.5, 9);
    expect(score(11)).toBeCloseTo(81.5, 9);
    expect(score(50)).toBeCloseTo(81.5, 9);
  });

  it('gives nothing for position from an average of 20th down', () => {
    const score = (averagePosition: number) =>
      performanceScore({ averagePosition, averageConsistency: 80, races: 1 });
    expect(score(19)).toBeCloseTo(2.5 + 24 + 0.4, 9);
    expect(score(20)).toBeCloseTo(24.4, 9);
    expect(score(25)).toBeCloseTo(24.4, 9);
  });

  it('counts an unknown consistency as 0', () => {
    expect(performanceScore({ averagePosition: 1, averageConsistency: null, races: 1 })).toBeCloseTo(47.9, 9);
  });
});

describe('finishRates', () => {
  it('is the share at P1, P3 or better, P5 or better and P10 or better', () => {
    expect(finishRates([1, 2, 3, 4, 5, 6, 10, 11])).toEqual({
      winRate: 12.5,
      podiumRate: 37.5,
      top5Rate: 62.5,
      top10Rate: 87.5,
    });
    expect(finishRates([1])).toEqual({ winRate: 100, podiumRate: 100, top5Rate: 100, top10Rate: 100 });
    expect(finishRates([4, 6, 11])).toEqual({
      winRate: 0,
      podiumRate: 0,
      top5Rate: (1 / 3) * 100,
      top10Rate: (2 / 3) * 100,
    });
  });

  it('is 0 with no race', () => {
    expect(finishRates([])).toEqual({ winRate: 0, podiumRate: 0, top5Rate: 0, top10Rate: 0 });
  });
});

describe('mean', () => {
  it('averages, with nothing to average null', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBeNull();
  });
});
