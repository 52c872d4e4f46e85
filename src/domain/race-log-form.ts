// The Assign Tyres dialog's form: its fields and their rules, their defaults, how a set is named in
// its choice, and the POST/PATCH body its values make. The race it is for comes from race-to-log.ts.
import { z } from 'zod';
import { sameValue } from './changed-fields.ts';
import {
  RACE_DATE_REQUIRED,
  type RaceLogCreate,
  type RaceLogEntry,
  type RaceLogPatch,
  raceLogPatchSchema,
  TRACK_CONDITIONS,
} from './race-log.ts';
import { type RaceDetail, type RaceToLog, typedDayAsInstant } from './race-to-log.ts';
import { localIsoDate } from './tyre-format.ts';
import { TYRE_CONDITION_LABELS, type TyreItem } from './tyres.ts';
import { fromCelsius, type TemperatureUnit, toCelsius } from './units.ts';

export const TYRE_REQUIRED_MESSAGE = 'Please select a tire set';

export const conditionLabel = (tyre: Pick<TyreItem, 'condition'>) => TYRE_CONDITION_LABELS[tyre.condition];

/** 'Pro-Line Blockade M3 · Set #2 · New': one set as the Tire Set choice names it. */
export const tyreOptionLabel = (tyre: TyreItem) =>
  `${tyre.brand} ${tyre.treadPattern} ${tyre.compound} · Set #${tyre.setNumber} · ${conditionLabel(tyre)}`;

const fields = raceLogPatchSchema.shape;

/** An optional choice of one of the racer's rows: a select's text; '', null or missing for none. */
const chosenId = (field: typeof fields.setupSheetId) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ? Number(value) : null))
    .pipe(field.unwrap());

/**
 * The dialog's own fields: the set (a select's text), conditions ('' for none), temperature, rating, notes,
 * and the setup sheet the car ran and the car (chosen ids).
 */
export const tyreAssignmentSchema = z.object({
  tyreId: z.string().min(1, TYRE_REQUIRED_MESSAGE).transform(Number),
  setupSheetId: chosenId(fields.setupSheetId),
  carId: chosenId(fields.carId),
  trackConditions: z
    .union([z.literal(''), z.enum(TRACK_CONDITIONS)])
    .transform((value) => (value === '' ? null : value)),
  temperature: fields.temperature.unwrap(),
  userRating: fields.userRating.unwrap(),
  notes: fields.notes.unwrap(),
});

/** The race's details the racer types (askedDetails): the server's rules; the date is the date input's day. */
const raceDetailSchemas = {
  raceTitle: fields.raceTitle.unwrap(),
  trackName: fields.trackName.unwrap(),
  raceDate: z.iso.date(RACE_DATE_REQUIRED).transform(typedDayAsInstant),
  driverName: fields.driverName.unwrap(),
  position: fields.position.unwrap(),
} satisfies Record<RaceDetail, z.ZodType>;

/** With a set preselected there is no race row: the racer types the race's figures too. */
const manualFigureSchemas = {
  vehicle: fields.vehicle.unwrap(),
  fastestLap: fields.fastestLap.unwrap(),
  avgLap: fields.avgLap.unwrap(),
  avgTop5: fields.avgTop5.unwrap(),
  consistency: fields.consistency.unwrap(),
  lapsCompleted: fields.lapsCompleted.unwrap(),
};

const everyField = tyreAssignmentSchema.extend({ ...raceDetailSchemas, ...manualFigureSchemas });
/** The form's values; an empty position box is null (the schema then says 'Position is required'). */
export type AssignmentForm = z.input<typeof tyreAssignmentSchema> &
  Partial<Omit<z.input<typeof everyField>, 'position'> & { position: number | null }>;
export type TyreAssignment = z.output<typeof tyreAssignmentSchema> & Partial<z.output<typeof everyField>>;

/**
 * The temperature as typed in the racer's unit, as the °C stored: °F converted before the °C rules judge it.
 */
const typedTemperature = (unit: TemperatureUnit) =>
  z.preprocess(
    (typed) => (unit === 'F' && typeof typed === 'number' ? toCelsius(typed, unit) : typed),
    tyreAssignmentSchema.shape.temperature,
  );

/**
 * The form's schema: the dialog's own fields (the temperature typed in `unit`), the details asked for, and the
 * figures of a race typed by hand.
 */
