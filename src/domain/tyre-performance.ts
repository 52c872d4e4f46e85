// The Analysis screen's tyre ranking: race log entries grouped by tyre type into results
// (races, positions, consistency, rates, best lap, performance score), with its filters, sort orders, top 10,
// highlight cards and the per-pattern and per-brand breakdowns.
//
// An entry's tyre is its front tyre: the set when the entry names one, else the brand, model (the tread
// pattern) and compound it was saved with (a set deleted since keeps its texts), else the rear the same
// way; an entry with neither is left out. The set goes on front and rear alike, so the front stands for
// both. A type is keyed by brand + 'pattern compound', so a deleted set's entries stay with the type's
// others, and so do entries saved before the compound had its own field (their model: 'Blockade M3').
import { groupBy } from './group-by.ts';
import {
  type ConsistencyRating,
  consistencyRating,
  entryFigures,
  type FinishRates,
  finishRates,
  mean,
  performanceScore,
  type ScoreTier,
  scoreTier,
} from './race-analysis-figures.ts';
import type { RaceLogDetailedEntry, RaceLogEntry, TrackCondition } from './race-log.ts';
import { tyreTypeName } from './tyre-format.ts';
import { treadPatternKey, tyreNameKey } from './tyre-names.ts';

/** An entry with or without its sets (the plain list or the full-details one). */
export type AnalysedEntry = RaceLogEntry & Partial<Pick<RaceLogDetailedEntry, 'frontTire' | 'rearTire'>>;

export type TyreType = { key: string; brand: string; treadPattern: string; compound: string };

const collapse = (text: string): string => text.trim().replace(/\s+/g, ' ');
const typeKey = (brand: string, model: string): string =>
  JSON.stringify([tyreNameKey(brand), tyreNameKey(collapse(model))]);

function sideType(
  set: RaceLogDetailedEntry['frontTire'] | undefined,
  brand: string | null,
  model: string | null,
  compound: string | null,
): TyreType | null {
  if (set) {
    const { brand, treadPattern, compound } = set;
    return { key: typeKey(brand, `${treadPattern} ${compound}`), brand, treadPattern, compound };
  }
  if (!brand) return null;
  const [treadPattern, typeCompound] = [collapse(model ?? ''), collapse(compound ?? '')];
  return {
    key: typeKey(brand, `${treadPattern} ${typeCompound}`),
    brand,
    treadPattern,
    compound: typeCompound,
  };
}

/** The tyre type an entry ran on (see the top of this file); null when it names no tyre. */
export const entryTyreType = (entry: AnalysedEntry): TyreType | null =>
  sideType(entry.frontTire, entry.frontTireBrand, entry.frontTireModel, entry.frontTireCompound) ??
  sideType(entry.rearTire, entry.rearTireBrand, entry.rearTireModel, entry.rearTireCompound);

export type PerformanceStats = FinishRates & {
  races: number;
  averagePosition: number;
  /** Percent, over the races with a consistency figure */
  averageConsistency: number | null;
  consistencySamples: number;
  consistencyRating: ConsistencyRating | null;
  /** Seconds: the fastest lap of any race */
  bestLap: number | null;
  bestLapSamples: number;
  performanceScore: number;
  scoreTier: ScoreTier;
};

function statsOf(entries: readonly AnalysedEntry[]): PerformanceStats {
  const figures = entries.map(entryFigures);
  const consistencies = figures.flatMap(({ consistency }) => (consistency === null ? [] : [consistency]));
  const laps = figures.flatMap(({ fastestLap }) => (fastestLap === null ? [] : [fastestLap]));
  const positions = entries.map((entry) => entry.position);
  const averagePosition = mean(positions) ?? 0;
  const averageConsistency = mean(consistencies);
  const score = performanceScore({ averagePosition, averageConsistency, races: entries.length });
  return {
    races: entries.length,
    averagePosition,
    averageConsistency,
    consistencySamples: consistencies.length,
    consistencyRating: averageConsistency === null ? null : consistencyRating(averageConsistency),
    ...finishRates(positions),
    bestLap: laps.length === 0 ? null : Math.min(...laps),
    bestLapSamples: laps.length,
    performanceScore: score,
    scoreTier: scoreTier(score),
  };
}

type Typed = { entry: AnalysedEntry; type: TyreType };

