// The racer's tyre inventory rows: every query is scoped to one racer, and another racer's row is
// simply not found.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tireInventory, users } from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import {
  QUANTITY_MAX,
  SET_NUMBER_MAX,
  type TyreCreateParsed,
  type TyreItem,
  type TyrePatchParsed,
} from '../../domain/tyres.ts';
import { DEFAULT_CURRENCY, roundMoney } from '../../domain/units.ts';
import { HttpError } from '../errors.ts';
import { insertWithinLimit } from '../racer-limits.ts';
import { uniqueViolation } from '../unique-violation.ts';

type TyreRow = typeof tireInventory.$inferSelect;

export const TYRE_NOT_FOUND = 'Tyre set not found';

// Derived, never stored twice: laps entered by hand, plus the laps of every practice session on the set,
// plus the laps completed of every race log entry it is on (front, rear or both: once per entry).
// Names are written out with their tables: drizzle leaves columns bare here, and a bare "id" inside a
// subquery would be the subquery's own. Summed as bigint (rows written before the laps' limits may hold
// billions each), read back as a JS number: node-postgres gives bigint as text, PGlite as a number.
const totalLaps = sql<number>`("tire_inventory"."laps_entered" + coalesce((
  select sum("tire_sessions"."laps") from "tire_sessions" where "tire_sessions"."tire_id" = "tire_inventory"."id"
), 0) + coalesce((
  select sum("race_results_with_tires"."laps_completed") from "race_results_with_tires"
  where "race_results_with_tires"."front_tire_id" = "tire_inventory"."id"
     or "race_results_with_tires"."rear_tire_id" = "tire_inventory"."id"
), 0))::bigint`.mapWith(Number);

const sameTyreType = (userId: number, type: { brand: string; treadPattern: string; compound: string }) =>
  and(
    eq(tireInventory.userId, userId),
    sql`lower(${tireInventory.brand}) = lower(${type.brand})`,
    sql`lower(${tireInventory.treadPattern}) = lower(${type.treadPattern})`,
    sql`lower(${tireInventory.compound}) = lower(${type.compound})`,
  );

