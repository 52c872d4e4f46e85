// What to check before the racer's next race: the tyres on the car (the set of their previous race of this
// event), the setup sheet they last kept for this track for the car of the race's class, and their
// transponder from the event's entry list.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cars, raceResultsWithTires, setupSheets, tireInventory } from '../../db/schema.ts';
import { carForClass } from '../../domain/car-for-class.ts';
import type { PreRaceChecklist } from '../../domain/timing.ts';
import { listCars } from '../cars/car-store.ts';
import type { Deadline } from '../liverc/answer-deadline.ts';
import type { LiveRcService } from '../liverc/service.ts';

export async function preRaceChecklist(
  db: Db,
  liverc: LiveRcService,
  userId: number,
  race: { eventUrl: string; track: string; raceName: string; driverNames: readonly string[] },
  deadline: Deadline,
): Promise<PreRaceChecklist> {
  const [tyreSet, setupSheet, transponder] = await Promise.all([
    lastTyreSet(db, userId, race.eventUrl),
    lastSetupSheet(db, userId, race.track, race.raceName),
    liverc.transponderOf(race.eventUrl, race, { deadline }),
  ]);
  return { tyreSet, setupSheet, transponder };
}

const front = alias(tireInventory, 'front_tire');
const rear = alias(tireInventory, 'rear_tire');

/** 'Pro-Line Blockade M3 · Set #2': the rear set (else the front) of the racer's newest race of the event. */
async function lastTyreSet(db: Db, userId: number, eventUrl: string): Promise<string | null> {
  const [row] = await db
    .select({ rear, front })
    .from(raceResultsWithTires)
    .leftJoin(rear, eq(rear.id, raceResultsWithTires.rearTireId))
    .leftJoin(front, eq(front.id, raceResultsWithTires.frontTireId))
    .where(and(eq(raceResultsWithTires.userId, userId), eq(raceResultsWithTires.eventUrl, eventUrl)))
    .orderBy(desc(raceResultsWithTires.raceDate), desc(raceResultsWithTires.id))
    .limit(1);
  const tyre = row?.rear ?? row?.front;
  return tyre ? `${tyre.brand} ${tyre.treadPattern} ${tyre.compound} · Set #${tyre.setNumber}` : null;
}

/**
 * The racer's newest setup sheet for this track, of the car the race's class names ('1/8 Nitro Buggy'), or of
 * any car when no one car fits the class.
 */
async function lastSetupSheet(
  db: Db,
  userId: number,
  track: string,
  raceName: string,
): Promise<PreRaceChecklist['setupSheet']> {
  const car = carForClass(await listCars(db, userId), raceName);
  const [sheet] = await db
    .select({ name: setupSheets.name, date: setupSheets.date, car: cars.name })
    .from(setupSheets)
    .innerJoin(cars, eq(cars.id, setupSheets.carId))
    .where(
      and(
        eq(setupSheets.userId, userId),
        sql`lower(${setupSheets.track}) = lower(${track})`,
        car ? eq(setupSheets.carId, car.id) : undefined,
      ),
    )
    .orderBy(desc(setupSheets.date), desc(setupSheets.id))
    .limit(1);
  return sheet ?? null;
}
