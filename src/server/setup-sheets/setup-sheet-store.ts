// The racer's setup sheets: every query is scoped to one racer, and another racer's sheet is simply not
// found.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setupSheets } from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import {
  SETUP_SHEET_NOT_FOUND,
  type SetupSheet,
  type SetupSheetCreateParsed,
  type SetupSheetPatchParsed,
  todayIsoDate,
} from '../../domain/setup-sheets.ts';
import { HttpError } from '../errors.ts';

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
    .where(
      and(
        eq(setupSheets.userId, userId),
        track ? sql`${setupSheets.track} ilike ${containsPattern(track)}` : undefined,
      ),
    )
    .orderBy(desc(setupSheets.date), desc(setupSheets.id));
  return rows.map(toSheet);
}

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
  const [row] = await db
    .insert(setupSheets)
    .values({ ...input, date: input.date ?? todayIsoDate(), userId })
    .returning();
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