/** The entries that name a tyre, each with its type; a type's names are those of its first entry with a set. */
function typedEntries(entries: readonly AnalysedEntry[]): Typed[] {
  const typed = entries.flatMap((entry) => {
    const type = entryTyreType(entry);
    return type ? [{ entry, type }] : [];
  });
  const named = new Map<string, TyreType>();
  // Only a set's type has a compound: a text type's model stands as its pattern.
  for (const { type } of typed) if (type.compound !== '' && !named.has(type.key)) named.set(type.key, type);
  return typed.map(({ entry, type }) => ({ entry, type: named.get(type.key) ?? type }));
}

/** The results per `keyOf` of the entries that name a tyre, each labelled from its first entry's type. */
function performanceBy<Label>(
  entries: readonly AnalysedEntry[],
  keyOf: (type: TyreType) => string,
  labelOf: (type: TyreType) => Label,
) {
  return [...groupBy(typedEntries(entries), ({ type }) => keyOf(type))].map(([key, group]) => {
    const entries = group.map(({ entry }) => entry);
    return { key, ...labelOf(group[0]!.type), ...statsOf(entries), entries };
  });
}

export type TyrePerformance = TyreType & PerformanceStats & { entries: AnalysedEntry[] };

/** Every tyre type raced, with its results; in the order the entries first name them. */
export const tyrePerformance = (entries: readonly AnalysedEntry[]): TyrePerformance[] =>
  performanceBy(
    entries,
    (type) => type.key,
    ({ brand, treadPattern, compound }) => ({ brand, treadPattern, compound }),
  );

export type TreadPatternPerformance = { key: string; brand: string; treadPattern: string } & PerformanceStats;
export type BrandPerformance = { key: string; brand: string } & PerformanceStats;

const byScore = (a: PerformanceStats, b: PerformanceStats): number =>
  b.performanceScore - a.performanceScore || b.races - a.races;

/** A breakdown: the results per `keyOf` without their entries, best score first. */
const breakdown = <Label>(...args: Parameters<typeof performanceBy<Label>>) =>
  performanceBy(...args)
    .map(({ entries: _entries, ...results }) => results)
    .toSorted(byScore);

/** The breakdown per brand and tread pattern (compounds together). */
export const treadPatternBreakdown = (entries: readonly AnalysedEntry[]): TreadPatternPerformance[] =>
  breakdown(entries, treadPatternKey, ({ brand, treadPattern }) => ({ brand, treadPattern }));

/** The brand comparison: every brand's results over all its tyres. */
export const brandComparison = (entries: readonly AnalysedEntry[]): BrandPerformance[] =>
  breakdown(
    entries,
    (type) => tyreNameKey(type.brand),
    ({ brand }) => ({ brand }),
  );

// ------------------------------------------------------------------------------------------ filters

export type AnalysisFilters = {
  /** Every word is somewhere in the tyre's brand, pattern or compound, the track's name or the race title. */
  search: string;
  /** null: every brand */
  brand: string | null;
  /** null: any conditions */
  trackConditions: TrackCondition | null;
  /** The tracks to count; none: every track */
  tracks: string[];
  /** The racer's car the entries name; null: every car, and entries naming none */
  carId: number | null;
};

export const defaultAnalysisFilters = (): AnalysisFilters => ({
  search: '',
  brand: null,
  trackConditions: null,
  tracks: [],
  carId: null,
});

function matchesFilters(entry: AnalysedEntry, type: TyreType, filters: AnalysisFilters): boolean {
  const text = [type.brand, type.treadPattern, type.compound, entry.trackName, entry.raceTitle]
    .join('\n')
    .toLowerCase();
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  const tracks = filters.tracks.map(tyreNameKey);
  return (
    words.every((word) => text.includes(word)) &&
    (filters.brand === null || tyreNameKey(type.brand) === tyreNameKey(filters.brand)) &&
    (filters.trackConditions === null || entry.trackConditions === filters.trackConditions) &&
    (tracks.length === 0 || tracks.includes(tyreNameKey(entry.trackName))) &&
    (filters.carId === null || entry.carId === filters.carId)
  );
}

/**
 * The entries the filters keep (only those naming a tyre): the ranking is then worked out over them, so
 * 'wet' ranks the tyres by their wet races.
 */
export const filterEntries = (entries: readonly AnalysedEntry[], filters: AnalysisFilters): AnalysedEntry[] =>
  typedEntries(entries)
    .filter(({ entry, type }) => matchesFilters(entry, type, filters))
    .map(({ entry }) => entry);

export type AnalysisFilterOptions = {
  brands: string[];
  tracks: string[];
  trackConditions: TrackCondition[];
  /** The cars the entries name, by id: the screen names them from the racer's cars. */
  carIds: number[];
};

