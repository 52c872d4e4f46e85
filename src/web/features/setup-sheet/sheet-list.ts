// The saved sheets as the list shows them: found by a part of the track's name, named by day and track.
import type { SetupSheet } from '../../../domain/setup-sheets';
import type { TyreItem } from '../../../domain/tyres';
import { formatDate } from '../../lib/format';

/** The sheets whose track holds `query`, any case; an empty query keeps them all, in their order. */
export function filterByTrack<S extends Pick<SetupSheet, 'track'>>(sheets: readonly S[], query: string): S[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...sheets];
  return sheets.filter((sheet) => sheet.track.toLowerCase().includes(needle));
}

/** '22/11/2026 at Red Gum': how a sheet is named in the list, the compare and the editing line. */
export const sheetName = (sheet: Pick<SetupSheet, 'date' | 'track'>) =>
  `${formatDate(sheet.date)} at ${sheet.track}`;

/** The inventory's sets as a tyre field offers them: 'Pro-Line Blockade M3 Set #2', each once. */
export function tyreChoiceLabels(
  tyres: readonly Pick<TyreItem, 'brand' | 'treadPattern' | 'compound' | 'setNumber'>[],
): string[] {
  const labels = tyres.map(
    (tyre) => `${tyre.brand} ${tyre.treadPattern} ${tyre.compound} Set #${tyre.setNumber}`,
  );
  return [...new Set(labels)];
}
