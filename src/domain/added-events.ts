// Events the racer added (a pasted LiveRC event link, or 'Find my results here' on a track's events): Pitboard
// reads their races in the background into My races, and the list says how far it got.
import { z } from 'zod';
import { idParamsSchema } from './api.ts';
import { storableText } from './text.ts';

/** How many events one racer may have Pitboard read at once: a season's worth. */
export const ADDED_EVENTS_MAX = 30;

/** The 409 beyond ADDED_EVENTS_MAX. */
export const ADDED_EVENTS_FULL = `You can add at most ${ADDED_EVENTS_MAX} events: remove one you no longer need to add another`;

/** The 400 for anything but a LiveRC event's address. */
export const NOT_AN_EVENT_LINK =
  'Paste a LiveRC event link (https://TRACK.liverc.com/results/?p=view_event&id=…)';

/** POST /api/added-events: the event's address, as pasted. */
export const addEventSchema = z.strictObject({
  url: storableText('Event link', NOT_AN_EVENT_LINK).min(1, NOT_AN_EVENT_LINK).max(2048, NOT_AN_EVENT_LINK),
});
export type AddEvent = z.infer<typeof addEventSchema>;

/** DELETE /api/added-events/:id */
export const addedEventIdParamsSchema = idParamsSchema('Added event');

/**
 * What the list shows: 'to-read' before any race was read (or the event page itself, or any race posted),
 * 'reading' while some posted races are still to read, 'all-read' when every posted race is in.
 */
export const addedEventStateSchema = z.enum(['to-read', 'reading', 'all-read']);
export type AddedEventState = z.infer<typeof addedEventStateSchema>;

export const addedEventSchema = z.object({
  id: z.number().int(),
  eventUrl: z.string(),
  /** The event page's title; 'LiveRC event 500311' until the page was read. */
  title: z.string(),
  trackName: z.string(),
  /** 'YYYY-MM-DD', when known. */
  date: z.string().nullable(),
  /** Races the event page posts; null until it was read. */
  racesPosted: z.number().int().nullable(),
  /** Of those, how many Pitboard holds complete (My races lists those naming the racer). */
  racesRead: z.number().int(),
  state: addedEventStateSchema,
  addedAt: z.string(),
});
export type AddedEvent = z.infer<typeof addedEventSchema>;

/** GET /api/added-events: newest added first. */
export const addedEventListSchema = z.object({ events: z.array(addedEventSchema) });
export type AddedEventList = z.infer<typeof addedEventListSchema>;

export function addedEventState(racesPosted: number | null, racesRead: number): AddedEventState {
  // No race posted yet (an event still to come): nothing read, nothing to say 'all read' of.
  if (racesPosted === null || racesPosted === 0) return 'to-read';
  if (racesRead >= racesPosted) return 'all-read';
  return racesRead === 0 ? 'to-read' : 'reading';
}

/** The list's line for an event: 'Reading: 12 of 14 races read', 'All 14 races read', 'Still to read'. */
export function addedEventProgress({
  racesPosted,
  racesRead,
  state,
}: Pick<AddedEvent, 'racesPosted' | 'racesRead' | 'state'>): string {
  if (racesPosted === null) return 'Still to read';
  if (racesPosted === 0) return 'No races posted yet';
  if (state === 'all-read') return racesPosted === 1 ? 'Its one race read' : `All ${racesPosted} races read`;
  const counted = `${racesRead} of ${racesPosted} ${racesPosted === 1 ? 'race' : 'races'} read`;
  return state === 'reading' ? `Reading: ${counted}` : `Still to read: ${counted}`;
}
