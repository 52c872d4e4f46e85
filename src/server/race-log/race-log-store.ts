// The racer's race log rows: scoped to one racer; a tyre set or setup sheet named on an entry must be the
// racer's own.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { raceResultsWithTires } from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import { driverNameKey } from '../../domain/driver-names.ts';
import type { PageQuery } from '../../domain/paging.ts';
import {
  lapsFromLapsTime,
  type RaceLogCreateParsed,
  type RaceLogEntry,
  type RaceLogPatchParsed,
} from '../../domain/race-log.ts';
import { findCar } from '../cars/car-store.ts';
import { HttpError } from '../errors.ts';
import { afterCursor, type Page, toPage } from '../paging.ts';
import { insertWithinLimit } from '../racer-limits.ts';
import { findSheet } from '../setup-sheets/setup-sheet-store.ts';
import { findTyre } from '../tyres/tyre-store.ts';
import { uniqueViolation } from '../unique-violation.ts';
import { driverNameKeySql } from './driver-name-sql.ts';

type EntryRow = typeof raceResultsWithTires.$inferSelect;
type EntryValues = Omit<typeof raceResultsWithTires.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export const ENTRY_NOT_FOUND = 'Race result not found';
export const SHEET_OF_ANOTHER_CAR =
  'That setup sheet is for another of your cars: choose one of this car’s or no car';
const SAME_ROW_TAKEN = 'This race result is already in your log: change that entry instead';

