// 'My races': the stored LiveRC races whose results name one of the racer's driver names, newest first, each
// with the racer's race log entry for that row when there is one.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  raceResultsWithTires,
  scrapedRaceParticipants,
  scrapedRaceResults,
  scrapedTracks,
} from '../../db/schema.ts';
import { driverNameKey } from '../../domain/driver-names.ts';
import type { MyRace, MyRaces } from '../../domain/my-races.ts';
import { trackSlugOf, trackUrl } from '../../liverc/urls.ts';
import { driverNamesOf } from '../settings/settings-store.ts';
import { driverNameKeySql } from './driver-name-sql.ts';

// A season of club racing is well under this; the list is for logging recent race days.
const MAX_RACES = 500;

export async function myRaces(db: Db, userId: number): Promise<MyRaces> {
  const driverNames = await driverNamesOf(db, userId);
  if (driverNames.length === 0) return { driverNames, races: [] };

  const rows = await db
    .select({
      raceUrl: scrapedRaceResults.raceUrl,
      eventUrl: scrapedRaceResults.eventUrl,
      raceTitle: scrapedRaceResults.title,
      className: scrapedRaceResults.className,
      round: scrapedRaceResults.round,
      raceDate: scrapedRaceResults.raceDate,
      driverName: scrapedRaceParticipants.driver,
      position: scrapedRaceParticipants.position,
      laps: scrapedRaceParticipants.laps,
      totalTime: scrapedRaceParticipants.totalTime,
      fastestLap: scrapedRaceParticipants.fastestLap,
      avgLap: scrapedRaceParticipants.averageLap,
      behind: scrapedRaceParticipants.behind,
      consistency: scrapedRaceParticipants.consistency,
      entryId: raceResultsWithTires.id,
    })
    .from(scrapedRaceParticipants)
    .innerJoin(scrapedRaceResults, eq(scrapedRaceResults.id, scrapedRaceParticipants.raceResultId))
    // The entry of this very row: same race, driver and position (the race log's one-entry rule).
    .leftJoin(
      raceResultsWithTires,
      and(
        eq(raceResultsWithTires.userId, userId),
        eq(raceResultsWithTires.raceUrl, scrapedRaceResults.raceUrl),
        eq(
          driverNameKeySql(raceResultsWithTires.driverName),
          driverNameKeySql(scrapedRaceParticipants.driver),
        ),
        eq(raceResultsWithTires.position, scrapedRaceParticipants.position),
      ),
    )
    .where(inArray(driverNameKeySql(scrapedRaceParticipants.driver), driverNames.map(driverNameKey)))
    .orderBy(
      desc(scrapedRaceResults.raceDate),
      desc(scrapedRaceResults.scrapedAt),
      desc(scrapedRaceResults.id),
    )
    .limit(MAX_RACES);

  const names = await trackNames(
    db,
    rows.map((row) => trackSlugOf(row.raceUrl)).filter((slug): slug is string => slug !== null),
  );
  const races: MyRace[] = rows.map(({ laps, totalTime, ...row }) => ({
    ...row,
    trackName: names.get(trackSlugOf(row.raceUrl) ?? '') ?? null,
    lapsTime: laps === null ? null : totalTime ? `${laps}/${totalTime}` : String(laps),
  }));
  return { driverNames, races };
}

/** Track names by LiveRC slug, for the tracks Pitboard knows. */
export async function trackNames(db: Db, slugs: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ trackUrl: scrapedTracks.trackUrl, name: scrapedTracks.name })
    .from(scrapedTracks)
    .where(and(inArray(scrapedTracks.trackUrl, unique.map(trackUrl)), isNotNull(scrapedTracks.name)));
  return new Map(rows.map((row) => [trackSlugOf(row.trackUrl) ?? '', row.name]));
}
