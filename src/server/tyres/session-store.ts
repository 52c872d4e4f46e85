// Practice sessions on a racer's tyre set: saved and listed only through a set the racer owns.
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { tireSessions } from '../../db/schema.ts';
import type { PageQuery } from '../../domain/paging.ts';
import {
  SOURCE_URL_MESSAGE,
  type TyreSession,
  type tyreSessionCreateSchema,
} from '../../domain/tyre-sessions.ts';
import { isLiveRcUrl } from '../../liverc/urls.ts';
import { HttpError } from '../errors.ts';
import { afterCursor, type Page, toPage } from '../paging.ts';
import { insertWithinLimit } from '../racer-limits.ts';
import { uniqueViolation } from '../unique-violation.ts';
import { findTyre } from './tyre-store.ts';

type SessionRow = typeof tireSessions.$inferSelect;

const toSession = (row: SessionRow): TyreSession => ({
  id: row.id,
  tireId: row.tireId,
  brand: row.brand,
  compound: row.compound,
  sessionDate: row.sessionDate,
  laps: row.laps,
  bestLap: row.bestLap === null ? null : Number(row.bestLap),
  averageLap: row.averageLap === null ? null : Number(row.averageLap),
  notes: row.notes,
  sourceUrl: row.sourceUrl,
  createdAt: row.createdAt.toISOString(),
});

/** One page of the set's sessions, newest first; another racer's set is not found (404). */
export async function pageSessions(
  db: Db,
  userId: number,
  tireId: number,
  page: PageQuery,
): Promise<Page<TyreSession>> {
  await findTyre(db, userId, tireId);
  const rows = await db
    .select()
    .from(tireSessions)
    .where(
      and(
        eq(tireSessions.tireId, tireId),
        eq(tireSessions.userId, userId),
        await afterCursor(db, tireSessions.sessionDate, userId, page.before),
      ),
    )
    .orderBy(desc(tireSessions.sessionDate), desc(tireSessions.id))
    .limit(page.limit + 1);
  return toPage(rows.map(toSession), page);
}

export async function addSession(
  db: Db,
  userId: number,
  tireId: number,
  input: z.output<typeof tyreSessionCreateSchema>,
): Promise<TyreSession> {
  const tyre = await findTyre(db, userId, tireId);
  // No address but LiveRC's is kept: it is shown as a link and names where the laps came from.
  if (input.sourceUrl !== null && !isLiveRcUrl(input.sourceUrl)) throw new HttpError(400, SOURCE_URL_MESSAGE);
  try {
    const [row] = await insertWithinLimit(
      db,
      userId,
      'sessionsPerSet',
      (tx) => tx.$count(tireSessions, eq(tireSessions.tireId, tireId)),
      (tx) =>
        tx
          .insert(tireSessions)
          .values({
            userId,
            tireId,
            brand: tyre.brand,
            compound: tyre.compound,
            sessionDate: input.sessionDate,
            laps: input.laps,
            bestLap: input.bestLap === null ? null : input.bestLap.toFixed(3),
            averageLap: input.averageLap === null ? null : input.averageLap.toFixed(3),
            notes: input.notes,
            sourceUrl: input.sourceUrl,
          })
          .returning(),
    );
    return toSession(row!);
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, 'These practice laps are already on a tyre set');
    throw error;
  }
}
