// Keeps a followed track's current event in the spec's tables: one events row per LiveRC event, its
// drivers rows (the timing table) and their lap_times, rewritten only when the table changed.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { drivers, events, lapTimes } from '../../../db/schema.ts';
import { MAX_ROW_ID } from '../../../domain/api.ts';
import type { CurrentEvent, TimingRow } from '../../../domain/timing.ts';
import { sameRows, type TimingSnapshot } from '../owner/timing-snapshot.ts';

export type EventRow = typeof events.$inferSelect;

/** What a write left in the tables: its writer keeps it instead of reading it back. */
export type StoredTiming = { event: EventRow; rows: TimingRow[] };

/** Lap times of drivers rows just written, for `storeLaps`. */
export type PendingLaps = { driverId: number; lapNumber: number; lapTime: string }[];

/**
 * Writes the snapshot's event and drivers rows in one transaction; answers them, and the laps of those rows still
 * to write with `storeLaps` (none when the table was kept as it was). The laps come apart because no message to
 * the watchers carries them and nothing reads them but the live socket's own writes, which come after: the live
 * feed sends the rows first (the laps were 5-24 ms of a posted race's store, traced).
 */
export async function storeSnapshot(
  db: Db,
  snapshot: TimingSnapshot,
): Promise<StoredTiming & { laps: PendingLaps }> {
  const now = new Date();
  const values = {
    sourceUrl: snapshot.event.url,
    trackUrl: snapshot.trackUrl,
    name: snapshot.event.title,
    track: snapshot.trackName,
    round: snapshot.race?.round ?? null,
    status: snapshot.racing ? 'active' : 'completed',
    raceUrl: snapshot.race?.url ?? null,
    raceName: snapshot.race?.name ?? null,
    // The pages have no race clock; only the live socket does (live-standings-store.ts).
    timeRemaining: null,
    updatedAt: now,
    // The class column has the spec's default; a race that names its class overrides it.
    ...(snapshot.race?.className ? { class: snapshot.race.className } : {}),
  };
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(events).where(eq(events.sourceUrl, snapshot.event.url));
    const [event] = await tx
      .insert(events)
      .values(values)
      .onConflictDoUpdate({ target: events.sourceUrl, set: values })
      .returning();
    if (!event) throw new Error('the event row was not written');
    // Another race's rows are rewritten without reading the old ones first (a posted race: one query less).
    if (previous?.raceUrl === event.raceUrl) {
      const kept = await timingRows(tx, event.id);
      if (sameRows(kept, snapshot.rows)) {
        // The same table: its laps too, unless their write never happened (it failed, or the server stopped).
        const hasLaps = snapshot.rows.some((row) => row.laps.length > 0);
        const laps = hasLaps && !(await anyLaps(tx, kept)) ? lapsOf(snapshot, kept) : [];
        return { event, rows: kept, laps };
      }
    }

    await tx.delete(drivers).where(eq(drivers.eventId, event.id));
    if (snapshot.rows.length === 0) return { event, rows: [], laps: [] };
    // Two statements for the whole table, not two per driver: a posted race reaches the watchers sooner.
    const inserted = await tx
      .insert(drivers)
      .values(
        snapshot.rows.map((row) => ({
          eventId: event.id,
          name: row.name,
          position: row.position,
          bestLap: row.bestLap,
          lastLap: row.lastLap,
          gap: row.gap,
        })),
      )
      .returning(timingColumns);
    // PostgreSQL returns the rows of one INSERT ... VALUES in their order; checked, since the laps hang on it.
    const laps = lapsOf(snapshot, inserted);
    return { event, rows: inserted.sort(byPositionThenId), laps };
  });
}

/** The snapshot's laps on the drivers rows written for its rows, in the same order. */
function lapsOf(snapshot: TimingSnapshot, rows: readonly TimingRow[]): PendingLaps {
  return snapshot.rows.flatMap((row, index) => {
    const driver = rows[index];
    if (driver?.position !== row.position || driver.name !== row.name)
      throw new Error('the drivers rows came back out of order');
    return row.laps.map((lap) => ({ driverId: driver.id, lapNumber: lap.lap, lapTime: lap.time }));
  });
}

async function anyLaps(tx: Pick<Db, 'select'>, rows: readonly TimingRow[]): Promise<boolean> {
  const [lap] = await tx
    .select({ id: lapTimes.id })
    .from(lapTimes)
    .where(
      inArray(
        lapTimes.driverId,
        rows.map((row) => row.id),
      ),
    )
    .limit(1);
  return lap !== undefined;
}

/** Writes laps `storeSnapshot` left to write, in one statement. */
export async function storeLaps(db: Db, laps: PendingLaps): Promise<void> {
  if (laps.length === 0) return;
  // Three array parameters rather than three per lap: a race's few hundred laps are one short statement
  // for the database to parse (npm run bench, fan-out).
  await db.execute(sql`
    insert into lap_times (driver_id, lap_number, lap_time)
    select * from unnest(
      ${`{${laps.map((lap) => lap.driverId).join(',')}}`}::int[],
      ${`{${laps.map((lap) => lap.lapNumber).join(',')}}`}::int[],
      ${textArray(laps.map((lap) => lap.lapTime))}::text[])`);
}

/** A PostgreSQL array literal of texts, each quoted (a lap time is LiveRC's text, whatever it holds). */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const timingColumns = {
  id: drivers.id,
  eventId: drivers.eventId,
  position: drivers.position,
  name: drivers.name,
  bestLap: drivers.bestLap,
  lastLap: drivers.lastLap,
  gap: drivers.gap,
};

/** The order `timingRows` reads them in (NULLS LAST, as PostgreSQL sorts ascending). */
export function byPositionThenId(a: TimingRow, b: TimingRow): number {
  if (a.position !== b.position) {
    if (a.position === null) return 1;
    if (b.position === null) return -1;
    return a.position - b.position;
  }
  return a.id - b.id;
}

type Reader = Pick<Db, 'select'>;

export async function timingRows(db: Reader, eventId: number): Promise<TimingRow[]> {
  return db
    .select(timingColumns)
    .from(drivers)
    .where(eq(drivers.eventId, eventId))
    .orderBy(asc(drivers.position), asc(drivers.id));
}

/** The stored event read from this LiveRC event page, if any. */
export async function keptEvent(db: Reader, sourceUrl: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.sourceUrl, sourceUrl));
  return row ?? null;
}

export async function eventExists(db: Db, eventId: number): Promise<boolean> {
  // A larger id names no event, and must not reach the query (PostgreSQL would refuse it: a 500).
  if (eventId > MAX_ROW_ID) return false;
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return row !== undefined;
}

/** The newest event kept for a track: what is answered, marked stale, while LiveRC cannot be read. */
export async function lastKeptEvent(db: Db, trackUrl: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(eq(events.trackUrl, trackUrl))
    .orderBy(desc(events.updatedAt))
    .limit(1);
  return row ?? null;
}

export function toCurrentEvent(row: EventRow, freshness: { stale: boolean; error?: string }): CurrentEvent {
  const view: CurrentEvent = {
    id: row.id,
    name: row.name,
    track: row.track,
    trackUrl: row.trackUrl,
    eventUrl: row.sourceUrl,
    class: row.class,
    round: row.round,
    status: row.status,
    timeRemaining: row.timeRemaining,
    startTime: row.startTime?.toISOString() ?? null,
    raceName: row.raceName,
    raceUrl: row.raceUrl,
    updatedAt: row.updatedAt.toISOString(),
    stale: freshness.stale,
  };
  if (freshness.error) view.error = freshness.error;
  return view;
}
