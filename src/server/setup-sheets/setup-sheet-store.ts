// The racer's setup sheets: every query is scoped to one racer, and another racer's sheet is simply not
// found.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setupSheets } from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import type { PageQuery } from '../../domain/paging.ts';
import {
  SETUP_SHEET_NOT_FOUND,
  type SetupSheet,
  type SetupSheetCreateParsed,
  type SetupSheetPatchParsed,
  todayIsoDate,
} from '../../domain/setup-sheets.ts';
import { HttpError } from '../errors.ts';
import { afterCursor, type Page, toPage } from '../paging.ts';
import { insertWithinLimit } from '../racer-limits.ts';

type SheetRow = typeof setupSheets.$inferSelect;

// The table's columns carry the API's field names, so a row is a sheet once the owner is left out.
export function toSheet(row: SheetRow): SetupSheet {
  const { userId: _owner, updatedAt: _updated, ...fields } = row;
  return { ...fields, createdAt: row.createdAt.toISOString() };
}

const notFound = () => new HttpError(404, SETUP_SHEET_NOT_FOUND);

/** '50%_off' -> a LIKE pattern that matches those characters literally, anywhere in the text. */
const containsPattern = (part: string) => `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The racer's sheets, newest first (by date, then the later saved); `track` filters by part of its name. */
export async function listSheets(db: Db, userId: number, track?: string): Promise<SetupSheet[]> {
  const rows = await db
    .select()
    .from(setupSheets)
    .where(ofRacer(userId, track))
    .orderBy(desc(setupSheets.date), desc(setupSheets.id));
  return rows.map(toSheet);
}

/** One page of listSheets. */
export async function pageSheets(
  db: Db,
  userId: number,
  query: PageQuery & { track?: string | undefined },
): Promise<Page<SetupSheet>> {
  const rows = await db
    .select()
    .from(setupSheets)
    .where(and(ofRacer(userId, query.track), await afterCursor(db, setupSheets.date, userId, query.before)))
    .orderBy(desc(setupSheets.date), desc(setupSheets.id))
    .limit(query.limit + 1);
  return toPage(rows.map(toSheet), query);
}

const ofRacer = (userId: number, track: string | undefined) =>
  and(
    eq(setupSheets.userId, userId),
    track ? sql`${setupSheets.track} ilike ${containsPattern(track)}` : undefined,
  );

export async function findSheet(db: Db, userId: number, id: number): Promise<SetupSheet> {
  if (id > MAX_ROW_ID) throw notFound();
  const [row] = await db
    .select()
    .from(setupSheets)
    .where(and(eq(setupSheets.id, id), eq(setupSheets.userId, userId)));
  if (!row) throw notFound();
  return toSheet(row);
}

export async function createSheet(
  db: Db,
  userId: number,
  input: SetupSheetCreateParsed,
): Promise<SetupSheet> {
  const [row] = await insertWithinLimit(
    db,
    userId,
    'setupSheets',
    (tx) => tx.$count(setupSheets, eq(setupSheets.userId, userId)),
    (tx) =>
      tx
        .insert(setupSheets)
        .values({ ...input, date: input.date ?? todayIsoDate(), userId })
        .returning(),
  );
  return toSheet(row!);
}

export async function updateSheet(
  db: Db,
  userId: number,
  id: number,
  patch: SetupSheetPatchParsed,
): Promise<SetupSheet> {
  if (id > MAX_ROW_ID) throw notFound();
  const [row] = await db
    .update(setupSheets)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(setupSheets.id, id), eq(setupSheets.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toSheet(row);
}

/** Deletes the sheet; race log entries that named it keep their result without one (ON DELETE SET NULL). */
export async function deleteSheet(db: Db, userId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw notFound();
  const deleted = await db
    .delete(setupSheets)
    .where(and(eq(setupSheets.id, id), eq(setupSheets.userId, userId)))
    .returning({ id: setupSheets.id });
  if (deleted.length === 0) throw notFound();
}
