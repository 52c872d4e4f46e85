// The race log: a race result (from LiveRC or entered by hand) with the tyre sets it was run on. The
// spec's field names throughout; figures keep the result page's text ('38.061', '92.82%'), as the race
// result rows do. One entry per race URL + driver + position: saving again updates it.
import { z } from 'zod';
import { idParamsSchema, withDefault } from './api.ts';
import { isStorableText, optionalText, requiredText, storableText } from './text.ts';

export const TRACK_CONDITIONS = ['dry', 'damp', 'wet', 'dusty', 'high-grip', 'low-grip', 'mixed'] as const;
export type TrackCondition = (typeof TRACK_CONDITIONS)[number];
/** A condition as the racer reads it, in the Assign Tyres dialog and the analysis's filter alike. */
export const TRACK_CONDITION_LABELS: Record<TrackCondition, string> = {
  dry: 'Dry',
  damp: 'Damp',
  wet: 'Wet',
  dusty: 'Dusty',
  'high-grip': 'High grip',
  'low-grip': 'Low grip',
  mixed: 'Mixed',
};

const TITLE_MAX = 300;
const NAME_MAX = 200;
const FIGURE_MAX = 50;
const NOTES_MAX = 2_000;
const URL_MAX = 2_048;
// A race of a few minutes to a few hours: no real result comes near; laps derived from a laps/time obey it too.
const LAPS_MAX = 10_000;

/** A figure as the result page wrote it; a number sent by a client is kept as its text. */
const figure = (label: string) =>
  z
    .union([z.number({ error: `${label} must be text or a number` }), storableText(label)])
    .transform((value) => (typeof value === 'number' ? String(value) : value === '' ? null : value))
    .pipe(z.string().max(FIGURE_MAX, `${label} must be at most ${FIGURE_MAX} characters`).nullable())
    .nullable();

