// A racer's season ('My season'): a series is a named set of LiveRC events for one class, scored by the racer's
// own points table (points by finishing place), best N of the rounds counted, and bonus points for the TQ.
// LiveRC's event pages give no season points table (only in-event Qual Points, lower-is-better): the table is
// always the racer's, from a preset or typed.
import { z } from 'zod';
import { idParamsSchema } from './api.ts';
import { requiredText, storableText } from './text.ts';

/** Events in one series: a long club season with room to spare. */
export const SERIES_EVENTS_MAX = 30;
/** Places a points table scores; places past the table score nothing. */
export const POINTS_PLACES_MAX = 100;
export const POINTS_MAX = 1_000;
export const TQ_BONUS_MAX = 100;

/** The points tables a racer picks from before typing their own. */
export const POINTS_PRESETS = [
  {
    id: 'hundred',
    label: '100 for first, down by one',
    points: Array.from({ length: 100 }, (_, i) => 100 - i),
  },
  { id: 'f1', label: '25-18-15-12-10-8-6-4-2-1', points: [25, 18, 15, 12, 10, 8, 6, 4, 2, 1] },
  {
    id: 'club',
    label: '20-17-15-13-11-10 … down by one',
    points: [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  },
] as const;

export const POINTS_TABLE_HELP = 'Points by place, first place first, e.g. 25, 18, 15';

/** '25-18-15, 12' -> [25, 18, 15, 12]; null when it is not a list of whole numbers. */
export function parsePointsTable(text: string): number[] | null {
  const parts = text
    .split(/[\s,;\-–]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || !parts.every((part) => /^\d+$/.test(part))) return null;
  return parts.map(Number);
}

/** A points table written short: a table falling by one is '100, 99 … 1', others as their list. */
export function pointsTableText(points: readonly number[]): string {
  const fallsByOne =
    points.length > 5 && points.every((value, i) => i === 0 || value === (points[i - 1] ?? 0) - 1);
  if (fallsByOne) return `${points[0]}, ${points[1]} … ${points.at(-1)}`;
  return points.join('-');
}

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const seriesEventSchema = z.strictObject({
  /** The event page's address (normalised by the server). */
  eventUrl: storableText('Event link').min(1, 'Event link is required').max(2048, 'Event link is too long'),
  title: requiredText('Event name', 200),
  /** 'YYYY-MM-DD' when known. */
  date: z.iso.date('Event date must be a date (YYYY-MM-DD)').nullable(),
});
export type SeriesEvent = z.infer<typeof seriesEventSchema>;

/** POST /api/series and PUT /api/series/:id: the whole series as the form holds it. */
export const seriesInputSchema = z
  .strictObject({
    name: requiredText('Series name', 80),
    className: requiredText('Class', 100),
    events: z
      .array(seriesEventSchema, { error: 'Events must be a list' })
      .max(SERIES_EVENTS_MAX, `A series holds at most ${SERIES_EVENTS_MAX} events`),
    points: z
      .array(whole('Points', 0, POINTS_MAX), { error: 'Points must be a list of numbers' })
      .min(1, 'The points table needs points for first place at least')
      .max(POINTS_PLACES_MAX, `The points table scores at most ${POINTS_PLACES_MAX} places`),
    /** Rounds counted (best N); null counts every round. */
    bestOf: whole('Rounds counted', 1, SERIES_EVENTS_MAX).nullable(),
    tqBonus: whole('TQ bonus', 0, TQ_BONUS_MAX),
  })
  .refine((series) => new Set(series.events.map((event) => event.eventUrl)).size === series.events.length, {
    message: 'Each event can be in a series once',
    path: ['events'],
  });
export type SeriesInput = z.infer<typeof seriesInputSchema>;

export const seriesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  className: z.string(),
  events: z.array(z.object({ eventUrl: z.string(), title: z.string(), date: z.string().nullable() })),
  points: z.array(z.number().int()),
  bestOf: z.number().int().nullable(),
  tqBonus: z.number().int(),
  createdAt: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesListSchema = z.object({ series: z.array(seriesSchema) });
export type SeriesList = z.infer<typeof seriesListSchema>;

/** /api/series/:id */
export const seriesIdParamsSchema = idParamsSchema('Series');

export const SERIES_NOT_FOUND = 'Series not found';
export const NOT_AN_EVENT_IN_SERIES =
  'Pick events from a track’s events, or paste LiveRC event links (https://TRACK.liverc.com/results/?p=view_event&id=…)';
