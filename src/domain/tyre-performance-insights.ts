// The Analysis screen's key insights and recommendations: what the tyre ranking says, in the
// sentences a racer reads.
import { tyreTypeName } from './tyre-format.ts';
import { tyreNameKey } from './tyre-names.ts';
import { type TyrePerformance, tyreHighlights } from './tyre-performance.ts';

/** 'Dominant Performer' when the best score is above this. */
const DOMINANT_SCORE_ABOVE = 85;
/** 'Consistency Opportunities' for a type whose average consistency is below this (percent). */
const CONSISTENCY_OPPORTUNITY_BELOW = 80;
/** 'Diverse Testing' with more brands than this. */
const DIVERSE_BRANDS_ABOVE = 3;
/** 'Consistency Pick' when the most consistent type is above this (percent). */
const CONSISTENCY_PICK_ABOVE = 90;
/** Fewer races than this on the best tyre is too few to trust its lead. */
const RELIABLE_RACES = 3;

export type KeyInsight = {
  title: 'Dominant Performer' | 'Consistency Opportunities' | 'Diverse Testing' | 'Consistency Pick';
  text: string;
};

const races = (count: number): string => `${count} ${count === 1 ? 'race' : 'races'}`;
const percent = (value: number): string => `${value.toFixed(1)}%`;

/** The insights the ranking supports, in this order: dominant, opportunities, diverse, pick. */
export function keyInsights(tyres: readonly TyrePerformance[]): KeyInsight[] {
  const { championTire, mostConsistent } = tyreHighlights(tyres);
  const erratic = tyres.filter(
    (tyre) => tyre.averageConsistency !== null && tyre.averageConsistency < CONSISTENCY_OPPORTUNITY_BELOW,
  );
  const brands = new Set(tyres.map((tyre) => tyreNameKey(tyre.brand))).size;
  const insights: KeyInsight[] = [];
  if (championTire && championTire.performanceScore > DOMINANT_SCORE_ABOVE) {
    insights.push({
      title: 'Dominant Performer',
      text: `${tyreTypeName(championTire)} leads with a performance score of ${championTire.performanceScore.toFixed(1)} over ${races(championTire.races)}.`,
    });
  }
  if (erratic.length > 0) {
    const list = erratic.map((tyre) => `${tyreTypeName(tyre)} (${percent(tyre.averageConsistency!)})`);
    insights.push({
      title: 'Consistency Opportunities',
      text: `Under ${CONSISTENCY_OPPORTUNITY_BELOW}% consistency on ${list.join(', ')}: steadier laps on these tyres will gain more than one fast lap.`,
    });
  }
  if (brands > DIVERSE_BRANDS_ABOVE) {
    insights.push({
      title: 'Diverse Testing',
      text: `You have raced ${brands} brands of tyre: the brand comparison shows how they stack up.`,
    });
  }
  if (mostConsistent && mostConsistent.averageConsistency! > CONSISTENCY_PICK_ABOVE) {
    insights.push({
      title: 'Consistency Pick',
      text: `${tyreTypeName(mostConsistent)} averages ${percent(mostConsistent.averageConsistency!)} consistency over ${races(mostConsistent.consistencySamples)}: the safe choice for a long main.`,
    });
  }
  return insights;
}

/** A few plain sentences on what to race next; none without a race. */
export function tyreRecommendations(tyres: readonly TyrePerformance[]): string[] {
  const { championTire, mostConsistent, speedDemon } = tyreHighlights(tyres);
  if (!championTire) return [];
  const champion = tyreTypeName(championTire);
  const sentences = [
    `Race the ${champion} when it counts: it has your best performance score, ${championTire.performanceScore.toFixed(1)}.`,
  ];
  if (championTire.races < RELIABLE_RACES) {
    sentences.push(
      `Only ${races(championTire.races)} on the ${champion} so far: log a few more before trusting its lead.`,
    );
  }
  if (speedDemon && mostConsistent && speedDemon.key !== mostConsistent.key) {
    sentences.push(
      `The ${tyreTypeName(speedDemon)} gives your fastest lap and the ${tyreTypeName(mostConsistent)} your steadiest races: pick by how long the main is.`,
    );
  }
  if (tyres.length === 1) {
    sentences.push('Try a second tyre type, so there is something to compare against.');
  }
  return sentences;
}
