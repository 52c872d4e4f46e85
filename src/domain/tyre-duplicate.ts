// 'Add Set' on an inventory row: a new row of the same tyre type, bought today, one new set,
// at the row's price, noted as a duplicate so the racer can tell it from the original.
import { formatDate, localIsoDate } from './tyre-format.ts';
import type { TyreCreate, TyreItem } from './tyres.ts';

type FormatDay = (isoDay: string) => string | null;

/**
 * 'Duplicate of a set added on 22/11/2026', the day the original row was added (racer's time zone), written
 * as `formatDay` writes a day (the racer's date order on the phone; dd/mm/yyyy by default).
 */
export const duplicateNote = (original: TyreItem, formatDay: FormatDay = formatDate): string =>
  `Duplicate of a set added on ${formatDay(localIsoDate(new Date(original.createdAt)))}`;

/**
 * The POST body for a duplicate of `original` (the group's last row), purchased on `today`
 * ('YYYY-MM-DD'); the server gives it the group's next set number.
 */
export const duplicateSet = (
  original: TyreItem,
  today: string,
  formatDay: FormatDay = formatDate,
): TyreCreate => ({
  brand: original.brand,
  treadPattern: original.treadPattern,
  compound: original.compound,
  compoundDescription: original.compoundDescription,
  size: original.size,
  quantity: 1,
  purchaseDate: today,
  // Priced as the original was, in its currency: not re-labelled in the racer's current one.
  purchasePrice: original.purchasePrice,
  currency: original.currency,
  condition: 'new',
  trackType: original.trackType,
  tempRangeMin: original.tempRangeMin,
  tempRangeMax: original.tempRangeMax,
  treadDescription: original.treadDescription,
  notes: duplicateNote(original, formatDay),
});
