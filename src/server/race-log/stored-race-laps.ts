// The laps of the race log's races from their stored copies (scraped_race_*, kept whenever a race page is read),
// in one query: a read of the log asks LiveRC for nothing it already has.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scrapedRaceParticipants, scrapedRaceResults } from '../../db/schema.ts';
import { driverNameKey } from '../../domain/driver-names.ts';
import type { RaceLogDetailedEntry } from '../../domain/race-log.ts';
import { parseLapTime } from '../../liverc/parsers/values.ts';
import { driverNameKeySql } from './driver-name-sql.ts';

type Laps = RaceLogDetailedEntry['lapTimes'];
/** A stored race: a driver's laps by name (any case), and every driver's average lap in seconds. */
export type RaceLaps = { lapsOf(driver: string): Laps | undefined; fieldAvgLaps: number[] };

/**
 * Each race of `urls` stored with its field, with the laps of the drivers named in `drivers` (the log's own:
 * the whole field's laps would be a hundred times what the answer needs). A race missing here is not stored.
 */
export async function storedRaceLaps(
  db: Db,
  urls: string[],
  drivers: string[],
): Promise<Map<string, RaceLaps>> {
  if (urls.length === 0) return new Map();
  const names = [...new Set(drivers.map(driverNameKey))];
  const participant = scrapedRaceParticipants;
  // The stored name keyed by the database, the log's in JS: one rule, whatever the case and spaces.
  const isOurs = inArray(driverNameKeySql(participant.driver), names);
  const rows = await db
    .select({
      url: scrapedRaceResults.raceUrl,
      driver: participant.driver,
      averageLap: participant.averageLap,
      lapTimes: sql`case when ${isOurs} then ${participant.lapTimes} end`.mapWith(participant.lapTimes),
    })
    .from(participant)
    .innerJoin(scrapedRaceResults, eq(participant.raceResultId, scrapedRaceResults.id))
    .where(inArray(scrapedRaceResults.raceUrl, urls))
    .orderBy(participant.id);

  const races = new Map<string, { byDriver: Map<string, Laps>; fieldAvgLaps: number[] }>();
  for (const row of rows) {
    let race = races.get(row.url);
    if (!race) {
      race = { byDriver: new Map(), fieldAvgLaps: [] };
      races.set(row.url, race);
    }
    const average = parseLapTime(row.averageLap)?.seconds;
    if (average !== undefined) race.fieldAvgLaps.push(average);
    if (row.lapTimes) race.byDriver.set(driverNameKey(row.driver), lapsOf(row.lapTimes));
  }
  return new Map(
    [...races].map(([url, race]) => [
      url,
      { lapsOf: (driver) => race.byDriver.get(driverNameKey(driver)), fieldAvgLaps: race.fieldAvgLaps },
    ]),
  );
}

/** Stored laps keep LiveRC's text ('38.17'); the answer gives seconds, as the race page's parser does. */
function lapsOf(stored: { lap: number; time: string; position: number | null }[]): Laps {
  return stored.flatMap(({ lap, time, position }) => {
    const seconds = parseLapTime(time)?.seconds;
    return seconds === undefined ? [] : [{ lap, time: seconds, position }];
  });
}
