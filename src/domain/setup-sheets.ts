// A setup sheet: the common fields (name, date, track, tyres, notes) and its car's own, as the car's sheet
// (src/domain/setup-templates.ts) names them. The wire is flat, one key per field, as it was when the Agama
// sheet was the only one: a body may name only its car's sheet's fields, which the server checks.
//
// A tyre field stores text: a set from the inventory is written as its label ('Pro-Line Blockade M3 Set
// #2'), so the sheet still reads when the set is gone.
import { z } from 'zod';
import { idParamsSchema, withDefault } from './api.ts';
import { pageQueryFields } from './paging.ts';
import type { SetupFieldKind } from './setup-fields.ts';
import {
  carFieldNames,
  isCommonField,
  SETUP_SHEET_FIELDS,
  type SetupFieldName,
  type SetupTemplateId,
  setupTemplateSchema,
} from './setup-templates.ts';
import { invalidCharacterMessage, isStorableText, optionalText, requiredText } from './text.ts';

export const SETUP_FIELD_NAMES = Object.keys(SETUP_SHEET_FIELDS) as SetupFieldName[];

type FieldsOfKind<K extends SetupFieldKind> = {
  [N in SetupFieldName]: (typeof SETUP_SHEET_FIELDS)[N]['kind'] extends K ? N : never;
}[SetupFieldName];
export type SetupBooleanField = FieldsOfKind<'boolean'>;
export type SetupTextField = Exclude<SetupFieldName, SetupBooleanField | 'date'>;

export const SETUP_BOOLEAN_FIELDS = SETUP_FIELD_NAMES.filter(
  (name): name is SetupBooleanField => SETUP_SHEET_FIELDS[name].kind === 'boolean',
);
export const SETUP_TEXT_FIELDS = SETUP_FIELD_NAMES.filter(
  (name): name is SetupTextField => name !== 'date' && SETUP_SHEET_FIELDS[name].kind !== 'boolean',
);

const SETUP_TEXT_MAX = 100;
const SETUP_NOTES_MAX = 2_000;

const trackSchema = requiredText('Track', SETUP_TEXT_MAX);
const dateSchema = z.iso.date('Date must be a date (YYYY-MM-DD)');

/** One schema per field name. */
const schemas = <Name extends string, Schema>(names: readonly Name[], schemaOf: (name: Name) => Schema) =>
  Object.fromEntries(names.map((name) => [name, schemaOf(name)])) as Record<Name, Schema>;

/** The text fields but the track, which is required. */
const OPTIONAL_TEXT_FIELDS = SETUP_TEXT_FIELDS.filter(
  (name): name is Exclude<SetupTextField, 'track'> => name !== 'track',
);
type OptionalTextField = (typeof OPTIONAL_TEXT_FIELDS)[number];
const commonText = OPTIONAL_TEXT_FIELDS.filter((name) => isCommonField(name));
const carText = OPTIONAL_TEXT_FIELDS.filter((name) => !isCommonField(name));

const textSchema = (name: OptionalTextField) => {
  const { label, kind } = SETUP_SHEET_FIELDS[name];
  return optionalText(label, kind === 'notes' ? SETUP_NOTES_MAX : SETUP_TEXT_MAX);
};
const commonTextFields = schemas(commonText, textSchema);
const carTextFields = schemas(carText, (name) => textSchema(name).optional());
const booleanFields = schemas(SETUP_BOOLEAN_FIELDS, (name) =>
  z.boolean({ error: `${SETUP_SHEET_FIELDS[name].label} must be true or false` }).optional(),
);

const carIdSchema = z
  .number({ error: 'Car must be one of your cars' })
  .int('Car must be one of your cars')
  .positive('Car must be one of your cars');

/** Today as 'YYYY-MM-DD' in UTC: the server's default when a sheet names no date. */
export const todayIsoDate = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * POST /api/setup-sheets. Unknown fields are refused; common text left out is null. `carId` left out puts
 * the sheet on the racer's first Agama car (as every sheet was before cars). The car's own fields left out
 * are null (text) or false (switches); a field of another car's sheet is refused by the server.
 */
export const setupSheetCreateSchema = z.strictObject({
  carId: carIdSchema.optional(),
  date: dateSchema.optional(),
  track: trackSchema,
  ...withDefault(commonTextFields, null),
  ...carTextFields,
  ...booleanFields,
});
export type SetupSheetCreate = z.input<typeof setupSheetCreateSchema>;
export type SetupSheetCreateParsed = z.output<typeof setupSheetCreateSchema>;

/** PATCH /api/setup-sheets/{id}: any subset of the fields; the same rules. `carId` moves it to a car with the same sheet. */
export const setupSheetPatchSchema = z
  .strictObject({
    carId: carIdSchema,
    date: dateSchema,
    track: trackSchema,
    ...commonTextFields,
    ...carTextFields,
    ...booleanFields,
  })
  .partial();
export type SetupSheetPatch = z.input<typeof setupSheetPatchSchema>;
export type SetupSheetPatchParsed = z.output<typeof setupSheetPatchSchema>;

/** One sheet as every answer gives it: the common fields and every field of its car's sheet, no other. */
export const setupSheetSchema = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  /** The car's sheet: which fields the sheet has. */
  template: setupTemplateSchema,
  /** 'YYYY-MM-DD' */
  date: z.string(),
  track: z.string(),
  ...schemas(commonText, () => z.string().nullable()),
  ...schemas(carText, () => z.string().nullable().optional()),
  ...schemas(SETUP_BOOLEAN_FIELDS, () => z.boolean().optional()),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type SetupSheet = z.infer<typeof setupSheetSchema>;

/** The car's own fields of a sheet left blank: text none, switches off (how a sheet answers what was not filled). */
export const carFieldBlanks = (template: SetupTemplateId): Partial<SetupSheet> =>
  Object.fromEntries(
    carFieldNames(template).map((name) => [name, SETUP_SHEET_FIELDS[name].kind === 'boolean' ? false : null]),
  );
export const setupSheetListSchema = z.array(setupSheetSchema);

/** GET /api/setup-sheets?track=: a case-insensitive part of the track name. */
export const setupSheetListQuerySchema = z.strictObject({
  track: z
    .string()
    .refine(isStorableText, invalidCharacterMessage('Track'))
    .trim()
    .max(SETUP_TEXT_MAX, `Track must be at most ${SETUP_TEXT_MAX} characters`)
    .optional(),
  ...pageQueryFields,
});

export const setupSheetIdParamsSchema = idParamsSchema('Setup sheet');

export const SETUP_SHEET_NOT_FOUND = 'Setup sheet not found';
