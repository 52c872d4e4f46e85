// A racer's share links. The token is made here and given once; the table keeps its SHA-256 only, so a
// read of the database gives no working link. A link is found by its hash alone (public) or by the racer
// and its id (list, revoke): another racer's link is simply not found.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  raceResultsWithTires,
  setupSheets,
  shareLinks,
  tireInventory,
  tireSessions,
} from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import {
  SHARE_LINK_NOT_FOUND,
  SHARED_NOT_FOUND,
  SHARED_SESSIONS_MAX,
  type SharedItem,
  type ShareLink,
  type ShareLinkCreated,
} from '../../domain/share-links.ts';
import { tyreTypeName } from '../../domain/tyre-format.ts';
import { HttpError } from '../errors.ts';
import { insertWithinLimit } from '../racer-limits.ts';
import { findSheet } from '../setup-sheets/setup-sheet-store.ts';
import { findTyre } from '../tyres/tyre-store.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const sheetTitle = (sheet: { name: string | null; track: string }) =>
  sheet.name ? `${sheet.name} · ${sheet.track}` : sheet.track;
const tyreTitle = (tyre: { brand: string; treadPattern: string; compound: string; setNumber: number }) =>
  `${tyreTypeName(tyre)} Set #${tyre.setNumber}`;

/** The racer's links, newest first, each titled by what it shows. */
export async function listShareLinks(db: Db, userId: number): Promise<ShareLink[]> {
  const rows = await db
    .select({
      id: shareLinks.id,
      setupSheetId: shareLinks.setupSheetId,
      tireId: shareLinks.tireId,
      createdAt: shareLinks.createdAt,
      sheetName: setupSheets.name,
      sheetTrack: setupSheets.track,
      brand: tireInventory.brand,
      treadPattern: tireInventory.treadPattern,
      compound: tireInventory.compound,
      setNumber: tireInventory.setNumber,
    })
    .from(shareLinks)
    .leftJoin(setupSheets, eq(setupSheets.id, shareLinks.setupSheetId))
    .leftJoin(tireInventory, eq(tireInventory.id, shareLinks.tireId))
    .where(eq(shareLinks.userId, userId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map((row) =>
    row.setupSheetId !== null
      ? {
          id: row.id,
          kind: 'setupSheet',
          itemId: row.setupSheetId,
          title: sheetTitle({ name: row.sheetName, track: row.sheetTrack ?? '' }),
          createdAt: row.createdAt.toISOString(),
        }
      : {
          id: row.id,
          kind: 'tyreSet',
          itemId: row.tireId ?? 0,
          title: tyreTitle({
            brand: row.brand ?? '',
            treadPattern: row.treadPattern ?? '',
            compound: row.compound ?? '',
            setNumber: row.setNumber ?? 0,
          }),
          createdAt: row.createdAt.toISOString(),
        },
  );
}

/** A new link to the racer's own sheet or set (404 for anyone else's), within the racer's limit. */
export async function createShareLink(
  db: Db,
  userId: number,
  input: { kind: 'setupSheet' | 'tyreSet'; id: number },
): Promise<ShareLinkCreated> {
  const title =
    input.kind === 'setupSheet'
      ? sheetTitle(await findSheet(db, userId, input.id))
      : tyreTitle(await findTyre(db, userId, input.id));
  const token = randomBytes(32).toString('base64url');
  const [row] = await insertWithinLimit(
    db,
    userId,
    'shareLinks',
    async (tx) =>
      (await tx.select({ n: count() }).from(shareLinks).where(eq(shareLinks.userId, userId)))[0]?.n ?? 0,
    (tx) =>
      tx
        .insert(shareLinks)
        .values({
          userId,
          tokenHash: hashOf(token),
          setupSheetId: input.kind === 'setupSheet' ? input.id : null,
          tireId: input.kind === 'tyreSet' ? input.id : null,
        })
        .returning(),
  );
  if (!row) throw new Error('insert returned no row');
  return {
    id: row.id,
    kind: input.kind,
    itemId: input.id,
    title,
    createdAt: row.createdAt.toISOString(),
    token,
  };
}

/** Revokes at once: the row is the link, so the next read of its token finds nothing. */
export async function deleteShareLink(db: Db, userId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw new HttpError(404, SHARE_LINK_NOT_FOUND);
  const deleted = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning({ id: shareLinks.id });
  if (deleted.length === 0) throw new HttpError(404, SHARE_LINK_NOT_FOUND);
}

/** What a token shows, for anyone holding it; unknown or revoked tokens are 404. */
export async function findShared(db: Db, token: string): Promise<SharedItem> {
  // Tokens are 43 base64url characters; anything else cannot be ours, so skip the query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new HttpError(404, SHARED_NOT_FOUND);
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashOf(token)));
  if (!link) throw new HttpError(404, SHARED_NOT_FOUND);
  if (link.setupSheetId !== null) {
    const sheet = await findSheet(db, link.userId, link.setupSheetId).catch((error: unknown) => {
      throw error instanceof HttpError ? new HttpError(404, SHARED_NOT_FOUND) : error;
    });
    const { id: _id, carId: _car, createdAt: _created, ...setupSheet } = sheet;
    return { kind: 'setupSheet', setupSheet };
  }
  if (link.tireId === null) throw new HttpError(404, SHARED_NOT_FOUND);
  const { id: _id, createdAt: _created, ...tyreSet } = await findTyre(db, link.userId, link.tireId);
  const sessions = await db
    .select({
      brand: tireSessions.brand,
      compound: tireSessions.compound,
      sessionDate: tireSessions.sessionDate,
      laps: tireSessions.laps,
      bestLap: tireSessions.bestLap,
      averageLap: tireSessions.averageLap,
      notes: tireSessions.notes,
      sourceUrl: tireSessions.sourceUrl,
    })
    .from(tireSessions)
    .where(and(eq(tireSessions.tireId, link.tireId), eq(tireSessions.userId, link.userId)))
    .orderBy(desc(tireSessions.sessionDate), desc(tireSessions.id))
    .limit(SHARED_SESSIONS_MAX);
  const tireId = link.tireId;
  const races = await db
    .select({
      raceTitle: raceResultsWithTires.raceTitle,
      trackName: raceResultsWithTires.trackName,
      raceDate: raceResultsWithTires.raceDate,
      position: raceResultsWithTires.position,
      lapsCompleted: raceResultsWithTires.lapsCompleted,
      fastestLap: raceResultsWithTires.fastestLap,
      trackConditions: raceResultsWithTires.trackConditions,
      frontTireId: raceResultsWithTires.frontTireId,
      rearTireId: raceResultsWithTires.rearTireId,
    })
    .from(raceResultsWithTires)
    .where(
      and(
        eq(raceResultsWithTires.userId, link.userId),
        or(eq(raceResultsWithTires.frontTireId, tireId), eq(raceResultsWithTires.rearTireId, tireId)),
      ),
    )
    .orderBy(desc(raceResultsWithTires.raceDate), desc(raceResultsWithTires.id))
    .limit(SHARED_SESSIONS_MAX);
  const laps = (value: string | null) => (value === null ? null : Number(value));
  return {
    kind: 'tyreSet',
    tyreSet,
    sessions: sessions.map((row) => ({
      ...row,
      bestLap: laps(row.bestLap),
      averageLap: laps(row.averageLap),
    })),
    races: races.map(({ frontTireId, rearTireId, raceDate, ...race }) => ({
      ...race,
      raceDate: raceDate.toISOString(),
      on: frontTireId === rearTireId ? 'both' : frontTireId === tireId ? 'front' : 'rear',
    })),
  };
}
