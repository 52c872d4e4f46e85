// The saved sheets as the list shows them: found by a part of the track's name, named by the racer's name for
// them, day and track.
import type { SetupSheet } from '../../../domain/setup-sheets';
import type { TyreItem } from '../../../domain/tyres';
import { formatDate, formatTimeOfDay } from '../../lib/format';

/** The sheets whose track holds `query`, any case; an empty query keeps them all, in their order. */
export function filterByTrack<S extends Pick<SetupSheet, 'track'>>(sheets: readonly S[], query: string): S[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...sheets];
  return sheets.filter((sheet) => sheet.track.toLowerCase().includes(needle));
}

/**
 * 'Club dry (22/11/2026 at Red Gum)', or '22/11/2026 at Red Gum' for a sheet without a name: how a sheet is
 * named in the list, the compare and the editing line.
 */
export function sheetName(sheet: Pick<SetupSheet, 'name' | 'date' | 'track'>): string {
  const dayAndTrack = `${formatDate(sheet.date)} at ${sheet.track}`;
  return sheet.name ? `${sheet.name} (${dayAndTrack})` : dayAndTrack;
}

/**
 * The Compare pickers' choices: 'Club dry · 22/11/2026 · Red Gum', what a phone's narrow picker must show first,
 * then the driver; the time saved only where two choices would read the same.
 */
export function sheetChoices(
  sheets: readonly Pick<SetupSheet, 'id' | 'name' | 'date' | 'track' | 'driver' | 'createdAt'>[],
): { value: string; label: string }[] {
  const labels = sheets.map((sheet) =>
    [sheet.name, formatDate(sheet.date), sheet.track, sheet.driver].filter(Boolean).join(' · '),
  );
  return sheets.map((sheet, index) => {
    const label = labels[index] ?? '';
    const twin = labels.some((other, at) => other === label && at !== index);
    return {
      value: String(sheet.id),
      label: twin ? `${label} · saved ${formatTimeOfDay(sheet.createdAt)}` : label,
    };
  });
}

/** The inventory's sets as a tyre field offers them: 'Pro-Line Blockade M3 Set #2', each once. */
export function tyreChoiceLabels(
  tyres: readonly Pick<TyreItem, 'brand' | 'treadPattern' | 'compound' | 'setNumber'>[],
): string[] {
  const labels = tyres.map(
    (tyre) => `${tyre.brand} ${tyre.treadPattern} ${tyre.compound} Set #${tyre.setNumber}`,
  );
  return [...new Set(labels)];
}
