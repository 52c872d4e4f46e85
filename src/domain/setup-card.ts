// A setup sheet as a picture card's text: its name, day and track, then each filled-in setting and each
// switch that is on, in the sheet's order. What the card shows, apart from how it is drawn.
import type { PictureCard } from './picture-card.ts';
import type { SetupSheet } from './setup-sheets.ts';
import { SETUP_SHEET_FIELDS, templateFieldNames } from './setup-templates.ts';
import { type DateOrder, formatIsoDay } from './units.ts';

/** A card fits a phone screen: past this many settings it ends with how many more the sheet has. */
export const SETUP_CARD_ROWS_MAX = 30;

const HEADER_FIELDS = new Set(['name', 'date', 'track']);

/** The card; `dateOrder` is the racer's (Settings), dd/mm/yyyy unless they chose the phone's own. */
export function setupCard(
  sheet: Omit<SetupSheet, 'id' | 'carId' | 'createdAt'>,
  dateOrder: DateOrder = 'dmy',
): PictureCard {
  const rows: [string, string][] = [];
  for (const name of templateFieldNames(sheet.template)) {
    if (HEADER_FIELDS.has(name)) continue;
    const value = sheet[name];
    if (value === true) rows.push([SETUP_SHEET_FIELDS[name].label, 'On']);
    else if (typeof value === 'string' && value.trim() !== '')
      rows.push([SETUP_SHEET_FIELDS[name].label, value]);
  }
  const shown =
    rows.length > SETUP_CARD_ROWS_MAX
      ? [
          ...rows.slice(0, SETUP_CARD_ROWS_MAX - 1),
          ['…', `${rows.length - SETUP_CARD_ROWS_MAX + 1} more settings`],
        ]
      : rows;
  return {
    title: sheet.name ?? sheet.track,
    subtitle: [formatIsoDay(sheet.date, dateOrder), sheet.track].filter(Boolean).join(' · '),
    rows: shown as [string, string][],
  };
}
