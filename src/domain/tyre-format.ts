// The tyre inventory's texts for days, names and counts, one definition for cards, totals and charts; money,
// temperatures and dates in the racer's units are in units.ts.
import type { TyreItem } from './tyres.ts';
import { formatIsoDay } from './units.ts';
import { wholeNumberText } from './whole-number.ts';

/** 'YYYY-MM-DD' as 'dd/mm/yyyy' (texts the server writes); null for no date or anything else. */
export const formatDate = (isoDate: string | null): string | null => formatIsoDay(isoDate, 'dmy');

/**
 * The racer's calendar day of an instant as 'YYYY-MM-DD', in the runtime's time zone (the browser's):
 * toISOString() would give the UTC day, yesterday's date for a set added after midnight in summer.
 */
export const localIsoDate = (instant: Date): string =>
  [
    String(instant.getFullYear()).padStart(4, '0'),
    String(instant.getMonth() + 1).padStart(2, '0'),
    String(instant.getDate()).padStart(2, '0'),
  ].join('-');

/** A tyre type as racers say it: 'Pro-Line Blockade M3'; a race log type named only by text has no compound. */
export const tyreTypeName = (tyre: Pick<TyreItem, 'brand' | 'treadPattern' | 'compound'>): string =>
  [tyre.brand, tyre.treadPattern, tyre.compound].filter(Boolean).join(' ');

const count = (n: number, one: string, many: string): string =>
  `${wholeNumberText(n)} ${n === 1 ? one : many}`;
/** '1 set', '12 sets'. */
export const setsText = (sets: number): string => count(sets, 'set', 'sets');
/** '1 lap', '1,200 laps'. */
export const lapsText = (laps: number): string => count(laps, 'lap', 'laps');
