// Two setup sheets side by side: which fields differ, as a racer reads them, and which earlier sheet a
// sheet is compared with for 'What changed since'.
import { OTHERS, SETUP_SECTIONS, type SetupSection } from './setup-fields.ts';
import type { SetupSheet } from './setup-sheets.ts';
import { SETUP_SHEET_FIELDS, type SetupFieldName, templateFieldNames } from './setup-templates.ts';

export type SheetValues = Pick<SetupSheet, 'template' | SetupFieldName>;

/**
 * How a field's value reads on the sheet: 'Yes'/'No', an Others value as 'Others: 7x1.3mm', '—' for none
 * and for a field the sheet does not have (another car's).
 */
export function displayValue(name: SetupFieldName, value: SheetValues[SetupFieldName]): string {
  const field = SETUP_SHEET_FIELDS[name];
  if (value === undefined) return '—';
  if (field.kind === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === '') return '—';
  const text = String(value);
  const options: readonly string[] = field.kind === 'options' ? field.options : [];
  return options.includes(OTHERS) && !options.includes(text) ? `${OTHERS}: ${text}` : text;
}

/** The same value, however it was typed: 'up' is 'UP' on a cone direction; blanks are nothing. */
function comparable(name: SetupFieldName, value: SheetValues[SetupFieldName]): string {
  if (value === undefined) return 'not on this sheet';
  if (SETUP_SHEET_FIELDS[name].kind === 'boolean') return value ? 'true' : 'false';
  return String(value ?? '')
    .trim()
    .toLowerCase();
}

export interface FieldComparison {
  name: SetupFieldName;
  label: string;
  section: SetupSection;
  before: string;
  after: string;
  differs: boolean;
}

export interface SheetComparison {
  /** Every field in the sheet's order. */
  fields: FieldComparison[];
  /** Only the fields that differ, in the same order. */
  differences: FieldComparison[];
  /** The differing fields per section, in General, Front, Rear order; sections without one are left out. */
  bySection: { section: SetupSection; differences: FieldComparison[] }[];
}

/** The fields of both sheets: the first's in its order, then those only the second has. */
function fieldsOfBoth(before: SheetValues, after: SheetValues): SetupFieldName[] {
  const names = templateFieldNames(before.template);
  const seen = new Set(names);
  return [...names, ...templateFieldNames(after.template).filter((name) => !seen.has(name))];
}

/**
 * Compares two sheets field by field (`before` is the older or the first chosen). Sheets of two cars compare
 * where their fields share a name; a field only one has differs.
 */
export function compareSheets(before: SheetValues, after: SheetValues): SheetComparison {
  const fields = fieldsOfBoth(before, after).map((name): FieldComparison => {
    const { label, section } = SETUP_SHEET_FIELDS[name];
    return {
      name,
      label,
      section,
      before: displayValue(name, before[name]),
      after: displayValue(name, after[name]),
      differs: comparable(name, before[name]) !== comparable(name, after[name]),
    };
  });
  const differences = fields.filter((field) => field.differs);
  const bySection = SETUP_SECTIONS.map((section) => ({
    section,
    differences: differences.filter((field) => field.section === section),
  })).filter((group) => group.differences.length > 0);
  return { fields, differences, bySection };
}

const sameTrack = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sheets order by their date, then by when they were saved. */
const isEarlier = (a: Pick<SetupSheet, 'date' | 'id'>, b: Pick<SetupSheet, 'date' | 'id'>) =>
  a.date < b.date || (a.date === b.date && a.id < b.id);

/**
 * The racer's sheet for the same car at the same track just before this one ('What changed since'), or null
 * when this is the car's first there.
 */
export function previousSheetAtTrack<S extends Pick<SetupSheet, 'id' | 'carId' | 'date' | 'track'>>(
  sheets: readonly S[],
  sheet: S,
): S | null {
  let previous: S | null = null;
  for (const candidate of sheets) {
    if (candidate.id === sheet.id || candidate.carId !== sheet.carId) continue;
    if (!sameTrack(candidate.track, sheet.track)) continue;
    if (!isEarlier(candidate, sheet)) continue;
    if (!previous || isEarlier(previous, candidate)) previous = candidate;
  }
  return previous;
}
