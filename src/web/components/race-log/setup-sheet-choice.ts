// The setup sheet a race log entry names: how the Assign Tyres form offers the racer's sheets, and
// how an entry names its sheet wherever its tyres are shown.
import type { RaceLogSetupSheet } from '../../../domain/race-log';
import { formatDate } from '../../lib/format';

type SheetName = Pick<RaceLogSetupSheet, 'name' | 'date' | 'track' | 'driver'>;

/** 'Club dry · 22/11/2026 · Red Gum Raceway · Sam': one sheet as the choice names it (its name first, if any). */
export const setupSheetOptionLabel = (sheet: SheetName) =>
  [sheet.name, formatDate(sheet.date), sheet.track, sheet.driver].filter(Boolean).join(' · ');

const sameTrack = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The choices, newest first; the sheets of the race's own track lead, since the racer most likely ran one
 * of those. Sheets of one day keep the latest saved first (ids grow with every new sheet).
 */
export function setupSheetOptions(
  sheets: readonly (SheetName & { id: number })[],
  trackName: string | null | undefined,
): { value: string; label: string }[] {
  const atTrack = (sheet: SheetName) => (trackName && sameTrack(sheet.track, trackName) ? 0 : 1);
  return [...sheets]
    .sort((a, b) => atTrack(a) - atTrack(b) || b.date.localeCompare(a.date) || b.id - a.id)
    .map((sheet) => ({ value: String(sheet.id), label: setupSheetOptionLabel(sheet) }));
}

/** 'Setup: Club dry · 22/11/2026 · Red Gum Raceway': an entry's sheet, its date written as the race dates beside it. */
export const setupSheetSummary = (sheet: Pick<RaceLogSetupSheet, 'name' | 'date' | 'track'>) =>
  `Setup: ${[sheet.name, formatDate(sheet.date), sheet.track].filter(Boolean).join(' · ')}`;
