// Writes the live socket's standings of the race on track into the spec's tables, so GET /api/events/current
// and /api/events/{id}/drivers (the polling fallback) show what the stream shows while a race runs.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { drivers, events, lapTimes } from '../../../db/schema.ts';
import type { TimingRow } from '../../../domain/timing.ts';
import { timingRows } from './timing-store.ts';

export type LiveStandingsRow = {
  position: number;
  name: string;
  bestLap: string | null;
  lastLap: string | null;
  gap: string | null;
  /** Laps completed; with `lastLap`, the lap just finished. */
  laps: number | null;
};

export type LiveStandings = {
  raceName: string | null;
  /** The class of the race on track; null keeps the event's. */
  className: string | null;
  timeRemaining: string | null;
  rows: LiveStandingsRow[];
};

/**
 * Marks the event active with the race on track and its clock, and keeps one drivers row per car: matched by
 * name, so a driver keeps their row and laps as positions change; each lap the socket reports finished is added
 * to lap_times. The race has no results page yet (raceUrl null), so LiveRC's posted result replaces these rows
 * once the pages list it (timing-store.ts). Rows of another race are cleared first, laps and all.
 */
export async function storeLiveStandings(
  db: Db,
  eventId: number,
  standings: LiveStandings,
): Promise<TimingRow[]> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event) return [];
    const sameRace = event.raceUrl === null && event.raceName === standings.raceName;
    await tx
      .update(events)
      .set({
        status: 'active',
        raceName: standings.raceName,
        raceUrl: null,
        timeRemaining: standings.timeRemaining,
        ...(standings.className ? { class: standings.className } : {}),
        updatedAt: new Date(),
      })
      .where(eq(events.id, eventId));
    if (!sameRace) await tx.delete(drivers).where(eq(drivers.eventId, eventId));

    const existing = sameRace
      ? await tx
          .select({ id: drivers.id, name: drivers.name })
          .from(drivers)
          .where(eq(drivers.eventId, eventId))
      : [];
    const unclaimed = new Map(existing.map((row) => [row.name, row.id]));
    const kept: number[] = [];
    const finishedLaps: { driverId: number; lapNumber: number; lapTime: string }[] = [];
    for (const row of standings.rows) {
      const values = { position: row.position, bestLap: row.bestLap, lastLap: row.lastLap, gap: row.gap };
      let id = unclaimed.get(row.name);
      // Claimed once: two cars under one name keep two rows.
      unclaimed.delete(row.name);
      if (id === undefined) {
        const [inserted] = await tx
          .insert(drivers)
          .values({ eventId, name: row.name, ...values })
          .returning({ id: drivers.id });
        id = inserted?.id;
      } else {
        await tx.update(drivers).set(values).where(eq(drivers.id, id));
      }
      if (id === undefined) continue;
      kept.push(id);
      if (row.laps !== null && row.laps > 0 && row.lastLap)
        finishedLaps.push({ driverId: id, lapNumber: row.laps, lapTime: row.lastLap });
    }
    if (existing.length > 0)
      await tx
        .delete(drivers)
        .where(and(eq(drivers.eventId, eventId), notInArray(drivers.id, kept.length > 0 ? kept : [-1])));
    await addNewLaps(tx, finishedLaps);
    // What the rows now hold, read inside the write: the writer sends them without a read of its own.
    return timingRows(tx, eventId);
  });
}

/** The race clock alone, for the updates where no standing changed. */
export async function storeLiveClock(db: Db, eventId: number, timeRemaining: string | null): Promise<void> {
  await db.update(events).set({ timeRemaining, updatedAt: new Date() }).where(eq(events.id, eventId));
}

type Writer = Pick<Db, 'select' | 'insert'>;

async function addNewLaps(tx: Writer, laps: { driverId: number; lapNumber: number; lapTime: string }[]) {
  if (laps.length === 0) return;
  const known = await tx
    .select({ driverId: lapTimes.driverId, lapNumber: lapTimes.lapNumber })
    .from(lapTimes)
    .where(
      inArray(
        lapTimes.driverId,
        laps.map((lap) => lap.driverId),
      ),
    );
  const seen = new Set(known.map((lap) => `${lap.driverId}:${lap.lapNumber}`));
  const fresh = laps.filter((lap) => !seen.has(`${lap.driverId}:${lap.lapNumber}`));
  if (fresh.length > 0) await tx.insert(lapTimes).values(fresh);
}
