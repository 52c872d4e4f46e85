// A racer's rivals and the stored races naming both: every query takes the session's userId first. A race is
// shared when one of its rows is the racer's (any of their driver names) and another the rival's, by the one
// matching rule (driver-name-sql.ts), at any track and event.
import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  raceResultsWithTires,
  rivals,
  scrapedRaceParticipants,
  scrapedRaceResults,
  setupSheets,
  users,
} from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import { driverNameKey } from '../../domain/driver-names.ts';
import {
  type HeadToHead,
  headToHead,
  NOT_YOUR_RIVAL,
  RIVALS_FULL,
  RIVALS_MAX,
  type Rival,
  type RivalList,
  raceGap,
  SHARED_RACES_MAX,
  type SharedRace,
  tyresRun,
} from '../../domain/rivals.ts';
import { tyreTypeName } from '../../domain/tyre-format.ts';
import { trackSlugOf } from '../../liverc/urls.ts';
import { HttpError } from '../errors.ts';
import { driverNameKeySql } from '../race-log/driver-name-sql.ts';
import { trackNames } from '../race-log/my-races.ts';
import { driverNamesOf } from '../settings/settings-store.ts';

// 'Add a rival' offers this many names as the racer types.
const NAME_OPTIONS_MAX = 10;

const me = alias(scrapedRaceParticipants, 'me');
const them = alias(scrapedRaceParticipants, 'them');

/** The racer's rivals, oldest added first, each with the newest race naming both. */
export async function listRivals(db: Db, userId: number): Promise<RivalList> {
  const driverNames = await driverNamesOf(db, userId);
  const rows = await db
    .select({ id: rivals.id, name: rivals.name, nameKey: rivals.nameKey })
    .from(rivals)
    .where(eq(rivals.userId, userId))
    .orderBy(asc(rivals.createdAt), asc(rivals.id));
  const races = await sharedRaces(
    db,
    userId,
    driverNames,
    rows.map((row) => row.nameKey),
    'latest',
  );
  const latest = new Map(races.map(({ rivalKey, race }) => [rivalKey, race]));
  return {
    driverNames,
    rivals: rows.map(({ id, name, nameKey }): Rival => ({ id, name, latest: latest.get(nameKey) ?? null })),
  };
}

/** Adds a rival (once: a second add of the same driver answers the first); `created` false when it was there. */
export async function addRival(
  db: Db,
  userId: number,
  name: string,
): Promise<{ rival: Rival; created: boolean }> {
  const nameKey = driverNameKey(name);
  const created = await db.transaction(async (tx) => {
    // One racer's rows at a time, so two adds at once cannot pass the limit together.
    const [owner] = await tx
      .select({ driverNames: users.driverNames })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (owner?.driverNames.some((mine) => driverNameKey(mine) === nameKey))
      throw new HttpError(400, NOT_YOUR_RIVAL);
    const [known] = await tx
      .select({ id: rivals.id })
      .from(rivals)
      .where(and(eq(rivals.userId, userId), eq(rivals.nameKey, nameKey)));
    if (known) return false;
    const [held] = await tx.select({ value: count() }).from(rivals).where(eq(rivals.userId, userId));
    if ((held?.value ?? 0) >= RIVALS_MAX) throw new HttpError(409, RIVALS_FULL);
    await tx.insert(rivals).values({ userId, name: name.replace(/\s+/g, ' '), nameKey });
    return true;
  });
  const rival = (await listRivals(db, userId)).rivals.find((each) => driverNameKey(each.name) === nameKey);
  if (!rival) throw new HttpError(404, 'Rival not found');
  return { rival, created };
}

export async function removeRival(db: Db, userId: number, id: number): Promise<void> {
  // An id past any row's is nobody's rival: 404 like another racer's, never a database error.
  const removed =
    id > MAX_ROW_ID
      ? []
      : await db
          .delete(rivals)
          .where(and(eq(rivals.id, id), eq(rivals.userId, userId)))
          .returning({ id: rivals.id });
  if (removed.length === 0) throw new HttpError(404, 'Rival not found');
}

/** The head-to-head with one of the racer's rivals, over the newest SHARED_RACES_MAX races naming both. */
export async function rivalHeadToHead(db: Db, userId: number, id: number): Promise<HeadToHead> {
  const [rival] =
    id > MAX_ROW_ID
      ? []
      : await db
          .select({ id: rivals.id, name: rivals.name, nameKey: rivals.nameKey })
          .from(rivals)
          .where(and(eq(rivals.id, id), eq(rivals.userId, userId)));
  if (!rival) throw new HttpError(404, 'Rival not found');
  const races = await sharedRaces(db, userId, await driverNamesOf(db, userId), [rival.nameKey], 'all');
  return headToHead(
    { id: rival.id, name: rival.name },
    races.map((each) => each.race),
  );
}

/**
 * Names the racer raced against (in stored races naming them) containing `typed`, most shared races first:
 * each driver once, in one of the spellings LiveRC wrote.
 */