/** A manual entry may have no address (null); a given one must be an http(s) URL. */
const optionalUrl = (message: string) =>
  z
    .string({ error: message })
    .refine(isStorableText, message)
    .trim()
    .max(URL_MAX, message)
    .refine((value) => value === '' || isHttpUrl(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const TEMPERATURE_MESSAGE = 'Temperature must be a number of °C';
const TEMPERATURE_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** °C as a number, or as the spec's client sends it, the text of one ('24'); '' is none. */
const temperature = () =>
  z
    .union([z.number(), z.string()], { error: TEMPERATURE_MESSAGE })
    .transform((value) => {
      if (typeof value === 'number') return value;
      if (value.trim() === '') return null;
      return TEMPERATURE_TEXT.test(value) ? Number(value) : Number.NaN;
    })
    .pipe(
      z
        .number({ error: TEMPERATURE_MESSAGE })
        .min(-40, 'Temperature must be at least -40°C')
        .max(80, 'Temperature must be at most 80°C')
        .nullable(),
    )
    .nullable();

/** A row's id, or null for none. */
const rowId = (message: string) => z.number({ error: message }).int(message).positive(message).nullable();

const raceLogFields = {
  raceTitle: requiredText('Race title', TITLE_MAX),
  raceUrl: optionalUrl('Valid race URL is required'),
  eventUrl: optionalUrl('Valid event URL is required'),
  trackName: requiredText('Track name', NAME_MAX),
  driverName: requiredText('Driver name', NAME_MAX),
  position: z
    .number({
      error: (issue) => (issue.input == null ? 'Position is required' : 'Position must be a whole number'),
    })
    .int('Position must be a whole number')
    .min(1, 'Position must be at least 1')
    .max(1_000, 'Position must be at most 1000'),
  vehicle: optionalText('Vehicle', NAME_MAX),
  qualifying: figure('Qualifying'),
  // The laps it gives become lapsCompleted, so they obey that field's limit (else 2 billion laps is stored).
  lapsTime: figure('Laps/time').refine(
    (value) => (lapsFromLapsTime(value) ?? 0) <= LAPS_MAX,
    'Laps/time must give at most 10,000 laps',
  ),
  behind: figure('Behind'),
  fastestLap: figure('Fastest lap'),
  avgLap: figure('Average lap'),
  avgTop5: figure('Average top 5'),
  avgTop10: figure('Average top 10'),
  avgTop15: figure('Average top 15'),
  top3Consecutive: figure('Top 3 consecutive'),
  stdDeviation: figure('Standard deviation'),
  consistency: figure('Consistency'),
  frontTireId: rowId("Front tire must be a tyre set's id"),
  rearTireId: rowId("Rear tire must be a tyre set's id"),
  /** The racer's setup sheet the car ran in this race. */
  setupSheetId: rowId("Setup sheet must be a setup sheet's id"),
  /** The racer's car raced; left out with a setup sheet named, the sheet's car. */
  carId: rowId("Car must be one of your cars' ids"),
  // A set's type as the entry keeps it, so a set deleted since still names its tyre: the spec's model is the
  // tread pattern alone ('Blockade'), the compound ('M3') beside it.
  frontTireBrand: optionalText('Front tire brand', NAME_MAX),
  frontTireModel: optionalText('Front tire model', NAME_MAX),
  frontTireCompound: optionalText('Front tire compound', NAME_MAX),
  rearTireBrand: optionalText('Rear tire brand', NAME_MAX),
  rearTireModel: optionalText('Rear tire model', NAME_MAX),
  rearTireCompound: optionalText('Rear tire compound', NAME_MAX),
  lapsCompleted: z
    .number({ error: 'Laps completed must be a whole number' })
    .int('Laps completed must be a whole number')
    .min(0, 'Laps completed cannot be negative')
    .max(LAPS_MAX, 'Laps completed must be at most 10,000')
    .nullable(),
  userRating: z
    .number({ error: 'Rating must be 1 to 5 stars' })
    .int('Rating must be 1 to 5 stars')
    .min(1, 'Rating must be 1 to 5 stars')
    .max(5, 'Rating must be 1 to 5 stars')
    .nullable(),
  raceDate: z.iso.datetime({ offset: true, error: 'Race date must be a date and time (ISO 8601)' }),
  trackConditions: z
    .enum(TRACK_CONDITIONS, `Track conditions must be one of ${TRACK_CONDITIONS.join(', ')}`)
    .nullable(),
  weather: optionalText('Weather', NAME_MAX),
  temperature: temperature(),
  notes: optionalText('Notes', NOTES_MAX),
};

export const RACE_DATE_REQUIRED = 'Race date is required';

/**
 * POST /api/race-results-with-tires. Unknown fields are refused, except the spec client's `userId`,
 * which is ignored: the entry is always the signed-in racer's. A race from LiveRC (its `raceUrl`) may leave
 * its date out (then it is today); a race typed by hand must say its date, as its title, track, driver and
 * position: nothing is made up for it.
 */
export const raceLogCreateSchema = z
  .strictObject({
    ...withDefault(raceLogFields, null),
    raceTitle: raceLogFields.raceTitle,
    trackName: raceLogFields.trackName,
    driverName: raceLogFields.driverName,
    position: raceLogFields.position,
    lapsCompleted: raceLogFields.lapsCompleted.optional(),
    raceDate: raceLogFields.raceDate.optional(),
    userId: z.unknown().optional(),
  })
  .refine((entry) => entry.raceUrl !== null || entry.raceDate !== undefined, {
    message: RACE_DATE_REQUIRED,
    path: ['raceDate'],
  })
  .transform(({ userId: _ignored, ...entry }) => entry);
export type RaceLogCreate = z.input<typeof raceLogCreateSchema>;
export type RaceLogCreateParsed = z.output<typeof raceLogCreateSchema>;

/** PATCH /api/race-results-with-tires/{id}: any subset, the same rules. */
export const raceLogPatchSchema = z.strictObject(raceLogFields).partial();
export type RaceLogPatch = z.input<typeof raceLogPatchSchema>;
export type RaceLogPatchParsed = z.output<typeof raceLogPatchSchema>;

/** One entry as every answer gives it. */
export const raceLogEntrySchema = z.object({
  id: z.number().int(),
  raceTitle: z.string(),
  raceUrl: z.string().nullable(),
  eventUrl: z.string().nullable(),
  trackName: z.string(),
  driverName: z.string(),
  position: z.number().int(),
  vehicle: z.string().nullable(),
  qualifying: z.string().nullable(),
  lapsTime: z.string().nullable(),
  behind: z.string().nullable(),
  fastestLap: z.string().nullable(),
  avgLap: z.string().nullable(),
  avgTop5: z.string().nullable(),
  avgTop10: z.string().nullable(),
  avgTop15: z.string().nullable(),
  top3Consecutive: z.string().nullable(),
  stdDeviation: z.string().nullable(),
  consistency: z.string().nullable(),
  frontTireId: z.number().int().nullable(),
  rearTireId: z.number().int().nullable(),
  setupSheetId: z.number().int().nullable(),
  carId: z.number().int().nullable(),
  frontTireBrand: z.string().nullable(),
  frontTireModel: z.string().nullable(),
  frontTireCompound: z.string().nullable(),
  rearTireBrand: z.string().nullable(),
  rearTireModel: z.string().nullable(),
  rearTireCompound: z.string().nullable(),
  lapsCompleted: z.number().int().nullable(),
  userRating: z.number().int().nullable(),
  /** ISO 8601 */
  raceDate: z.string(),
  trackConditions: z.enum(TRACK_CONDITIONS).nullable(),
  weather: z.string().nullable(),
  temperature: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type RaceLogEntry = z.infer<typeof raceLogEntrySchema>;
export const raceLogEntryListSchema = z.array(raceLogEntrySchema);

/** A set as a full-details entry names it. */
export const raceLogTyreSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  treadPattern: z.string(),
  compound: z.string(),
  setNumber: z.number().int(),
});
export type RaceLogTyre = z.infer<typeof raceLogTyreSchema>;

/** A setup sheet as a full-details entry names it. */
export const raceLogSetupSheetSchema = z.object({
  id: z.number().int(),
  /** The racer's own name for the sheet ('Club dry'), if they gave one. */
  name: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  track: z.string(),
  driver: z.string().nullable(),
});
export type RaceLogSetupSheet = z.infer<typeof raceLogSetupSheetSchema>;

/** A race's field as lap-marks.ts `RaceField` judges a driver's laps against it. */
const raceFieldSchema = z.object({
  medianLap: z.number().nullable(),
  medianFirstLap: z.number().nullable(),
  nitro: z.boolean(),
});

/** GET /api/race-results-with-full-tire-details: each entry with its sets and the driver's laps. */
export const raceLogDetailedEntrySchema = raceLogEntrySchema.extend({
  frontTire: raceLogTyreSchema.nullable(),
  rearTire: raceLogTyreSchema.nullable(),
  setupSheet: raceLogSetupSheetSchema.nullable(),
  /** The driver's laps from the stored LiveRC race (seconds); [] for a manual entry or an unreadable race. */
  lapTimes: z.array(
    z.object({ lap: z.number().int(), time: z.number(), position: z.number().int().nullable() }),
  ),
  /**
   * Every driver's average lap in that race (seconds), for pace against the field: of their clean laps
   * (lap-marks.ts) where the race has their laps, else LiveRC's; [] as for lapTimes.
   */
  fieldAvgLaps: z.array(z.number()),
  /** What the driver's laps are judged against (lap-marks.ts `raceField`); null as for lapTimes. */
  raceField: raceFieldSchema.nullable(),
  /** True while the race is being read from LiveRC in the background: ask again shortly for its laps. */
  lapsPending: z.boolean(),
});
export type RaceLogDetailedEntry = z.infer<typeof raceLogDetailedEntrySchema>;
export const raceLogDetailedListSchema = z.array(raceLogDetailedEntrySchema);

export const raceLogIdParamsSchema = idParamsSchema('Race result');

/** '47/30:43.434' -> 47: the laps a race's laps/time cell gives; null when it gives none. */
export function lapsFromLapsTime(lapsTime: string | null): number | null {
  const match = lapsTime ? /^\s*(\d+)\s*(\/|$)/.exec(lapsTime) : null;
  return match ? Number(match[1]) : null;
}