export function assignmentSchema(
  asked: readonly RaceDetail[],
  manual: boolean,
  unit: TemperatureUnit = 'C',
): z.ZodType<TyreAssignment, AssignmentForm> {
  const details: Partial<typeof raceDetailSchemas> = Object.fromEntries(
    asked.map((detail) => [detail, raceDetailSchemas[detail]]),
  );
  const figures: Partial<typeof manualFigureSchemas> = manual ? manualFigureSchemas : {};
  return tyreAssignmentSchema.extend({
    ...details,
    ...figures,
    temperature: typedTemperature(unit),
  }) as z.ZodType<TyreAssignment, AssignmentForm>;
}

/**
 * What fills the details the race lacks: the racer's followed track, their driver name and today; and the car
 * offered from the race's class (car-for-class.ts), for a new entry.
 */
export type DetailPrefill = {
  trackName: string | null;
  driverName: string | null;
  today: Date;
  carId?: number | null;
};

/**
 * The form as it opens: an entry's own values when updating it, the race's details and figures, and for
 * what the race lacks the prefill; a position only the race or the racer gives.
 */
export function assignmentDefaults(
  race: RaceToLog,
  entry: RaceLogEntry | undefined,
  tyreId: number | null,
  prefill: DetailPrefill,
  unit: TemperatureUnit = 'C',
) {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    tyreId: tyreId === null ? '' : String(tyreId),
    setupSheetId: text(entry?.setupSheetId),
    carId: text(entry ? entry.carId : prefill.carId),
    trackConditions: entry?.trackConditions ?? '',
    // In the racer's unit, as they type it.
    temperature: entry?.temperature == null ? null : fromCelsius(entry.temperature, unit),
    userRating: entry?.userRating ?? null,
    notes: entry?.notes ?? '',
    raceTitle: text(race.raceTitle),
    trackName: race.trackName || prefill.trackName || '',
    raceDate: localIsoDate(race.raceDate ? new Date(race.raceDate) : prefill.today),
    driverName: race.driverName || prefill.driverName || '',
    position: race.position ?? null,
    vehicle: text(race.vehicle),
    fastestLap: text(race.fastestLap),
    avgLap: text(race.avgLap),
    avgTop5: text(race.avgTop5),
    consistency: text(race.consistency),
    lapsCompleted: race.lapsCompleted ?? null,
  } satisfies AssignmentForm;
}

/** What the racer chose, as the API takes it: the one set on front and rear. */
export function assignmentPatch({ tyreId, ...rest }: TyreAssignment): RaceLogPatch {
  return { ...rest, frontTireId: tyreId, rearTireId: tyreId };
}

/**
 * PATCH of the row's entry: only the fields the racer changed since the form opened (`opened`, the form's
 * values then, against `now`), so what another device changed in the others stays; and the set whenever it
 * was changed or the entry does not hold it on both ends yet (the set shown is what the racer saves).
 */
export function assignmentEdit(
  assignment: TyreAssignment,
  opened: AssignmentForm,
  now: AssignmentForm,
  entry: Pick<RaceLogEntry, 'frontTireId' | 'rearTireId'>,
): RaceLogPatch {
  const { frontTireId, rearTireId, ...fields } = assignmentPatch(assignment);
  const was = opened as Record<string, unknown>;
  const is = now as Record<string, unknown>;
  const patch: RaceLogPatch = Object.fromEntries(
    Object.entries(fields).filter(([field]) => !(field in was) || !sameValue(is[field], was[field])),
  );
  const setChanged =
    !sameValue(now.tyreId, opened.tyreId) ||
    entry.frontTireId !== assignment.tyreId ||
    entry.rearTireId !== assignment.tyreId;
  return setChanged ? { ...patch, frontTireId, rearTireId } : patch;
}

/**
 * POST /api/race-results-with-tires: the race with the racer's choices and typed details over it. What the
 * race lacks the form asked for (askedDetails), so every detail the server requires is there. No car chosen is
 * left to the server: the setup sheet's car, if a sheet is chosen.
 */
export function raceLogBody(race: RaceToLog, assignment: TyreAssignment): RaceLogCreate {
  const { carId, ...chosen } = assignmentPatch(assignment);
  return { ...race, ...chosen, ...(carId != null && { carId }) } as RaceLogCreate;
}