export async function rivalNameOptions(db: Db, userId: number, typed: string) {
  const myKeys = (await driverNamesOf(db, userId)).map(driverNameKey);
  const wanted = driverNameKey(typed);
  if (myKeys.length === 0 || wanted === '') return { names: [] };
  const themKey = driverNameKeySql(them.driver);
  const races = sql<number>`count(distinct ${them.raceResultId})::int`;
  const rows = await db
    .select({ name: sql<string>`min(${them.driver})`, races })
    .from(me)
    .innerJoin(them, eq(them.raceResultId, me.raceResultId))
    .where(
      and(
        inArray(driverNameKeySql(me.driver), myKeys),
        notInArray(themKey, myKeys),
        sql`strpos(${themKey}, ${wanted}) > 0`,
      ),
    )
    .groupBy(themKey)
    .orderBy(desc(races), asc(themKey))
    .limit(NAME_OPTIONS_MAX);
  return { names: rows.map((row) => ({ name: row.name.trim().replace(/\s+/g, ' '), races: row.races })) };
}

/**
 * The races naming the racer and one of the rivals (by key), newest first, each race once per rival: the newest
 * SHARED_RACES_MAX ('all'), or each rival's newest alone ('latest').
 */
async function sharedRaces(
  db: Db,
  userId: number,
  driverNames: string[],
  rivalKeys: string[],
  which: 'all' | 'latest',
): Promise<{ rivalKey: string; race: SharedRace }[]> {
  if (driverNames.length === 0 || rivalKeys.length === 0) return [];
  const rivalKey = sql<string>`${driverNameKeySql(them.driver)}`;
  const fields = {
    raceUrl: scrapedRaceResults.raceUrl,
    raceTitle: scrapedRaceResults.title,
    raceDate: scrapedRaceResults.raceDate,
    rivalKey,
    me: {
      driver: me.driver,
      position: me.position,
      laps: me.laps,
      totalTime: me.totalTime,
      fastestLap: me.fastestLap,
    },
    rival: {
      driver: them.driver,
      position: them.position,
      laps: them.laps,
      totalTime: them.totalTime,
      fastestLap: them.fastestLap,
    },
    entry: {
      id: raceResultsWithTires.id,
      frontBrand: raceResultsWithTires.frontTireBrand,
      frontModel: raceResultsWithTires.frontTireModel,
      frontCompound: raceResultsWithTires.frontTireCompound,
      rearBrand: raceResultsWithTires.rearTireBrand,
      rearModel: raceResultsWithTires.rearTireModel,
      rearCompound: raceResultsWithTires.rearTireCompound,
      setupSheetId: setupSheets.id,
      setupName: setupSheets.name,
      setupDate: setupSheets.date,
      setupTrack: setupSheets.track,
    },
  };
  const query = (which === 'latest' ? db.selectDistinctOn([rivalKey], fields) : db.select(fields))
    .from(me)
    .innerJoin(scrapedRaceResults, eq(scrapedRaceResults.id, me.raceResultId))
    // Never a row against itself: a rival's name the racer later added to their own names.
    .innerJoin(them, and(eq(them.raceResultId, me.raceResultId), ne(them.id, me.id)))
    // The racer's log entry for the race, when they logged it: its tyres and setup.
    .leftJoin(
      raceResultsWithTires,
      and(
        eq(raceResultsWithTires.userId, userId),
        eq(raceResultsWithTires.raceUrl, scrapedRaceResults.raceUrl),
        eq(driverNameKeySql(raceResultsWithTires.driverName), driverNameKeySql(me.driver)),
      ),
    )
    .leftJoin(
      setupSheets,
      and(eq(setupSheets.id, raceResultsWithTires.setupSheetId), eq(setupSheets.userId, userId)),
    )
    .where(
      and(
        inArray(driverNameKeySql(me.driver), driverNames.map(driverNameKey)),
        inArray(driverNameKeySql(them.driver), rivalKeys),
      ),
    );
  const newest = [
    sql`${scrapedRaceResults.raceDate} desc nulls last`,
    desc(scrapedRaceResults.scrapedAt),
    desc(scrapedRaceResults.id),
  ];
  // DISTINCT ON keeps each rival's first row in this order: their newest race with the racer.
  const rows = await (which === 'latest'
    ? query.orderBy(rivalKey, ...newest)
    : query.orderBy(...newest).limit(SHARED_RACES_MAX));

  const names = await trackNames(
    db,
    rows.map((row) => trackSlugOf(row.raceUrl)).filter((slug): slug is string => slug !== null),
  );
  const seen = new Set<string>();
  const shared: { rivalKey: string; race: SharedRace }[] = [];
  for (const { rivalKey, entry, ...row } of rows) {
    // A race once per rival: two of the racer's names in one race, or two log entries, would count it twice.
    if (seen.has(`${rivalKey} ${row.raceUrl}`)) continue;
    seen.add(`${rivalKey} ${row.raceUrl}`);
    const front = tyreTypeName({
      brand: entry.frontBrand ?? '',
      treadPattern: entry.frontModel ?? '',
      compound: entry.frontCompound ?? '',
    });
    const rear = tyreTypeName({
      brand: entry.rearBrand ?? '',
      treadPattern: entry.rearModel ?? '',
      compound: entry.rearCompound ?? '',
    });
    shared.push({
      rivalKey,
      race: {
        ...row,
        trackName: names.get(trackSlugOf(row.raceUrl) ?? '') ?? null,
        gap: raceGap(row.me, row.rival),
        logged:
          entry.id === null
            ? null
            : {
                tyres: tyresRun(front, rear),
                setupSheetId: entry.setupSheetId,
                setup:
                  entry.setupSheetId === null
                    ? null
                    : { name: entry.setupName, date: entry.setupDate, track: entry.setupTrack },
              },
      },
    });
  }
  return shared;
}
