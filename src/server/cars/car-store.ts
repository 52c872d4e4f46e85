// A racer's cars: every query takes the session's userId first; another racer's car is 'not found'.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cars, setupSheets } from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import {
  CAR_NOT_FOUND,
  type Car,
  type CarClass,
  type CarCreateParsed,
  type CarPatchParsed,
  carClassKeepsSheet,
  carHasSheets,
  templatesOfClass,
} from '../../domain/cars.ts';
import type { SetupTemplateId } from '../../domain/setup-templates.ts';
import { HttpError } from '../errors.ts';
import { insertWithinLimit } from '../racer-limits.ts';

type Row = typeof cars.$inferSelect;

// The columns hold only what carCreateSchema let in, so the text is the domain's class and sheet.
const toCar = ({ userId: _owner, updatedAt: _updated, ...row }: Row): Car => ({
  ...row,
  carClass: row.carClass as CarClass,
  template: row.template as SetupTemplateId,
  createdAt: row.createdAt.toISOString(),
});

const ofRacer = (userId: number, id: number) => and(eq(cars.id, id), eq(cars.userId, userId));

/** The racer's cars by name (any case), then the older first. */
export async function listCars(db: Db, userId: number): Promise<Car[]> {
  const rows = await db
    .select()
    .from(cars)
    .where(eq(cars.userId, userId))
    .orderBy(sql`lower(${cars.name})`, asc(cars.id));
  return rows.map(toCar);
}

export async function findCar(db: Db, userId: number, id: number): Promise<Car> {
  const [row] = id > MAX_ROW_ID ? [] : await db.select().from(cars).where(ofRacer(userId, id));
  if (!row) throw new HttpError(404, CAR_NOT_FOUND);
  return toCar(row);
}

export async function createCar(db: Db, userId: number, input: CarCreateParsed): Promise<Car> {
  const [row] = await insertWithinLimit(
    db,
    userId,
    'cars',
    (tx) => tx.$count(cars, eq(cars.userId, userId)),
    (tx) =>
      tx
        .insert(cars)
        .values({ ...input, userId })
        .returning(),
  );
  return toCar(row!);
}

/** A new class must use the car's sheet: its sheets hold that sheet's fields (400 and nothing changed). */
export async function updateCar(db: Db, userId: number, id: number, patch: CarPatchParsed): Promise<Car> {
  const car = await findCar(db, userId, id);
  if (patch.carClass && !templatesOfClass(patch.carClass).includes(car.template))
    throw new HttpError(400, carClassKeepsSheet(patch.carClass, car.template));
  const [row] = await db
    .update(cars)
    .set({ ...patch, updatedAt: new Date() })
    .where(ofRacer(userId, id))
    .returning();
  if (!row) throw new HttpError(404, CAR_NOT_FOUND);
  return toCar(row);
}

/**
 * A car with setup sheets is kept (409): they would lose the car they are for. Race log entries naming the
 * car keep their result without one (ON DELETE SET NULL). The car's row is locked first, so a sheet saved
 * for it meanwhile is either counted here or waits and then finds no car.
 */
export async function deleteCar(db: Db, userId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw new HttpError(404, CAR_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [car] = await tx.select({ id: cars.id }).from(cars).where(ofRacer(userId, id)).for('update');
    if (!car) throw new HttpError(404, CAR_NOT_FOUND);
    const sheets = await tx.$count(setupSheets, eq(setupSheets.carId, id));
    if (sheets > 0) throw new HttpError(409, carHasSheets(sheets));
    await tx.delete(cars).where(ofRacer(userId, id));
  });
}
