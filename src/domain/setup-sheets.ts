// A setup sheet for the Agama 1/8 buggy: what the car ran, as the spec names every field. One table of
// fields (SETUP_SHEET_FIELDS) drives the wire schemas, the stacked form, the drawing, the compare and the
// CSV, so a field added here reaches all of them.
//
// An option field (piston oil, cone direction, wire type, shock springs) stores the option's text; any
// other text is the racer's own 'Others' value. A tyre field stores text: a set from the inventory is
// written as its label ('Pro-Line Blockade M3 Set #2'), so the sheet still reads when the set is gone.
import { z } from 'zod';
import { idParamsSchema, withDefault } from './api.ts';
import { pageQueryFields } from './paging.ts';
import { invalidCharacterMessage, isStorableText, optionalText, requiredText } from './text.ts';

export const SETUP_SECTIONS = ['General', 'Front', 'Rear'] as const;
export type SetupSection = (typeof SETUP_SECTIONS)[number];

/** The choice that opens a free-text field. */
export const OTHERS = 'Others';

export const PISTON_OILS = ['6x1.5mm', '8x1.2mm', '6x1.35mm', OTHERS] as const;
export const CONE_DIRECTIONS = ['UP', 'DOWN'] as const;
export const WIRE_TYPES = ['2.4mm', '2.6mm', '2.8mm', '3.0mm', OTHERS] as const;
export const SHOCK_SPRINGS = ['grey-red', 'grey-orange', 'grey-yellow', OTHERS] as const;

/**
 * Agama's part codes for each spring colour, front and rear, shown beside the choice. No source at hand
 * gives them yet (../shared has none), so each stays null until a verified code is written here: a wrong
 * part number at the parts counter is worse than none.
 */
export const SHOCK_SPRING_PART_CODES: Record<
  Exclude<(typeof SHOCK_SPRINGS)[number], typeof OTHERS>,
  { front: string | null; rear: string | null }
> = {
  'grey-red': { front: null, rear: null },
  'grey-orange': { front: null, rear: null },
  'grey-yellow': { front: null, rear: null },
};

export type SetupFieldKind = 'date' | 'text' | 'notes' | 'tyre' | 'options' | 'boolean';

interface FieldDefinition {
  readonly label: string;
  readonly section: SetupSection;
  readonly kind: SetupFieldKind;
  readonly options?: readonly string[];
}

const text = (label: string, section: SetupSection) => ({ label, section, kind: 'text' }) as const;
const flag = (label: string, section: SetupSection) => ({ label, section, kind: 'boolean' }) as const;
const choice = <const O extends readonly string[]>(label: string, section: SetupSection, options: O) =>
  ({ label, section, kind: 'options', options }) as const;

/**
 * Every field in the spec's order, with the label a racer reads ('Front piston oil'); first the racer's own
 * name for the sheet ('Club dry', 'Worlds wet'), which the spec does not have: how a sheet is told apart.
 */
