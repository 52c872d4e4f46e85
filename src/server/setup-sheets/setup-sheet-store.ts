// The racer's setup sheets: every query is scoped to one racer, and another racer's sheet (or car) is simply
// not found. A sheet's common fields are columns; its car's own are `settings`, read through the car's sheet
// (template), so a sheet answers every field of its sheet and no other.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cars, setupSheets } from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import { CAR_NOT_FOUND, FIRST_AGAMA_CAR } from '../../domain/cars.ts';
import type { PageQuery } from '../../domain/paging.ts';
import {
  carFieldBlanks,
  SETUP_FIELD_NAMES,
  SETUP_SHEET_NOT_FOUND,
  type SetupSheet,
  type SetupSheetCreateParsed,
  type SetupSheetPatchParsed,
  todayIsoDate,
} from '../../domain/setup-sheets.ts';
import {
  isCommonField,
  isOnTemplate,
  notOnTemplateMessage,
  type SetupTemplateId,
} from '../../domain/setup-templates.ts';
import { HttpError } from '../errors.ts';
import { afterCursor, type Page, toPage } from '../paging.ts';
import { insertWithinLimit } from '../racer-limits.ts';

type SheetRow = typeof setupSheets.$inferSelect;
type Settings = SheetRow['settings'];

/** A row and its car's sheet as the API answers it: every field of that sheet, blanks as null or false. */
function toSheet({ row, template }: { row: SheetRow; template: string }): SetupSheet {
  const { userId: _owner, updatedAt: _updated, settings, ...common } = row;
  const sheet = template as SetupTemplateId;
  const own = Object.fromEntries(
    Object.entries(carFieldBlanks(sheet)).map(([name, blank]) => [name, settings[name] ?? blank]),
  );
  return { ...common, ...own, template: sheet, createdAt: row.createdAt.toISOString() };
}

const notFound = () => new HttpError(404, SETUP_SHEET_NOT_FOUND);

/** '50%_off' -> a LIKE pattern that matches those characters literally, anywhere in the text. */
const containsPattern = (part: string) => `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const withTemplate = (db: Db) =>
  db
    .select({ row: setupSheets, template: cars.template })
    .from(setupSheets)
    .innerJoin(cars, eq(cars.id, setupSheets.carId));

/** The racer's sheets, newest first (by date, then the later saved); `track` filters by part of its name. */
export async function listSheets(db: Db, userId: number, track?: string): Promise<SetupSheet[]> {
  const rows = await withTemplate(db)
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
  const rows = await withTemplate(db)
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
  const [found] = await withTemplate(db).where(and(eq(setupSheets.id, id), eq(setupSheets.userId, userId)));
  if (!found) throw notFound();
  return toSheet(found);
}

/** The racer's car by id: its sheet. Another racer's car is not found. */
async function carTemplate(db: Db, userId: number, carId: number): Promise<SetupTemplateId> {
  if (carId > MAX_ROW_ID) throw new HttpError(404, CAR_NOT_FOUND);
  const [car] = await db
    .select({ template: cars.template })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.userId, userId)));
  if (!car) throw new HttpError(404, CAR_NOT_FOUND);
  return car.template as SetupTemplateId;
}

/**
 * The car a sheet saved without one goes to, as every sheet did before cars: the racer's first Agama car,
 * made if they have none. Run under the racer's lock (insertWithinLimit), so two saves make one car.
 */
async function firstAgamaCar(tx: Db, userId: number): Promise<number> {
  const [car] = await tx
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.userId, userId), eq(cars.template, FIRST_AGAMA_CAR.template)))
    .orderBy(asc(cars.id))
    .limit(1);
  if (car) return car.id;
  const [made] = await tx
    .insert(cars)
    .values({ ...FIRST_AGAMA_CAR, userId })
    .returning({ id: cars.id });
  return made!.id;
}

/** The body's fields split into columns and the car's settings; a field not on the car's sheet is a 400. */
function splitFields(template: SetupTemplateId, body: Record<string, unknown>) {
  const columns: Record<string, unknown> = {};
  const settings: Settings = {};
  for (const name of SETUP_FIELD_NAMES) {
    const value = body[name];
    if (value === undefined) continue;
    if (!isOnTemplate(template, name)) throw new HttpError(400, notOnTemplateMessage(template, name));
    if (isCommonField(name)) columns[name] = value;
    else if (value !== null) settings[name] = value as string | boolean;
    else settings[name] = null; // a cleared field: the merge below must clear it too
  }
  return { columns, settings };
}

export async function createSheet(
  db: Db,
  userId: number,
  input: SetupSheetCreateParsed,
): Promise<SetupSheet> {
  const { carId, ...fields } = input;
  const named = carId === undefined ? null : await carTemplate(db, userId, carId);
  const { columns, settings } = splitFields(named ?? FIRST_AGAMA_CAR.template, fields);
  const [row] = await insertWithinLimit(
    db,
    userId,
    'setupSheets',
    (tx) => tx.$count(setupSheets, eq(setupSheets.userId, userId)),
    async (tx) =>
      tx
        .insert(setupSheets)
        .values({
          ...(columns as Pick<SheetRow, 'track'>),
          date: input.date ?? todayIsoDate(),
          carId: carId ?? (await firstAgamaCar(tx, userId)),
          settings: dropBlanks(settings),
          userId,
        })
        .returning(),
  );
  return toSheet({ row: row!, template: named ?? FIRST_AGAMA_CAR.template });
}

/** A new sheet stores only what was filled in. */
const dropBlanks = (settings: Settings): Settings =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== null));

/**
 * Changes only the fields sent (another phone's edit of another field stays). A sheet moves only to a car
 * with the same sheet: its fields are that sheet's.
 */
export async function updateSheet(
  db: Db,
  userId: number,
  id: number,
  patch: SetupSheetPatchParsed,
): Promise<SetupSheet> {
  const current = await findSheet(db, userId, id);
  const { carId, ...fields } = patch;
  if (carId !== undefined && (await carTemplate(db, userId, carId)) !== current.template) {
    throw new HttpError(
      400,
      'That car uses another setup sheet; a sheet moves only to a car with the same sheet',
    );
  }
  const { columns, settings } = splitFields(current.template, fields);
  const [row] = await db
    .update(setupSheets)
    .set({
      ...columns,
      ...(carId === undefined ? {} : { carId }),
      settings: sql`${setupSheets.settings} || ${JSON.stringify(settings)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(setupSheets.id, id), eq(setupSheets.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toSheet({ row, template: current.template });
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
