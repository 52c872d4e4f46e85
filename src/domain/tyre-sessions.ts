// Practice on a tyre set (the spec's tire_sessions): the Race Timer's laps saved to one set, so that they
// count in the set's laps. Brand and compound are copied from the set when the session is saved.
import { z } from 'zod';
import { isStorableText, optionalText } from './text.ts';

const NOTES_MAX = 2_000;
export const SOURCE_URL_MESSAGE = 'Source must be a LiveRC address';
// A lap of a 1/8 or 1/10 off-road track takes seconds to a few minutes; an hour is a stopwatch left running.
const LAP_SECONDS_MAX = 3_600;

const lapSeconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .positive(`${label} must be more than 0 seconds`)
    .max(LAP_SECONDS_MAX, `${label} must be at most ${LAP_SECONDS_MAX} seconds`)
    // Timing shows thousandths: more would only be noise.
    .transform((value) => Math.round(Number(`${value}e3`)) / 1000)
    .nullable();

/** POST /api/tire-inventory/{id}/sessions. */
export const tyreSessionCreateSchema = z
  .strictObject({
    sessionDate: z.iso.date('Session date must be a date (YYYY-MM-DD)'),
    laps: z
      .number({ error: 'Laps must be a whole number' })
      .int('Laps must be a whole number')
      .min(1, 'A session needs at least one lap')
      .max(10_000, 'Laps must be at most 10,000'),
    bestLap: lapSeconds('Best lap').default(null),
    averageLap: lapSeconds('Average lap').default(null),
    notes: optionalText('Notes', NOTES_MAX).default(null),
    /** The LiveRC practice session the laps came from (the server checks it is a LiveRC address): one
     * session goes on one set, once. */
    sourceUrl: z
      .string({ error: SOURCE_URL_MESSAGE })
      .refine(isStorableText, SOURCE_URL_MESSAGE)
      .max(2_048, SOURCE_URL_MESSAGE)
      .nullable()
      .default(null),
  })
  .refine(
    (value) => value.bestLap === null || value.averageLap === null || value.bestLap <= value.averageLap,
    { message: 'Best lap must not be slower than the average lap', path: ['bestLap'] },
  );
export type TyreSessionCreate = z.input<typeof tyreSessionCreateSchema>;

export const tyreSessionSchema = z.object({
  id: z.number().int(),
  tireId: z.number().int(),
  brand: z.string(),
  compound: z.string(),
  /** 'YYYY-MM-DD' */
  sessionDate: z.string(),
  laps: z.number().int(),
  /** Seconds, thousandths. */
  bestLap: z.number().nullable(),
  averageLap: z.number().nullable(),
  notes: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TyreSession = z.infer<typeof tyreSessionSchema>;
export const tyreSessionListSchema = z.array(tyreSessionSchema);
