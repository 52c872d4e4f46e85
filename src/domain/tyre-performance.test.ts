// Unit tests of the tyre ranking: which tyre an entry ran on, each type's results, filters, sorts, the top 10,
// the highlight cards and the breakdowns.
import { describe, expect, it } from 'vitest';
import { raceLogEntry, raceLogTyre } from './testing/race-log-entries.ts';
import { tyreTypeName } from './tyre-format.ts';
import {
  analysisFilterOptions,
  brandComparison,
  defaultAnalysisFilters,
  entryTyreType,
  filterEntries,
  sortTyrePerformance,
  treadPatternBreakdown,
  tyreHighlights,
  tyrePerformance,
  tyreRanking,
} from './tyre-performance.ts';

const blockade = raceLogTyre();
const reflex = raceLogTyre({ id: 2, brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue' });
const reflexGreen = raceLogTyre({ id: 3, brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Green' });
const holeShot = raceLogTyre({ id: 4, treadPattern: 'Hole Shot 2.0', compound: 'M4' });

const names = (tyres: { brand: string; treadPattern: string; compound: string }[]) => tyres.map(tyreTypeName);

describe('entryTyreType', () => {
  it('is the front set when the entry names one', () => {
    expect(entryTyreType(raceLogEntry({}, reflex))).toMatchObject({
      brand: 'JConcepts',
      treadPattern: 'Reflex',
      compound: 'Blue',
    });
  });

  it("is the brand, model and compound the entry was saved with when its set is gone or it has no sets' details", () => {
    const deleted = raceLogEntry({ frontTire: null, rearTire: null, frontTireId: null, rearTireId: null });
    expect(entryTyreType(deleted)).toMatchObject({
      brand: 'Pro-Line',
      treadPattern: 'Blockade',
      compound: 'M3',
    });
    // The same type as the set's, however the text is spaced or cased, and however it was saved: an entry
    // from before the compound had its own field has 'pattern compound' as its model.
    const typed = raceLogEntry({
      frontTire: null,
      frontTireBrand: 'pro-line ',
      frontTireModel: ' blockade  ',
      frontTireCompound: 'm3 ',
    });
    const older = raceLogEntry({ frontTire: null, frontTireModel: 'Blockade M3', frontTireCompound: null });
    const key = entryTyreType(raceLogEntry())?.key;
    expect(entryTyreType(typed)?.key).toBe(key);
    expect(entryTyreType(older)).toMatchObject({ key, treadPattern: 'Blockade M3', compound: '' });
  });

  it('falls back to the rear, and is null when the entry names no tyre', () => {
    expect(entryTyreType(raceLogEntry({ frontTire: null, frontTireBrand: null }))?.brand).toBe('Pro-Line');
    expect(entryTyreType(raceLogEntry({}, null))).toBeNull();
    expect(
      entryTyreType(raceLogEntry({ frontTireModel: 'Blockade M3', frontTireBrand: null }, null)),
    ).toBeNull();
  });

  it('names a type brand, pattern, compound', () => {
    expect(tyreTypeName(blockade)).toBe('Pro-Line Blockade M3');
    expect(tyreTypeName({ brand: 'Pro-Line', treadPattern: 'Blockade M3', compound: '' })).toBe(
      'Pro-Line Blockade M3',
    );
  });
});

describe('tyrePerformance', () => {
  const entries = [
    raceLogEntry({ position: 1, consistency: '92.5', fastestLap: '38.2' }, blockade),
    raceLogEntry({ position: 4, consistency: '0.875', fastestLap: '37.95' }, blockade),
    raceLogEntry({ position: 7, consistency: null, fastestLap: null }, blockade),
    raceLogEntry({ position: 2, consistency: '96%', fastestLap: '1:00.5' }, reflex),
    raceLogEntry({ position: 3 }, null),
  ];
  const [pl, jc] = tyrePerformance(entries);

  it('groups the entries by tyre type, leaving out those without a tyre', () => {
    expect(names(tyrePerformance(entries))).toEqual(['Pro-Line Blockade M3', 'JConcepts Reflex Blue']);
    expect(pl?.entries).toHaveLength(3);
  });

  it("gives each type's races, average position and finishing rates", () => {
    expect(pl).toMatchObject({ races: 3, averagePosition: 4 });
    expect(pl?.winRate).toBeCloseTo(100 / 3, 9);
    expect(pl?.podiumRate).toBeCloseTo(100 / 3, 9);
    expect(pl?.top5Rate).toBeCloseTo(200 / 3, 9);
    expect(pl?.top10Rate).toBe(100);
    expect(jc).toMatchObject({ races: 1, averagePosition: 2, winRate: 0, podiumRate: 100 });
  });

  it('averages consistency over the races that have it, with the sample size', () => {
    expect(pl).toMatchObject({ averageConsistency: 90, consistencySamples: 2, consistencyRating: 'Good' });
    expect(jc).toMatchObject({
      averageConsistency: 96,
      consistencySamples: 1,
      consistencyRating: 'Excellent',
    });
  });

  it('gives the fastest lap of any race, with the sample size', () => {
    expect(pl).toMatchObject({ bestLap: 37.95, bestLapSamples: 2 });
    expect(jc).toMatchObject({ bestLap: 60.5, bestLapSamples: 1 });
  });

  it('scores each type with the spec formula and badges it', () => {
    // 0.5 x (100 - 20) + 0.3 x 90 + 0.2 x 6
    expect(pl?.performanceScore).toBeCloseTo(68.2, 9);
    expect(pl?.scoreTier).toBe('fair');
    // 0.5 x 90 + 0.3 x 96 + 0.2 x 2
    expect(jc?.performanceScore).toBeCloseTo(74.2, 9);
    expect(jc?.scoreTier).toBe('fair');
  });

  it("has no consistency for a type without a figure, and names a type after its sets' entries", () => {
    const [type] = tyrePerformance([
      raceLogEntry({ frontTire: null, rearTire: null, position: 2 }),
      raceLogEntry({ position: 1 }),
    ]);
    expect(type).toMatchObject({ treadPattern: 'Blockade', compound: 'M3', races: 2 });
    expect(type).toMatchObject({ averageConsistency: null, consistencySamples: 0, consistencyRating: null });
    expect(type).toMatchObject({ bestLap: null, bestLapSamples: 0 });
  });

  it('has nothing for no entries', () => {
    expect(tyrePerformance([])).toEqual([]);
  });
});

describe('breakdowns', () => {
  const entries = [
    raceLogEntry({ position: 1, consistency: '90' }, reflex),
    raceLogEntry({ position: 3, consistency: '80' }, reflexGreen),
    raceLogEntry({ position: 2, consistency: '95' }, blockade),
    raceLogEntry({ position: 6, consistency: '85' }, holeShot),
  ];

  it('puts compounds of a pattern together, best score first', () => {
    expect(
      treadPatternBreakdown(entries).map(({ brand, treadPattern, races, averagePosition }) => [
        brand,
        treadPattern,
        races,
        averagePosition,
      ]),
    ).toEqual([
      ['Pro-Line', 'Blockade', 1, 2],
      ['JConcepts', 'Reflex', 2, 2],
      ['Pro-Line', 'Hole Shot 2.0', 1, 6],
    ]);
  });

  it('compares brands over all their tyres', () => {
    expect(
      brandComparison(entries).map(({ brand, races, averagePosition }) => [brand, races, averagePosition]),
    ).toEqual([
      ['JConcepts', 2, 2],
      ['Pro-Line', 2, 4],
    ]);
  });
});

describe('filterEntries', () => {
  const wet = raceLogEntry(
    { trackConditions: 'wet', trackName: 'Mud Bowl', raceTitle: 'Truggy A-Main' },
    reflex,
  );
  const dry = raceLogEntry({ trackConditions: 'dry' }, blockade);
  const noTyre = raceLogEntry({}, null);
  const all = [wet, dry, noTyre];
  const filtered = (changes: Partial<ReturnType<typeof defaultAnalysisFilters>>) =>
    filterEntries(all, { ...defaultAnalysisFilters(), ...changes });

  it('keeps every entry with a tyre when nothing is filtered', () => {
    expect(filtered({})).toEqual([wet, dry]);
  });

  it('searches every word in the tyre, track and race title', () => {
    expect(filtered({ search: 'jconcepts' })).toEqual([wet]);
    expect(filtered({ search: 'blue MUD' })).toEqual([wet]);
    expect(filtered({ search: 'truggy' })).toEqual([wet]);
    expect(filtered({ search: 'm3 red gum' })).toEqual([dry]);
    expect(filtered({ search: 'blue red' })).toEqual([]);
  });

  it('filters by brand, conditions and tracks', () => {
    expect(filtered({ brand: 'pro-line' })).toEqual([dry]);
    expect(filtered({ trackConditions: 'wet' })).toEqual([wet]);
    expect(filtered({ trackConditions: 'damp' })).toEqual([]);
    expect(filtered({ tracks: ['mud bowl'] })).toEqual([wet]);
    expect(filtered({ tracks: ['Mud Bowl', 'Red Gum Raceway'] })).toEqual([wet, dry]);
  });

  it('filters by the car the entries name', () => {
    const buggy = raceLogEntry({ carId: 5 }, blockade);
    const truggy = raceLogEntry({ carId: 6 }, reflex);
    const withCars = [...all, buggy, truggy];
    const byCar = (carId: number | null) => filterEntries(withCars, { ...defaultAnalysisFilters(), carId });
    expect(byCar(5)).toEqual([buggy]);
    expect(byCar(6)).toEqual([truggy]);
    expect(byCar(7)).toEqual([]);
    // Every car: the entries naming none too.
    expect(byCar(null)).toEqual([wet, dry, buggy, truggy]);
  });

  it("offers the entries' brands, tracks, conditions and cars", () => {
    expect(
      analysisFilterOptions([
        ...all,
        raceLogEntry({ trackName: 'mud bowl', carId: 6 }, raceLogTyre({ brand: 'pro-line' })),
        raceLogEntry({ carId: 5 }, reflex),
        // A car only on an entry without a tyre is not offered: it has nothing to rank.
        raceLogEntry({ carId: 9 }, null),
      ]),
    ).toEqual({
      // A type's names are those of its first set; a track's, its first entry's.
      brands: ['JConcepts', 'Pro-Line'],
      tracks: ['Mud Bowl', 'Red Gum Raceway'],
      trackConditions: ['dry', 'wet'],
      carIds: [5, 6],
    });
  });
});

describe('sorting and ranking', () => {
  // Scores: A 0.5x95+0.3x80+0.4 = 71.9; B 0.5x80+0.3x98+0.4 = 69.8; C 0.5x90+0+0.8 = 45.8
  const a = raceLogEntry({ position: 1, consistency: '80' }, blockade);
  const b = raceLogEntry({ position: 4, consistency: '98' }, reflex);
  const c1 = raceLogEntry({ position: 1 }, holeShot);
  const c2 = raceLogEntry({ position: 3 }, holeShot);
  const tyres = tyrePerformance([a, b, c1, c2]);
  const order = (sort: Parameters<typeof sortTyrePerformance>[1], direction: 'asc' | 'desc') =>
    sortTyrePerformance(tyres, sort, direction).map((tyre) => tyre.treadPattern);

  it('sorts by each figure both ways', () => {
    expect(order('score', 'desc')).toEqual(['Blockade', 'Reflex', 'Hole Shot 2.0']);
    expect(order('score', 'asc')).toEqual(['Hole Shot 2.0', 'Reflex', 'Blockade']);
    expect(order('position', 'asc')).toEqual(['Blockade', 'Hole Shot 2.0', 'Reflex']);
    expect(order('position', 'desc')).toEqual(['Reflex', 'Hole Shot 2.0', 'Blockade']);
    expect(order('races', 'desc')).toEqual(['Hole Shot 2.0', 'Blockade', 'Reflex']);
    expect(order('winRate', 'desc')).toEqual(['Blockade', 'Hole Shot 2.0', 'Reflex']);
  });

  it('puts a type without consistency last both ways', () => {
    expect(order('consistency', 'desc')).toEqual(['Reflex', 'Blockade', 'Hole Shot 2.0']);
    expect(order('consistency', 'asc')).toEqual(['Blockade', 'Reflex', 'Hole Shot 2.0']);
  });

  it('breaks a tie by the better score', () => {
    // Blockade and Reflex each have one race.
    expect(order('races', 'asc')).toEqual(['Blockade', 'Reflex', 'Hole Shot 2.0']);
  });

  it('ranks the top 10 by score, labelling the first three', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      raceLogEntry({ position: index + 1 }, raceLogTyre({ id: 100 + index, compound: `C${index}` })),
    );
    const ranking = tyreRanking(tyrePerformance(many), 'score', 'desc');
    expect(ranking).toHaveLength(10);
    expect(ranking.map(({ rank, label, tyre }) => [rank, label, tyre.compound]).slice(0, 4)).toEqual([
      [1, 'Champion', 'C0'],
      [2, 'Runner-up', 'C1'],
      [3, '3rd place', 'C2'],
      [4, null, 'C3'],
    ]);
    expect(ranking.at(-1)?.tyre.compound).toBe('C9');
    expect(tyreRanking([], 'score', 'desc')).toEqual([]);
  });

  it('ranks and labels the top 10 in the order shown: sorted by consistency, the most consistent is #1', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      raceLogEntry(
        { position: index + 1, consistency: String(80 + index) },
        raceLogTyre({ id: 100 + index, compound: `C${index}` }),
      ),
    );
    const ranking = tyreRanking(tyrePerformance(many), 'consistency', 'desc');
    // Still the top 10 by score (C10 and C11 are out), the most consistent of them first.
    expect(ranking.map(({ rank, label, tyre }) => [rank, label, tyre.compound]).slice(0, 4)).toEqual([
      [1, 'Champion', 'C9'],
      [2, 'Runner-up', 'C8'],
      [3, '3rd place', 'C7'],
      [4, null, 'C6'],
    ]);
    expect(ranking.at(-1)?.tyre.compound).toBe('C0');
  });

  it('ranks the type with more races first on an equal score', () => {
    // Races count up to 10, so 10 and 11 wins score the same.
    const wins = (count: number, tyre: typeof blockade) =>
      Array.from({ length: count }, () => raceLogEntry({ position: 1, consistency: '90' }, tyre));
    const tyres = tyrePerformance([...wins(10, blockade), ...wins(11, reflex)]);
    expect(tyres[0]?.performanceScore).toBe(tyres[1]?.performanceScore);
    expect(tyreRanking(tyres, 'score', 'desc').map(({ tyre }) => tyre.races)).toEqual([11, 10]);
  });
});

