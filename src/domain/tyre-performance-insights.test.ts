// Unit tests of the Analysis screen's key insights and recommendations, at and around each threshold.
import { describe, expect, it } from 'vitest';
import { raceLogEntry, raceLogTyre } from './testing/race-log-entries.ts';
import { type TyrePerformance, tyrePerformance } from './tyre-performance.ts';
import { keyInsights, tyreRecommendations } from './tyre-performance-insights.ts';

const blockade = raceLogTyre();
const reflex = raceLogTyre({ id: 2, brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue' });

/** One type's results from `count` races at `position` and `consistency`. */
const raced = (
  tyre: ReturnType<typeof raceLogTyre>,
  count: number,
  position: number,
  consistency: string | null,
  fastestLap: string | null = null,
): TyrePerformance =>
  tyrePerformance(
    Array.from({ length: count }, () => raceLogEntry({ position, consistency, fastestLap }, tyre)),
  )[0]!;

const titles = (tyres: TyrePerformance[]) => keyInsights(tyres).map((insight) => insight.title);

describe('keyInsights', () => {
  it('says nothing without a race', () => {
    expect(keyInsights([])).toEqual([]);
  });

  // The spec's score tops out at 81.5, so only a score given by hand reaches the threshold.
  it('names a dominant performer only when the top score is above 85', () => {
    const champion = raced(blockade, 4, 1, '85');
    expect(titles([{ ...champion, performanceScore: 85 }])).not.toContain('Dominant Performer');
    expect(keyInsights([{ ...champion, performanceScore: 85.01 }])).toContainEqual({
      title: 'Dominant Performer',
      text: 'Pro-Line Blockade M3 leads with a performance score of 85.0 over 4 races.',
    });
  });

  it('lists every type under 80% consistency', () => {
    const steady = raced(blockade, 1, 2, '80');
    const erratic = raced(reflex, 2, 2, '79.94');
    expect(titles([steady])).not.toContain('Consistency Opportunities');
    expect(keyInsights([steady, erratic])).toContainEqual({
      title: 'Consistency Opportunities',
      text: 'Under 80% consistency on JConcepts Reflex Blue (79.9%): steadier laps on these tyres will gain more than one fast lap.',
    });
    // A type without a consistency figure is no opportunity.
    expect(titles([raced(reflex, 1, 2, null)])).not.toContain('Consistency Opportunities');
  });

  it('notes diverse testing with more than 3 brands', () => {
    const brand = (name: string, id: number) => raced(raceLogTyre({ id, brand: name }), 1, 5, '85');
    const three = [brand('Pro-Line', 1), brand('JConcepts', 2), brand('AKA', 3), brand('pro-line ', 4)];
    expect(titles(three)).not.toContain('Diverse Testing');
    expect(keyInsights([...three, brand('Hot Race', 5)])).toContainEqual({
      title: 'Diverse Testing',
      text: 'You have raced 4 brands of tyre: the brand comparison shows how they stack up.',
    });
  });

  it('picks the most consistent type when it is above 90%', () => {
    expect(titles([raced(blockade, 3, 4, '90')])).not.toContain('Consistency Pick');
    expect(keyInsights([raced(blockade, 3, 4, '88'), raced(reflex, 1, 6, '90.04')])).toContainEqual({
      title: 'Consistency Pick',
      text: 'JConcepts Reflex Blue averages 90.0% consistency over 1 race: the safe choice for a long main.',
    });
  });

  it('gives them in order: dominant, opportunities, diverse, pick', () => {
    const brand = (name: string, id: number, consistency: string) =>
      raced(raceLogTyre({ id, brand: name }), 1, 3, consistency);
    const tyres = [
      { ...raced(blockade, 10, 1, '99'), performanceScore: 90 },
      brand('JConcepts', 2, '70'),
      brand('AKA', 3, '85'),
      brand('Hot Race', 4, '85'),
    ];
    expect(titles(tyres)).toEqual([
      'Dominant Performer',
      'Consistency Opportunities',
      'Diverse Testing',
      'Consistency Pick',
    ]);
  });
});

describe('tyreRecommendations', () => {
  it('has nothing to recommend without a race', () => {
    expect(tyreRecommendations([])).toEqual([]);
  });

  it('recommends the best tyre, and asks for more races below 3', () => {
    // 0.5 x 95 + 0.3 x 90 + 0.2 x 4 = 75.3
    expect(tyreRecommendations([raced(blockade, 2, 1, '90'), raced(reflex, 2, 5, '90')])).toEqual([
      'Race the Pro-Line Blockade M3 when it counts: it has your best performance score, 75.3.',
      'Only 2 races on the Pro-Line Blockade M3 so far: log a few more before trusting its lead.',
    ]);
    expect(tyreRecommendations([raced(blockade, 3, 1, '90'), raced(reflex, 2, 5, '90')])).toEqual([
      'Race the Pro-Line Blockade M3 when it counts: it has your best performance score, 75.7.',
    ]);
  });

  it('tells the fastest tyre from the steadiest when they differ', () => {
    const fast = raced(blockade, 3, 1, '85', '37.5');
    const steady = raced(reflex, 3, 2, '95', '38.1');
    expect(tyreRecommendations([fast, steady])).toContain(
      'The Pro-Line Blockade M3 gives your fastest lap and the JConcepts Reflex Blue your steadiest races: pick by how long the main is.',
    );
    expect(tyreRecommendations([fast, raced(reflex, 3, 2, '80', '38.1')])).toHaveLength(1);
  });

  it('suggests a second type when there is one', () => {
    expect(tyreRecommendations([raced(blockade, 4, 2, '90')])).toEqual([
      'Race the Pro-Line Blockade M3 when it counts: it has your best performance score, 73.6.',
      'Try a second tyre type, so there is something to compare against.',
    ]);
  });
});