export const SETUP_SHEET_FIELDS = {
  name: text('Sheet name', 'General'),
  date: { label: 'Date', section: 'General', kind: 'date' },
  driver: text('Driver', 'General'),
  track: text('Track', 'General'),
  eventId: text('Event', 'General'),
  trackConditions: text('Track conditions', 'General'),
  engine: text('Engine', 'General'),
  diff: text('Diff', 'General'),

  frontTire: { label: 'Front tyre', section: 'Front', kind: 'tyre' },
  frontCamber: text('Front camber', 'Front'),
  frontOffset: text('Front offset', 'Front'),
  frontInner: text('Front inner', 'Front'),
  frontOtherDegrees: text('Front other degrees', 'Front'),
  frontPistonOil: choice('Front piston oil', 'Front', PISTON_OILS),
  frontPistonSpacer: text('Front piston spacer', 'Front'),
  frontConeDirection: choice('Front cone direction', 'Front', CONE_DIRECTIONS),
  frontConeLength: text('Front cone length', 'Front'),
  frontShockSprings: choice('Front shock springs', 'Front', SHOCK_SPRINGS),
  frontWireType: choice('Front wire type', 'Front', WIRE_TYPES),
  frontWasherMm: text('Front washer mm', 'Front'),
  frontWasherPcs: text('Front washer pcs', 'Front'),
  frontFF: flag('Front FF', 'Front'),
  frontFR: flag('Front FR', 'Front'),
  frontRF: flag('Front RF', 'Front'),
  frontRR: flag('Front RR', 'Front'),
  frontUType: flag('Front U type', 'Front'),

  rearTire: { label: 'Rear tyre', section: 'Rear', kind: 'tyre' },
  rearCamber: text('Rear camber', 'Rear'),
  rearOffset: text('Rear offset', 'Rear'),
  rearInner: text('Rear inner', 'Rear'),
  rearPistonOil: choice('Rear piston oil', 'Rear', PISTON_OILS),
  rearPistonSpacer: text('Rear piston spacer', 'Rear'),
  rearConeDirection: choice('Rear cone direction', 'Rear', CONE_DIRECTIONS),
  rearConeLength: text('Rear cone length', 'Rear'),
  rearShockSprings: choice('Rear shock springs', 'Rear', SHOCK_SPRINGS),
  rearWireType: choice('Rear wire type', 'Rear', WIRE_TYPES),
  rearWasherMm: text('Rear washer mm', 'Rear'),
  rearWasherPcs: text('Rear washer pcs', 'Rear'),
  rearOP: flag('Rear OP', 'Rear'),
  rearUType: flag('Rear U type', 'Rear'),
  rearLong: flag('Rear long', 'Rear'),
  rearShort: flag('Rear short', 'Rear'),

  frontDroop: text('Front droop', 'Front'),
  rearDroop: text('Rear droop', 'Rear'),
  frontMeasurement: text('Front measurement', 'Front'),
  rearMeasurement: text('Rear measurement', 'Rear'),
  notes: { label: 'Notes', section: 'General', kind: 'notes' },
} as const satisfies Record<string, FieldDefinition>;

export type SetupFieldName = keyof typeof SETUP_SHEET_FIELDS;
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
const textFields = schemas(OPTIONAL_TEXT_FIELDS, (name) => {
  const { label, kind } = SETUP_SHEET_FIELDS[name];
  return optionalText(label, kind === 'notes' ? SETUP_NOTES_MAX : SETUP_TEXT_MAX);
});
const booleanFields = schemas(SETUP_BOOLEAN_FIELDS, (name) =>
  z.boolean({ error: `${SETUP_SHEET_FIELDS[name].label} must be true or false` }),
);

/** Today as 'YYYY-MM-DD' in UTC: the server's default when a sheet names no date. */
export const todayIsoDate = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** POST /api/setup-sheets. Unknown fields are refused; text left out is null, a boolean left out false. */
export const setupSheetCreateSchema = z.strictObject({
  date: dateSchema.optional(),
  track: trackSchema,
  ...withDefault(textFields, null),
  ...withDefault(booleanFields, false),
});
export type SetupSheetCreate = z.input<typeof setupSheetCreateSchema>;
export type SetupSheetCreateParsed = z.output<typeof setupSheetCreateSchema>;

/** PATCH /api/setup-sheets/{id}: any subset of the fields; the same rules. */
export const setupSheetPatchSchema = z
  .strictObject({ date: dateSchema, track: trackSchema, ...textFields, ...booleanFields })
  .partial();
export type SetupSheetPatch = z.input<typeof setupSheetPatchSchema>;
export type SetupSheetPatchParsed = z.output<typeof setupSheetPatchSchema>;

/** One sheet as every answer gives it. */
export const setupSheetSchema = z.object({
  id: z.number().int(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  track: z.string(),
  ...schemas(OPTIONAL_TEXT_FIELDS, () => z.string().nullable()),
  ...schemas(SETUP_BOOLEAN_FIELDS, () => z.boolean()),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type SetupSheet = z.infer<typeof setupSheetSchema>;
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
