// The Assign Tyres dialog's form: its fields and their rules, their defaults, how a set is named in
// its choice, and the POST/PATCH body its values make. The race it is for comes from race-to-log.ts.
import { z } from 'zod';
import {
  type RaceLogCreate,
  type RaceLogEntry,
  type RaceLogPatch,
  raceLogPatchSchema,
  TRACK_CONDITIONS,
} from './race-log.ts';
import { type RaceToLog, withRaceDefaults } from './race-to-log.ts';
import { TYRE_CONDITION_LABELS, type TyreItem } from './tyres.ts';

export const TYRE_REQUIRED_MESSAGE = 'Please select a tire set';

export const conditionLabel = (tyre: Pick<TyreItem, 'condition'>) => TYRE_CONDITION_LABELS[tyre.condition];

/** 'Pro-Line Blockade M3 · Set #2 · New': one set as the Tire Set choice names it. */
export const tyreOptionLabel = (tyre: TyreItem) =>
  `${tyre.brand} ${tyre.treadPattern} ${tyre.compound} · Set #${tyre.setNumber} · ${conditionLabel(tyre)}`;

const fields = raceLogPatchSchema.shape;

/**
 * The dialog's own fields: the set (a select's text), conditions ('' for none), temperature, rating, notes,
 * and the setup sheet the car ran (a select's text; '', null or missing for none).
 */
export const tyreAssignmentSchema = z.object({
  tyreId: z.string().min(1, TYRE_REQUIRED_MESSAGE).transform(Number),
  setupSheetId: z
    .string()
    .nullish()
    .transform((value) => (value ? Number(value) : null))
    .pipe(fields.setupSheetId.unwrap()),
  trackConditions: z
    .union([z.literal(''), z.enum(TRACK_CONDITIONS)])
    .transform((value) => (value === '' ? null : value)),
  temperature: fields.temperature.unwrap(),
  userRating: fields.userRating.unwrap(),
  notes: fields.notes.unwrap(),
});

/** With a set preselected there is no race row: the racer types the race's figures. */
export const manualAssignmentSchema = tyreAssignmentSchema.extend({
  position: fields.position.unwrap(),
  vehicle: fields.vehicle.unwrap(),
  fastestLap: fields.fastestLap.unwrap(),
  avgLap: fields.avgLap.unwrap(),
  avgTop5: fields.avgTop5.unwrap(),
  consistency: fields.consistency.unwrap(),
  lapsCompleted: fields.lapsCompleted.unwrap(),
});

export type AssignmentForm = z.input<typeof tyreAssignmentSchema> &
  Partial<z.input<typeof manualAssignmentSchema>>;
export type TyreAssignment = z.output<typeof tyreAssignmentSchema> &
  Partial<z.output<typeof manualAssignmentSchema>>;

/** The form as it opens: an entry's own values when updating it, the race's figures for manual details. */
export function assignmentDefaults(race: RaceToLog, entry: RaceLogEntry | undefined, tyreId: number | null) {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    tyreId: tyreId === null ? '' : String(tyreId),
    setupSheetId: text(entry?.setupSheetId),
    trackConditions: entry?.trackConditions ?? '',
    temperature: entry?.temperature ?? null,
    userRating: entry?.userRating ?? null,
    notes: entry?.notes ?? '',
    position: race.position ?? 1,
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

/** POST /api/race-results-with-tires: the race (defaults filled) with the racer's choices over it. */
export function raceLogBody(race: RaceToLog, assignment: TyreAssignment, now: Date): RaceLogCreate {
  return { ...withRaceDefaults(race, now), ...assignmentPatch(assignment) };
}
