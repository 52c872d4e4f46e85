// The tyre inventory's model, decided once for the server, the web app and the race log:
//
// - A tyre type is brand + tread pattern + compound (e.g. Pro-Line Blockade M3).
// - An inventory item (one row, `TyreItem`) is a lot of identical sets of one tyre type bought together.
//   `quantity` is how many sets the row holds; `setNumber` is the label the racer writes on the sidewall,
//   unique per tyre type for the racer (given, or the next free number of the group). 'Number these sets'
//   makes a lot of n sets n rows of one set each, numbered (server/tyres/tyre-store.ts, numberSets).
// - One set is four tyres (TYRES_PER_SET). The stock of a tyre type is the sum of its rows' quantities:
//   0 out of stock, 1-2 low, 3 or more healthy (`stockLevel`), one rule for sets everywhere.
// - `totalLaps` is derived, never stored twice: laps entered by hand (`lapsEntered`) plus the laps of
//   every practice session and race result the set is assigned to.
import { z } from 'zod';
import { idParamsSchema, withDefault } from './api.ts';
import { optionalText, requiredText, storableText } from './text.ts';
import { currencySchema } from './units.ts';

export const TYRES_PER_SET = 4;

export const TYRE_SIZES = ['1/8', '1/10'] as const;
export type TyreSize = (typeof TYRE_SIZES)[number];

/** As stored and answered; the form's 'Expired' is sent as 'expired' and stored as 'worn'. */
export const TYRE_CONDITIONS = ['new', 'used', 'worn'] as const;
export type TyreCondition = (typeof TYRE_CONDITIONS)[number];
/** How every screen names a condition: a worn set reads 'Expired', as the spec's tyre form calls it. */
export const TYRE_CONDITION_LABELS: Record<TyreCondition, string> = {
  new: 'New',
  used: 'Used',
  worn: 'Expired',
};

export const TRACK_TYPES = ['clay', 'dirt', 'carpet', 'astro'] as const;
export type TrackType = (typeof TRACK_TYPES)[number];

export type StockLevel = 'out' | 'low' | 'healthy';
export const LOW_STOCK_MAX_SETS = 2;

/** The stock rule for a tyre type's total sets. */
export function stockLevel(sets: number): StockLevel {
  if (sets <= 0) return 'out';
  return sets <= LOW_STOCK_MAX_SETS ? 'low' : 'healthy';
}

const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;
const NOTES_MAX = 2_000;
// A set costs pounds, not thousands of them: a typo of an extra digit or two still fits.
const PRICE_MAX = 100_000;
export const QUANTITY_MAX = 1_000;
export const SET_NUMBER_MAX = 100_000;
// Track temperatures a racer may meet, in °C.
const TEMPERATURE_MIN = -40;
const TEMPERATURE_MAX = 80;

const temperature = (label: string) =>
  z
    .number({ error: `${label} must be a number of °C` })
    .min(TEMPERATURE_MIN, `${label} must be at least ${TEMPERATURE_MIN}°C`)
    .max(TEMPERATURE_MAX, `${label} must be at most ${TEMPERATURE_MAX}°C`)
    // Kept to a tenth of a degree: enough for a whole °F typed to read back as typed.
    .transform((value) => Math.round(Number(`${value}e1`)) / 10)
    .nullable();

const WHOLE_SETS = 'Quantity must be a whole number of sets';
const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;
/**
 * Sets, as a number or as the text of the spec's form field: a number typed there reads as itself, and
 * anything else ('', 'two') as 0 sets, as the spec has it (a row of 0 sets is an empty lot, which the
 * inventory shows as out of stock and Hide Empty hides). A fraction, a negative count, too many sets, or
 * a value that is neither number nor storable text is still refused with its own message.
 */