describe('tyreHighlights', () => {
  it('picks the best score, consistency, lap and win rate', () => {
    const tyres = tyrePerformance([
      raceLogEntry({ position: 1, consistency: '85', fastestLap: '38.5' }, blockade),
      raceLogEntry({ position: 3, consistency: '97', fastestLap: '38.9' }, reflex),
      raceLogEntry({ position: 5, consistency: '90', fastestLap: '37.8' }, holeShot),
      raceLogEntry({ position: 1, consistency: '70' }, holeShot),
    ]);
    const { championTire, mostConsistent, speedDemon, winLeader } = tyreHighlights(tyres);
    expect(championTire?.treadPattern).toBe('Blockade');
    expect(mostConsistent?.treadPattern).toBe('Reflex');
    expect(speedDemon?.treadPattern).toBe('Hole Shot 2.0');
    expect(winLeader).toMatchObject({ treadPattern: 'Blockade', winRate: 100 });
  });

  it('has no card without the data for it', () => {
    expect(tyreHighlights([])).toEqual({
      championTire: null,
      mostConsistent: null,
      speedDemon: null,
      winLeader: null,
    });
    const { championTire, mostConsistent, speedDemon, winLeader } = tyreHighlights(
      tyrePerformance([raceLogEntry({ position: 2 })]),
    );
    expect(championTire?.treadPattern).toBe('Blockade');
    expect([mostConsistent, speedDemon, winLeader]).toEqual([null, null, null]);
  });
});