function toItem(row: TyreRow & { totalLaps: number }): TyreItem {
  const { userId: _owner, updatedAt: _updated, ...fields } = row;
  return {
    ...fields,
    size: row.size as TyreItem['size'],
    purchasePrice: row.purchasePrice === null ? null : Number(row.purchasePrice),
    tempRangeMin: row.tempRangeMin === null ? null : Number(row.tempRangeMin),
    tempRangeMax: row.tempRangeMax === null ? null : Number(row.tempRangeMax),
    condition: row.condition as TyreItem['condition'],
    trackType: row.trackType as TyreItem['trackType'],
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = { row: tireInventory, totalLaps };
const flatten = ({ row, totalLaps }: { row: TyreRow; totalLaps: number }) => toItem({ ...row, totalLaps });

/** The racer's items, newest first. */
export async function listTyres(db: Db, userId: number): Promise<TyreItem[]> {
  const rows = await db
    .select(columns)
    .from(tireInventory)
    .where(eq(tireInventory.userId, userId))
    .orderBy(desc(tireInventory.createdAt), desc(tireInventory.id));
  return rows.map(flatten);
}

export async function findTyre(db: Db, userId: number, id: number): Promise<TyreItem> {
  if (id > MAX_ROW_ID) throw new HttpError(404, TYRE_NOT_FOUND);
  const [row] = await db
    .select(columns)
    .from(tireInventory)
    .where(and(eq(tireInventory.id, id), eq(tireInventory.userId, userId)));
  if (!row) throw new HttpError(404, TYRE_NOT_FOUND);
  return flatten(row);
}

export async function createTyre(db: Db, userId: number, input: TyreCreateParsed): Promise<TyreItem> {
  // A price typed without its currency is in the racer's (Settings).
  const currency = input.currency ?? (await currencyOf(db, userId));
  // Two sets of one type added at once may both read the same next number: the unique index refuses
  // the second, which then takes the number after.
  for (let attempt = 0; ; attempt += 1) {
    const setNumber = input.setNumber ?? (await nextSetNumber(db, userId, input));
    try {
      const [created] = await insertWithinLimit(
        db,
        userId,
        'tyreSets',
        (tx) => tx.$count(tireInventory, eq(tireInventory.userId, userId)),
        (tx) =>
          tx
            .insert(tireInventory)
            .values({
              ...input,
              tempRangeMin: celsiusText(input.tempRangeMin),
              tempRangeMax: celsiusText(input.tempRangeMax),
              userId,
              setNumber,
              currency,
              purchasePrice: priceText(input.purchasePrice, currency),
            })
            .returning({ id: tireInventory.id }),
      );
      return findTyre(db, userId, created!.id);
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      if (input.setNumber !== undefined || attempt >= 2) throw setNumberTaken(setNumber);
    }
  }
}

export async function updateTyre(
  db: Db,
  userId: number,
  id: number,
  patch: TyrePatchParsed,
): Promise<TyreItem> {
  const current = await findTyre(db, userId, id);
  const { purchasePrice, tempRangeMin, tempRangeMax, ...rest } = patch;
  const changes: Partial<typeof tireInventory.$inferInsert> = {
    ...rest,
    updatedAt: new Date(),
  };
  // A new price, or the price in a new currency, to that currency's minor unit.
  const price = purchasePrice === undefined ? current.purchasePrice : purchasePrice;
  if (purchasePrice !== undefined || patch.currency !== undefined)
    changes.purchasePrice = priceText(price, patch.currency ?? current.currency);
  if (tempRangeMin !== undefined) changes.tempRangeMin = celsiusText(tempRangeMin);
  if (tempRangeMax !== undefined) changes.tempRangeMax = celsiusText(tempRangeMax);
  const next = { ...current, ...patch };
  if (next.tempRangeMin !== null && next.tempRangeMax !== null && next.tempRangeMin > next.tempRangeMax) {
    throw new HttpError(400, 'Minimum temperature must not be above the maximum');
  }
  try {
    await db
      .update(tireInventory)
      .set(changes)
      .where(and(eq(tireInventory.id, id), eq(tireInventory.userId, userId)));
  } catch (error) {
    if (uniqueViolation(error)) throw setNumberTaken(next.setNumber);
    throw error;
  }
  return findTyre(db, userId, id);
}

/**
 * + or − on a lot as one UPDATE that adds to what is stored, so two phones' taps both count, whatever order
 * they arrive in. Never below 0 sets (an empty lot is legal) nor above the model's limit.
 */
export async function changeTyreCount(db: Db, userId: number, id: number, change: number): Promise<TyreItem> {
  if (id > MAX_ROW_ID) throw new HttpError(404, TYRE_NOT_FOUND);
  const changed = await db
    .update(tireInventory)
    .set({
      quantity: sql`least(${QUANTITY_MAX}::int, greatest(0, ${tireInventory.quantity} + ${change}::int))`,
      updatedAt: new Date(),
    })
    .where(and(eq(tireInventory.id, id), eq(tireInventory.userId, userId)))
    .returning({ id: tireInventory.id });
  if (changed.length === 0) throw new HttpError(404, TYRE_NOT_FOUND);
  return findTyre(db, userId, id);
}

/**
 * 'Number these sets': a lot of n sets becomes n rows of one set each, so that each set has its own laps
 * and condition. The lot keeps its number, and with it its laps, practice sessions and races (no record
 * says which of the sets ran them); the others are copies of it (price, date, condition, notes, bought at
 * the same time) with no laps yet, numbered from the type's next free number: Set #1 of 3 becomes #1, #2
 * and #3 when no other row of the type holds those. Answers the n rows by set number.
 */
export async function numberSets(db: Db, userId: number, id: number): Promise<TyreItem[]> {
  const lot = await findTyre(db, userId, id);
  if (lot.quantity < 2) {
    throw new HttpError(
      409,
      `Set #${lot.setNumber} holds ${lot.quantity === 1 ? 'one set' : 'no set'}: nothing to number`,
    );
  }
  const others = lot.quantity - 1;
  const changedMeanwhile = () => new HttpError(409, `Set #${lot.setNumber} changed meanwhile: try again`);
  try {
    const ids = await insertWithinLimit(
      db,
      userId,
      'tyreSets',
      (tx) => tx.$count(tireInventory, eq(tireInventory.userId, userId)),
      async (tx) => {
        // Only the lot as it was read: a + or − meanwhile would change how many sets there are to number.
        const [row] = await tx
          .update(tireInventory)
          .set({ quantity: 1, updatedAt: new Date() })
          .where(
            and(
              eq(tireInventory.id, id),
              eq(tireInventory.userId, userId),
              eq(tireInventory.quantity, lot.quantity),
            ),
          )
          .returning();
        if (!row) throw changedMeanwhile();
        const first = await nextSetNumber(tx, userId, lot, others);
        const { id: _id, updatedAt: _updated, ...copy } = row;
        const added = await tx
          .insert(tireInventory)
          .values(
            Array.from({ length: others }, (_, index) => ({
              ...copy,
              setNumber: first + index,
              lapsEntered: 0,
            })),
          )
          .returning({ id: tireInventory.id });
        return [id, ...added.map((each) => each.id)];
      },
      others,
    );
    const rows = await db
      .select(columns)
      .from(tireInventory)
      .where(and(eq(tireInventory.userId, userId), inArray(tireInventory.id, ids)))
      .orderBy(asc(tireInventory.setNumber));
    return rows.map(flatten);
  } catch (error) {
    // One of the new numbers given to another set by an edit meanwhile.
    throw uniqueViolation(error) ? changedMeanwhile() : error;
  }
}

export async function deleteTyre(db: Db, userId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw new HttpError(404, TYRE_NOT_FOUND);
  const deleted = await db
    .delete(tireInventory)
    .where(and(eq(tireInventory.id, id), eq(tireInventory.userId, userId)))
    .returning({ id: tireInventory.id });
  if (deleted.length === 0) throw new HttpError(404, TYRE_NOT_FOUND);
}

/**
 * The next free sidewall number of a tyre type (the first of `count` in a row): one past the highest the
 * racer has used. Past the field's own limit (a row written before it, or a set #100000) the racer is
 * asked for a number instead.
 */
async function nextSetNumber(
  db: Db,
  userId: number,
  type: { brand: string; treadPattern: string; compound: string },
  count = 1,
): Promise<number> {
  const [row] = await db
    .select({ highest: sql<number>`coalesce(max(${tireInventory.setNumber}), 0)::int` })
    .from(tireInventory)
    .where(sameTyreType(userId, type));
  const next = (row?.highest ?? 0) + 1;
  if (next + count - 1 > SET_NUMBER_MAX) {
    throw new HttpError(
      409,
      `Set numbers of this tyre are used up to #${SET_NUMBER_MAX}: give this set a free number`,
    );
  }
  return next;
}

/** The price as stored: to its currency's minor unit (decision 017). */
const priceText = (price: number | null, currency: string): string | null =>
  price === null ? null : String(roundMoney(price, currency));

const setNumberTaken = (setNumber: number) =>
  new HttpError(409, `Set #${setNumber} of this tyre already exists: choose another set number`);

/** The racer's currency (Settings), 'GBP' unless they chose another. */
async function currencyOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
  return row?.currency ?? DEFAULT_CURRENCY;
}

/** °C as the numeric columns take them: text, exact. */
const celsiusText = (value: number | null): string | null => (value === null ? null : String(value));
