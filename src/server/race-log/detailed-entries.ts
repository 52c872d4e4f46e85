// GET /api/race-results-with-full-tire-details: each entry with its tyre sets, its setup sheet and the
// driver's laps from the stored LiveRC race. A race not stored yet is read in the background (race-reads.ts)
// and its entries answer at once without laps, marked `lapsPending`: a read of the log never waits on LiveRC.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setupSheets, tireInventory } from '../../db/schema.ts';
import type { PageQuery } from '../../domain/paging.ts';
import type { RaceLogDetailedEntry, RaceLogSetupSheet, RaceLogTyre } from '../../domain/race-log.ts';
import { isLiveRcUrl } from '../../liverc/urls.ts';
import type { Page } from '../paging.ts';
import { pageEntries } from './race-log-store.ts';
import type { RaceReads } from './race-reads.ts';
import { storedRaceLaps } from './stored-race-laps.ts';

export async function detailedEntries(
  db: Db,
  reads: RaceReads,
  userId: number,
  page: PageQuery,
): Promise<Page<RaceLogDetailedEntry>> {
  const { rows, nextBefore } = await pageEntries(db, userId, page);
  const tyres = await tyresById(
    db,
    rows.flatMap((row) => [row.frontTireId, row.rearTireId]).filter((id): id is number => id !== null),
  );
  const sheets = await sheetsById(
    db,
    userId,
    rows.map((row) => row.setupSheetId).filter((id): id is number => id !== null),
  );
  const raced = rows.filter((row) => row.raceUrl !== null && isLiveRcUrl(row.raceUrl));
  const urls = [...new Set(raced.map((row) => row.raceUrl as string))];
  // Asked before the stored races are read: a read that ends meanwhile has stored its race after this query
  // looked, so the race is still pending for this answer rather than done without laps.
  const pendingBefore = new Set(urls.filter((url) => reads.pending(url)));
  const races = await storedRaceLaps(
    db,
    urls,
    raced.map((row) => row.driverName),
  );
  const missing = new Set(urls.filter((url) => !races.has(url)));
  reads.request(missing);
  const entries = rows.map((row) => {
    const race = row.raceUrl === null ? undefined : races.get(row.raceUrl);
    return {
      ...row,
      frontTire: row.frontTireId === null ? null : (tyres.get(row.frontTireId) ?? null),
      rearTire: row.rearTireId === null ? null : (tyres.get(row.rearTireId) ?? null),
      setupSheet: row.setupSheetId === null ? null : (sheets.get(row.setupSheetId) ?? null),
      lapTimes: race?.lapsOf(row.driverName) ?? [],
      fieldAvgLaps: race?.fieldAvgLaps ?? [],
      raceField: race?.field ?? null,
      lapsPending:
        row.raceUrl !== null &&
        missing.has(row.raceUrl) &&
        (pendingBefore.has(row.raceUrl) || reads.pending(row.raceUrl)),
    };
  });
  return { rows: entries, nextBefore };
}

async function tyresById(db: Db, ids: number[]): Promise<Map<number, RaceLogTyre>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: tireInventory.id,
      brand: tireInventory.brand,
      treadPattern: tireInventory.treadPattern,
      compound: tireInventory.compound,
      setNumber: tireInventory.setNumber,
    })
    .from(tireInventory)
    .where(inArray(tireInventory.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The sheets the entries name, in one query; only the racer's own (an entry can name no other). */
async function sheetsById(db: Db, userId: number, ids: number[]): Promise<Map<number, RaceLogSetupSheet>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: setupSheets.id,
      name: setupSheets.name,
      date: setupSheets.date,
      track: setupSheets.track,
      driver: setupSheets.driver,
    })
    .from(setupSheets)
    .where(and(eq(setupSheets.userId, userId), inArray(setupSheets.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}
