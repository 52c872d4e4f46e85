// The Setup Sheet form's state and its two ways out: one state that the drawing and the stacked form both
// edit, read from a saved sheet and turned into the body the API takes. An option field keeps the choice
// ('Others' included) apart from the racer's own text, so switching back and forth keeps what was typed.
// The state holds every sheet's fields; the car chosen says which sheet is shown and sent.
import { z } from 'zod';
import type { Car } from '../../../domain/cars';
import { SHOCK_SPRING_PART_CODES } from '../../../domain/setup-agama';
import { OTHERS } from '../../../domain/setup-fields';
import {
  SETUP_BOOLEAN_FIELDS,
  SETUP_FIELD_NAMES,
  SETUP_TEXT_FIELDS,
  type SetupBooleanField,
  type SetupSheet,
  type SetupTextField,
  setupSheetCreateSchema,
} from '../../../domain/setup-sheets';
import {
  SETUP_SHEET_FIELDS,
  type SetupFieldName,
  type SetupTemplateId,
  templateFieldNames,
} from '../../../domain/setup-templates';
import { localIsoDate } from '../../../domain/tyre-format';

type FieldsOfKind<K> = {
  [N in SetupFieldName]: (typeof SETUP_SHEET_FIELDS)[N]['kind'] extends K ? N : never;
}[SetupFieldName];
export type SetupOptionField = FieldsOfKind<'options'>;

export const SETUP_OPTION_FIELDS = SETUP_FIELD_NAMES.filter(
  (name): name is SetupOptionField => SETUP_SHEET_FIELDS[name].kind === 'options',
);

export const optionsOf = (name: SetupOptionField): readonly string[] => SETUP_SHEET_FIELDS[name].options;
export const hasOthers = (name: SetupOptionField) => optionsOf(name).includes(OTHERS);

/** The car a sheet is for: its id ('' for the racer's first Agama car, made when saved) and its sheet. */
export type SheetCar = { carId: string; template: SetupTemplateId };
const FIRST_AGAMA: SheetCar = { carId: '', template: 'agama-8' };

/**
 * The car a new sheet starts on: the car of the racer's newest sheet, else their first Agama car, else their
 * first car; none for a racer without cars (the server makes the Agama).
 */
export function startingCar(cars: readonly Car[], sheets: readonly SetupSheet[]): SheetCar {
  const car =
    cars.find((each) => each.id === sheets[0]?.carId) ??
    cars.find((each) => each.template === FIRST_AGAMA.template) ??
    cars[0];
  return car ? { carId: String(car.id), template: car.template } : FIRST_AGAMA;
}

/**
 * Every field as the inputs hold it: the car, text (an option field's choice), date, booleans, and Others'
 * text.
 */
export type SheetFormValues = { date: string } & SheetCar &
  Record<SetupTextField, string> &
  Record<SetupBooleanField, boolean> & { others: Record<SetupOptionField, string> };

/**
 * A new, empty sheet for the car, dated today on the racer's phone (not UTC: a sheet filled at 00:30
 * belongs to today).
 */
export function emptySheetValues(
  today: string = localIsoDate(new Date()),
  car: SheetCar = FIRST_AGAMA,
): SheetFormValues {
  const values = { date: today, ...car, others: {} } as SheetFormValues;
  for (const name of SETUP_TEXT_FIELDS) values[name] = '';
  for (const name of SETUP_BOOLEAN_FIELDS) values[name] = false;
  for (const name of SETUP_OPTION_FIELDS) values.others[name] = '';
  return values;
}

/**
 * A stored option value as the select shows it: one of the options, or 'Others' with the text filled; a list
 * without 'Others' (cone direction) keeps an unknown value as its own choice, so opening never loses it.
 */
export function readOption(name: SetupOptionField, stored: string | null): { choice: string; other: string } {
  if (!stored) return { choice: '', other: '' };
  const known = optionsOf(name).find(
    (option) => option !== OTHERS && option.toLowerCase() === stored.toLowerCase(),
  );
  if (known) return { choice: known, other: '' };
  return hasOthers(name) ? { choice: OTHERS, other: stored } : { choice: stored, other: '' };
}

/** A saved sheet in the form (`date` replaced for a duplicate, which starts today). */
export function sheetToValues(sheet: SetupSheet, date: string = sheet.date): SheetFormValues {
  const values = emptySheetValues(date, { carId: String(sheet.carId), template: sheet.template });
  for (const name of SETUP_TEXT_FIELDS) values[name] = sheet[name] ?? '';
  for (const name of SETUP_BOOLEAN_FIELDS) values[name] = sheet[name] === true;
  for (const name of SETUP_OPTION_FIELDS) {
    const { choice, other } = readOption(name, sheet[name] ?? null);
    values[name] = choice;
    values.others[name] = other;
  }
  return values;
}

const isOption = (name: SetupFieldName): name is SetupOptionField =>
  SETUP_SHEET_FIELDS[name].kind === 'options';

/**
 * The form as the API's body: the car and its sheet's fields only; an 'Others' choice sends the racer's
 * text; blanks go as '' (stored as none).
 */
export function valuesToBody(values: SheetFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = values.carId ? { carId: Number(values.carId) } : {};
  for (const name of templateFieldNames(values.template)) {
    const value = values[name as keyof SheetFormValues];
    if (SETUP_SHEET_FIELDS[name].kind === 'boolean') body[name] = value === true;
    else if (isOption(name) && value === OTHERS) body[name] = values.others?.[name] ?? '';
    else body[name] = value ?? '';
  }
  return body;
}

/**
 * The form's resolver schema: the body the form would send, checked by the server's own schema, so the
 * racer reads the same messages ('Track is required') under the same fields before anything is sent. An
 * Others text that is too long is reported on the select, as the server would.
 */
export const sheetFormSchema = z
  .custom<SheetFormValues>((value) => typeof value === 'object' && value !== null)
  .transform(valuesToBody)
  .pipe(setupSheetCreateSchema);

/**
 * An option as the select reads it: a spring colour with Agama's part code for that end beside it when the
 * code is known ('grey-red (front: CODE)'), else the option alone; no code is made up.
 */
export function optionLabel(name: SetupOptionField, option: string): string {
  if (option === OTHERS || !(option in SHOCK_SPRING_PART_CODES)) return option;
  if (name !== 'frontShockSprings' && name !== 'rearShockSprings') return option;
  const end = name === 'frontShockSprings' ? 'front' : 'rear';
  const code = SHOCK_SPRING_PART_CODES[option as keyof typeof SHOCK_SPRING_PART_CODES][end];
  return code ? `${option} (${end}: ${code})` : option;
}
