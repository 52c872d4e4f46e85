// Undo for a removed inventory row: the POST body that puts it back as it was.
import type { TyreCreate, TyreItem } from '../../../domain/tyres';

/**
 * The row as it was before removal: its own set number (the sidewall label the racer wrote) and the laps
 * entered by hand. Laps of practice sessions went with the row and cannot come back.
 */
export const restoreTyre = (removed: TyreItem): TyreCreate => ({
  brand: removed.brand,
  treadPattern: removed.treadPattern,
  compound: removed.compound,
  compoundDescription: removed.compoundDescription,
  size: removed.size,
  quantity: removed.quantity,
  setNumber: removed.setNumber,
  purchaseDate: removed.purchaseDate,
  purchasePrice: removed.purchasePrice,
  condition: removed.condition,
  trackType: removed.trackType,
  tempRangeMin: removed.tempRangeMin,
  tempRangeMax: removed.tempRangeMax,
  treadDescription: removed.treadDescription,
  notes: removed.notes,
  lapsEntered: removed.lapsEntered,
});
