// GET /api/race-results-with-full-tire-details: each entry with its tyre sets, its setup sheet and the
// driver's laps from the stored LiveRC race, read through the LiveRC service (its cache first).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.ts';
import { setupSheets, tireInventory } from '../../db/schema.ts';
import type { PageQuery } from '../../domain/paging.ts';
import type { RaceLogDetailedEntry, RaceLogSetupSheet, RaceLogTyre } from '../../domain/race-log.ts';
import { isLiveRcUrl } from '../../liverc/urls.ts';
import type { LiveRcService } from '../liverc/service.ts';
import type { Page } from '../paging.ts';
import { pageEntries, toEntry } from './race-log-store.ts';

type Laps = RaceLogDetailedEntry['lapTimes'];
type RaceLaps = { lapsOf(driver: string): Laps | undefined; fieldAvgLaps: number[] };
const UNREADABLE: RaceLaps = { lapsOf: () => undefined, fieldAvgLaps: [] };

// A racer's season is a few hundred entries over a few dozen races: a few at a time keeps LiveRC (and
// our cache) from being asked for all of them at once on a cold start.
const RACES_AT_ONCE = 4;

export async function detailedEntries(
  db: Db,
  liverc: LiveRcService,
  userId: number,
  log: FastifyBaseLogger,
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
  const races = await lapsByRace(
    liverc,
    rows.map((row) => row.raceUrl).filter((url): url is string => url !== null && isLiveRcUrl(url)),
    log,
  );
  const entries = rows.map((row) => {
    const race = (row.raceUrl && races.get(row.raceUrl)) || UNREADABLE;
    return {
      ...toEntry(row),
      frontTire: row.frontTireId === null ? null : (tyres.get(row.frontTireId) ?? null),
      rearTire: row.rearTireId === null ? null : (tyres.get(row.rearTireId) ?? null),
      setupSheet: row.setupSheetId === null ? null : (sheets.get(row.setupSheetId) ?? null),
      lapTimes: race.lapsOf(row.driverName) ?? [],
      fieldAvgLaps: race.fieldAvgLaps,
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
      date: setupSheets.date,
      track: setupSheets.track,
      driver: setupSheets.driver,
    })
    .from(setupSheets)
    .where(and(eq(setupSheets.userId, userId), inArray(setupSheets.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** For each race, a lookup of a driver's laps by name and the field's average laps; none when unreadable. */
async function lapsByRace(
  liverc: LiveRcService,
  urls: string[],
  log: FastifyBaseLogger,
): Promise<Map<string, RaceLaps>> {
  const limit = pLimit(RACES_AT_ONCE);
  const races = await Promise.all(
    [...new Set(urls)].map((url) =>
      limit(async () => {
        try {
          const race = await liverc.raceResults(url);
          const byDriver = new Map(
            race.lapTimes.map((driver) => [
              driver.driver.trim().toLowerCase(),
              driver.laps.map(({ lap, time, position }) => ({ lap, time, position })),
            ]),
          );
          const fieldAvgLaps = race.results
            .map((row) => row.values.avgLap)
            .filter((seconds): seconds is number => seconds !== null);
          const lapsOf = (driver: string) => byDriver.get(driver.trim().toLowerCase());
          return [url, { lapsOf, fieldAvgLaps }] as const;
        } catch (error) {
          // The entry still answers, without laps: one unreadable race must not hide the whole log.
          log.warn({ err: error }, 'race log: the laps of a race could not be read');
          return [url, UNREADABLE] as const;
        }
      }),
    ),
  );
  return new Map(races);
}