function toEntry(row: EntryRow): RaceLogEntry {
  const { userId: _owner, updatedAt: _updated, ...fields } = row;
  return {
    ...fields,
    trackConditions: row.trackConditions as RaceLogEntry['trackConditions'],
    temperature: row.temperature === null ? null : Number(row.temperature),
    raceDate: row.raceDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The racer's entries, the latest race first. */
export async function listEntries(db: Db, userId: number): Promise<RaceLogEntry[]> {
  const rows = await db
    .select()
    .from(raceResultsWithTires)
    .where(eq(raceResultsWithTires.userId, userId))
    .orderBy(desc(raceResultsWithTires.raceDate), desc(raceResultsWithTires.id));
  return rows.map(toEntry);
}

/** One page of the racer's entries, in the order of listEntries. */
export async function pageEntries(db: Db, userId: number, page: PageQuery): Promise<Page<RaceLogEntry>> {
  const rows = await db
    .select()
    .from(raceResultsWithTires)
    .where(
      and(
        eq(raceResultsWithTires.userId, userId),
        await afterCursor(db, raceResultsWithTires.raceDate, userId, page.before),
      ),
    )
    .orderBy(desc(raceResultsWithTires.raceDate), desc(raceResultsWithTires.id))
    .limit(page.limit + 1);
  return toPage(rows.map(toEntry), page);
}

async function findEntry(db: Db, userId: number, id: number): Promise<EntryRow> {
  if (id > MAX_ROW_ID) throw new HttpError(404, ENTRY_NOT_FOUND);
  const [row] = await db
    .select()
    .from(raceResultsWithTires)
    .where(and(eq(raceResultsWithTires.id, id), eq(raceResultsWithTires.userId, userId)));
  if (!row) throw new HttpError(404, ENTRY_NOT_FOUND);
  return row;
}

/**
 * A set named by id must be the racer's (404 otherwise); its brand, model (the tread pattern, as the spec
 * has it) and compound fill what was not given.
 * A setup sheet and a car named by id must be the racer's too (404 'Setup sheet not found', 'Car not
 * found'); a sheet names its car when the entry names none, and an entry's sheet is its car's (400 else),
 * whichever of the two an edit changes (`current`: the entry before it).
 */
async function withTyreDefaults<T extends Partial<EntryValues>>(
  db: Db,
  userId: number,
  values: T,
  current?: EntryRow,
): Promise<T> {
  const filled = { ...values };
  if (values.carId !== undefined && values.carId !== null) await findCar(db, userId, values.carId);
  const sheetId = values.setupSheetId === undefined ? (current?.setupSheetId ?? null) : values.setupSheetId;
  if (sheetId !== null && (values.setupSheetId !== undefined || values.carId !== undefined)) {
    const sheet = await findSheet(db, userId, sheetId);
    if (values.carId === undefined || values.carId === null) {
      if (values.setupSheetId !== undefined) filled.carId = sheet.carId;
    } else if (values.carId !== sheet.carId) throw new HttpError(400, SHEET_OF_ANOTHER_CAR);
  }
  for (const side of ['front', 'rear'] as const) {
    const id = values[`${side}TireId`];
    if (id === undefined || id === null) continue;
    const tyre = await findTyre(db, userId, id);
    if (!values[`${side}TireBrand`]) filled[`${side}TireBrand`] = tyre.brand;
    if (!values[`${side}TireModel`]) filled[`${side}TireModel`] = tyre.treadPattern;
    if (!values[`${side}TireCompound`]) filled[`${side}TireCompound`] = tyre.compound;
  }
  return filled;
}

/**
 * Saves an entry: a new one, or, for a race URL + driver + position already logged, that entry updated
 * (never a duplicate). Answers the entry and whether it was created.
 */
export async function saveEntry(
  db: Db,
  userId: number,
  input: RaceLogCreateParsed,
): Promise<{ entry: RaceLogEntry; created: boolean }> {
  const values: EntryValues = await withTyreDefaults(db, userId, {
    ...input,
    lapsCompleted: input.lapsCompleted === undefined ? lapsFromLapsTime(input.lapsTime) : input.lapsCompleted,
    raceDate: input.raceDate === undefined ? new Date() : new Date(input.raceDate),
    temperature: input.temperature === null ? null : String(input.temperature),
  });
  // Two saves of one row at once: the unique index lets one insert, the other updates what it wrote.
  for (let attempt = 0; ; attempt += 1) {
    const existing = input.raceUrl ? await sameRow(db, userId, input) : null;
    if (existing) {
      const [row] = await db
        .update(raceResultsWithTires)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(raceResultsWithTires.id, existing.id))
        .returning();
      return { entry: toEntry(row!), created: false };
    }
    try {
      const [row] = await insertWithinLimit(
        db,
        userId,
        'raceLogEntries',
        (tx) => tx.$count(raceResultsWithTires, eq(raceResultsWithTires.userId, userId)),
        (tx) =>
          tx
            .insert(raceResultsWithTires)
            .values({ ...values, userId })
            .returning(),
      );
      return { entry: toEntry(row!), created: true };
    } catch (error) {
      if (!uniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

async function sameRow(
  db: Db,
  userId: number,
  key: { raceUrl: string | null; driverName: string; position: number },
): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(raceResultsWithTires)
    .where(
      and(
        eq(raceResultsWithTires.userId, userId),
        eq(raceResultsWithTires.raceUrl, key.raceUrl ?? ''),
        // The driver rule is looser than the unique index's lower(driver_name): whatever the index holds as
        // one row, this finds.
        eq(driverNameKeySql(raceResultsWithTires.driverName), driverNameKey(key.driverName)),
        eq(raceResultsWithTires.position, key.position),
      ),
    );
  return row ?? null;
}

export async function updateEntry(
  db: Db,
  userId: number,
  id: number,
  patch: RaceLogPatchParsed,
): Promise<RaceLogEntry> {
  const current = await findEntry(db, userId, id);
  const { raceDate, temperature, ...rest } = patch;
  const changes: Partial<EntryValues> = await withTyreDefaults(
    db,
    userId,
    {
      ...rest,
      ...(raceDate === undefined ? {} : { raceDate: new Date(raceDate) }),
      ...(temperature === undefined
        ? {}
        : { temperature: temperature === null ? null : String(temperature) }),
    },
    current,
  );
  // A new laps/time gives new laps, unless the racer set the laps themselves.
  if (patch.lapsTime !== undefined && patch.lapsCompleted === undefined) {
    changes.lapsCompleted = lapsFromLapsTime(patch.lapsTime) ?? current.lapsCompleted;
  }
  try {
    const [row] = await db
      .update(raceResultsWithTires)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(raceResultsWithTires.id, id), eq(raceResultsWithTires.userId, userId)))
      .returning();
    return toEntry(row!);
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, SAME_ROW_TAKEN);
    throw error;
  }
}

export async function deleteEntry(db: Db, userId: number, id: number): Promise<void> {
  await findEntry(db, userId, id);
  await db
    .delete(raceResultsWithTires)
    .where(and(eq(raceResultsWithTires.id, id), eq(raceResultsWithTires.userId, userId)));
}
