// Undo for a removed inventory row: the POST body that puts it back as it was.
import type { TyreCreate, TyreItem } from '../../../domain/tyres';

/**
 * The row as it was before removal: its own set number (the sidewall label the racer wrote) and the laps
 * entered by hand. Laps of practice sessions went with the row and cannot come back.
 */
export function restoreTyre(removed: TyreItem): TyreCreate {
  const { id: _id, totalLaps: _totalLaps, createdAt: _createdAt, ...create } = removed;
  return create;
}