const quantity = z
  .union(
    [z.number(), storableText('Quantity').transform((text) => (NUMBER_TEXT.test(text) ? Number(text) : 0))],
    {
      error: WHOLE_SETS,
    },
  )
  .pipe(
    z
      .number({ error: WHOLE_SETS })
      .int(WHOLE_SETS)
      .min(0, 'Quantity cannot be negative')
      .max(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX} sets`),
  );

const tyreFields = {
  brand: requiredText('Brand', NAME_MAX),
  treadPattern: requiredText('Tread pattern', NAME_MAX),
  compound: requiredText('Compound', NAME_MAX),
  compoundDescription: optionalText('Compound description', DESCRIPTION_MAX),
  size: z.enum(TYRE_SIZES, "Size must be '1/8' or '1/10'"),
  quantity,
  setNumber: z
    .number({ error: 'Set number must be a whole number' })
    .int('Set number must be a whole number')
    .min(1, 'Set number must be positive')
    .max(SET_NUMBER_MAX, `Set number must be at most ${SET_NUMBER_MAX}`),
  /** 'YYYY-MM-DD' that is a real calendar day. */
  purchaseDate: z.iso.date('Purchase date must be a date (YYYY-MM-DD)').nullable(),
  purchasePrice: z
    .number({ error: 'Purchase price must be a number' })
    .min(0, 'Purchase price cannot be negative')
    .max(PRICE_MAX, `Purchase price must be at most ${PRICE_MAX}`)
    // Stored to its currency's minor unit by the server, which knows the currency (decision 017).
    .nullable(),
  /** The price's ISO 4217 currency; a new set without one takes the racer's (Settings). */
  currency: currencySchema,
  condition: z
    .enum([...TYRE_CONDITIONS, 'expired'], 'Condition must be new, used, worn or expired')
    .transform((value): TyreCondition => (value === 'expired' ? 'worn' : value)),
  trackType: z.enum(TRACK_TYPES, 'Track type must be clay, dirt, carpet or astro').nullable(),
  tempRangeMin: temperature('Minimum temperature'),
  tempRangeMax: temperature('Maximum temperature'),
  treadDescription: optionalText('Tread description', DESCRIPTION_MAX),
  notes: optionalText('Notes', NOTES_MAX),
  /** Laps run on the set that no session or race result records (entered by hand). */
  lapsEntered: z
    .number({ error: 'Laps must be a whole number' })
    .int('Laps must be a whole number')
    .min(0, 'Laps cannot be negative')
    .max(1_000_000, 'Laps must be at most 1,000,000'),
};

const temperaturesInOrder = (value: { tempRangeMin?: number | null; tempRangeMax?: number | null }) =>
  value.tempRangeMin == null || value.tempRangeMax == null || value.tempRangeMin <= value.tempRangeMax;
const temperatureOrder = {
  message: 'Minimum temperature must not be above the maximum',
  path: ['tempRangeMin'],
};

/** POST /api/tire-inventory. Unknown fields are refused. */
export const tyreCreateSchema = z
  .strictObject({
    ...withDefault(tyreFields, null),
    brand: tyreFields.brand.default('Pro-Line'),
    treadPattern: tyreFields.treadPattern,
    compound: tyreFields.compound,
    size: tyreFields.size.default('1/8'),
    quantity: tyreFields.quantity.default(1),
    setNumber: tyreFields.setNumber.optional(),
    currency: tyreFields.currency.optional(),
    condition: tyreFields.condition.default('new'),
    lapsEntered: tyreFields.lapsEntered.default(0),
  })
  .refine(temperaturesInOrder, temperatureOrder);
export type TyreCreate = z.input<typeof tyreCreateSchema>;
export type TyreCreateParsed = z.output<typeof tyreCreateSchema>;

/** PATCH /api/tire-inventory/{id}: any subset of the fields; the same rules. */
export const tyrePatchSchema = z
  .strictObject(tyreFields)
  .partial()
  .refine(temperaturesInOrder, temperatureOrder);
export type TyrePatch = z.input<typeof tyrePatchSchema>;
export type TyrePatchParsed = z.output<typeof tyrePatchSchema>;

/**
 * POST /api/tire-inventory/{id}/count: + or − on a lot, as a change, not a new quantity. Two phones that
 * each tap + while offline add 2 when they sync; a quantity sent by PATCH would keep only the last.
 */
export const tyreCountChangeSchema = z.strictObject({
  change: z
    .number({ error: 'Change must be a whole number of sets' })
    .int('Change must be a whole number of sets')
    .min(-QUANTITY_MAX, `Change must be at least -${QUANTITY_MAX} sets`)
    .max(QUANTITY_MAX, `Change must be at most ${QUANTITY_MAX} sets`)
    .refine((change) => change !== 0, 'Change must not be 0'),
});
export type TyreCountChange = z.input<typeof tyreCountChangeSchema>;

/** One inventory item as every answer gives it. */
export const tyreItemSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  treadPattern: z.string(),
  compound: z.string(),
  compoundDescription: z.string().nullable(),
  size: z.enum(TYRE_SIZES),
  quantity: z.number().int(),
  setNumber: z.number().int(),
  /** 'YYYY-MM-DD' */
  purchaseDate: z.string().nullable(),
  /** In `currency`, to its minor unit (two decimals for pounds, none for yen). */
  purchasePrice: z.number().nullable(),
  /** ISO 4217, e.g. 'GBP'. */
  currency: z.string(),
  condition: z.enum(TYRE_CONDITIONS),
  trackType: z.enum(TRACK_TYPES).nullable(),
  /** °C, to a tenth. */
  tempRangeMin: z.number().nullable(),
  tempRangeMax: z.number().nullable(),
  treadDescription: z.string().nullable(),
  notes: z.string().nullable(),
  lapsEntered: z.number().int(),
  /** lapsEntered plus the laps of the set's practice sessions and race results. */
  totalLaps: z.number().int(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type TyreItem = z.infer<typeof tyreItemSchema>;

export const tyreItemListSchema = z.array(tyreItemSchema);

/** `{id}` in /api/tire-inventory/{id}. */
export const tyreIdParamsSchema = idParamsSchema('Tyre');
