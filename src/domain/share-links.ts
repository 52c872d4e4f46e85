// Share links: a racer gives a team mate a link to one setup sheet or one tyre set and its practice
// sessions. The public answer holds only the shared row's fields: no ids, no owner, no other rows.
import { z } from 'zod';
import { idParamsSchema } from './api.ts';
import { setupSheetSchema } from './setup-sheets.ts';
import { tyreSessionSchema } from './tyre-sessions.ts';
import { tyreItemSchema } from './tyres.ts';

export const SHARE_KINDS = ['setupSheet', 'tyreSet'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

const rowId = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a whole number`);

/** POST /api/share-links: what to share, by the racer's own row id. */
export const shareLinkCreateSchema = z.strictObject({
  kind: z.enum(SHARE_KINDS, { error: `Kind must be one of ${SHARE_KINDS.join(', ')}` }),
  id: rowId('Id'),
});
export type ShareLinkCreate = z.input<typeof shareLinkCreateSchema>;

/** One of the racer's links as GET /api/share-links lists it: the token is never shown again. */
export const shareLinkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHARE_KINDS),
  /** The shared row's id in the racer's own sheets or inventory. */
  itemId: z.number().int(),
  /** What the racer reads in the list: the sheet's name and track, or the tyre set's name. */
  title: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkListSchema = z.array(shareLinkSchema);

/** POST's answer: the link once, with its token (only its hash is stored). */
export const shareLinkCreatedSchema = shareLinkSchema.extend({ token: z.string() });
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

export const shareLinkIdParamsSchema = idParamsSchema('Share link');
export const sharedTokenParamsSchema = z.object({ token: z.string() });

/** The sheet as shared: every field of its sheet, not its id, its car's nor when it was saved. */
export const sharedSetupSheetSchema = setupSheetSchema.omit({ id: true, carId: true, createdAt: true });
export type SharedSetupSheet = z.infer<typeof sharedSetupSheetSchema>;
/** The tyre set as shared: its fields and laps, not its id. */
export const sharedTyreSetSchema = tyreItemSchema.omit({ id: true, createdAt: true });
export type SharedTyreSet = z.infer<typeof sharedTyreSetSchema>;
export const sharedTyreSessionSchema = tyreSessionSchema.omit({ id: true, tireId: true, createdAt: true });
export type SharedTyreSession = z.infer<typeof sharedTyreSessionSchema>;

/** A race log entry the set ran in, as shared: the race and how it went, not the racer's name, notes or links. */
export const sharedTyreRaceSchema = z.object({
  raceTitle: z.string(),
  trackName: z.string(),
  /** ISO 8601 */
  raceDate: z.string(),
  position: z.number().int(),
  lapsCompleted: z.number().int().nullable(),
  fastestLap: z.string().nullable(),
  trackConditions: z.string().nullable(),
  /** Where the set ran: front, rear or both ends. */
  on: z.enum(['front', 'rear', 'both']),
});
export type SharedTyreRace = z.infer<typeof sharedTyreRaceSchema>;

/** How many of the set's practice sessions, and of its race log entries, a link shows, newest first. */
export const SHARED_SESSIONS_MAX = 200;

/** GET /api/shared/{token}: no sign-in needed. */
export const sharedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('setupSheet'), setupSheet: sharedSetupSheetSchema }),
  z.object({
    kind: z.literal('tyreSet'),
    tyreSet: sharedTyreSetSchema,
    sessions: z.array(sharedTyreSessionSchema),
    races: z.array(sharedTyreRaceSchema),
  }),
]);
export type SharedItem = z.infer<typeof sharedItemSchema>;

export const SHARE_LINK_NOT_FOUND = 'Share link not found';
export const SHARED_NOT_FOUND = 'This link is no longer shared';