/** One of each name whatever its case, spelt as it first comes; A-Z. */
function distinctNames(names: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(tyreNameKey(name))) byKey.set(tyreNameKey(name), name);
  return [...byKey.values()].toSorted((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/**
 * What the filter menus offer: the brands, tracks and conditions of the entries that name a tyre, A-Z, and
 * the cars they name.
 */
export function analysisFilterOptions(entries: readonly AnalysedEntry[]): AnalysisFilterOptions {
  const typed = typedEntries(entries);
  const conditions = new Set(typed.map(({ entry }) => entry.trackConditions));
  const cars = new Set(typed.map(({ entry }) => entry.carId));
  return {
    brands: distinctNames(typed.map(({ type }) => type.brand)),
    tracks: distinctNames(typed.map(({ entry }) => entry.trackName)),
    trackConditions: [...conditions].filter((condition) => condition !== null).toSorted(),
    carIds: [...cars].filter((carId) => carId !== null).toSorted((a, b) => a - b),
  };
}

// ------------------------------------------------------------------------------------ sort and rank

export const ANALYSIS_SORTS = ['score', 'position', 'consistency', 'races', 'winRate'] as const;
export type AnalysisSort = (typeof ANALYSIS_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

const SORT_VALUES: Record<AnalysisSort, (tyre: TyrePerformance) => number | null> = {
  score: (tyre) => tyre.performanceScore,
  position: (tyre) => tyre.averagePosition,
  consistency: (tyre) => tyre.averageConsistency,
  races: (tyre) => tyre.races,
  winRate: (tyre) => tyre.winRate,
};

const byName = (a: TyrePerformance, b: TyrePerformance): number =>
  tyreTypeName(a).localeCompare(tyreTypeName(b), 'en', { sensitivity: 'base', numeric: true });

/**
 * Sorted by the chosen figure in the chosen direction; a type without it (no consistency figure) goes last
 * either way, and ties go by score, best first, then by name.
 */
export function sortTyrePerformance(
  tyres: readonly TyrePerformance[],
  sort: AnalysisSort,
  direction: SortDirection,
): TyrePerformance[] {
  const figureOf = SORT_VALUES[sort];
  const sign = direction === 'asc' ? 1 : -1;
  return tyres.toSorted((a, b) => {
    const [x, y] = [figureOf(a), figureOf(b)];
    if (x === null || y === null) return Number(x === null) - Number(y === null) || byName(a, b);
    return sign * (x - y) || byScore(a, b) || byName(a, b);
  });
}

const RANKING_SIZE = 10;
export type RankLabel = 'Champion' | 'Runner-up' | '3rd place';
const RANK_LABELS: readonly RankLabel[] = ['Champion', 'Runner-up', '3rd place'];

export type RankedTyre = { rank: number; label: RankLabel | null; tyre: TyrePerformance };

/**
 * The top 10 by performance score (ties: more races first), listed in the racer's chosen order; ranks and
 * labels follow the list as shown, so its first row is always #1 Champion, never '#3 3rd place'.
 */
export const tyreRanking = (
  tyres: readonly TyrePerformance[],
  sort: AnalysisSort,
  direction: SortDirection,
): RankedTyre[] =>
  sortTyrePerformance(
    tyres.toSorted((a, b) => byScore(a, b) || byName(a, b)).slice(0, RANKING_SIZE),
    sort,
    direction,
  ).map((tyre, index) => ({ rank: index + 1, label: RANK_LABELS[index] ?? null, tyre }));

/** The best type by `better` among those `has` keeps (ties: the better score); null when none. */
function best(
  tyres: readonly TyrePerformance[],
  has: (tyre: TyrePerformance) => boolean,
  better: (a: TyrePerformance, b: TyrePerformance) => number,
): TyrePerformance | null {
  return tyres.filter(has).toSorted((a, b) => better(a, b) || byScore(a, b) || byName(a, b))[0] ?? null;
}

/** The four highlight cards, each null when no type has the figure. */
export const tyreHighlights = (tyres: readonly TyrePerformance[]) => ({
  /** The best performance score */
  championTire: best(tyres, () => true, byScore),
  /** The highest average consistency */
  mostConsistent: best(
    tyres,
    (tyre) => tyre.averageConsistency !== null,
    (a, b) => b.averageConsistency! - a.averageConsistency!,
  ),
  /** The fastest best lap */
  speedDemon: best(
    tyres,
    (tyre) => tyre.bestLap !== null,
    (a, b) => a.bestLap! - b.bestLap!,
  ),
  /** The highest win rate; null until a race is won */
  winLeader: best(
    tyres,
    (tyre) => tyre.winRate > 0,
    (a, b) => b.winRate - a.winRate,
  ),
});
