// The laps of the race log's races from their stored copies (scraped_race_*, kept whenever a race page is read),
// in one query: a read of the log asks LiveRC for nothing it already has. Each driver's average lap is of their
// clean laps (lap-marks.ts), so pace against the field compares laps without crashes on both sides.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scrapedRaceParticipants, scrapedRaceResults } from '../../db/schema.ts';
import { driverNameKey } from '../../domain/driver-names.ts';
import { cleanLaps, markLaps, type RaceField, raceField } from '../../domain/lap-marks.ts';
import { mean } from '../../domain/race-analysis-figures.ts';
import type { RaceLogDetailedEntry } from '../../domain/race-log.ts';
import { parseLapTime } from '../../liverc/parsers/values.ts';

type Laps = RaceLogDetailedEntry['lapTimes'];
/**
 * A stored race: a driver's laps by name (any case), every driver's clean average lap in seconds, and the field
 * the laps are judged against.
 */
export type RaceLaps = { lapsOf(driver: string): Laps | undefined; fieldAvgLaps: number[]; field: RaceField };

/**
 * Each race of `urls` stored with its field, with the laps of the drivers named in `drivers` (the log's own:
 * the whole field's laps would be a hundred times what the answer needs; they are read to average clean laps).
 * A race missing here is not stored.
 */
export async function storedRaceLaps(
  db: Db,
  urls: string[],
  drivers: string[],
): Promise<Map<string, RaceLaps>> {
  if (urls.length === 0) return new Map();
  const participant = scrapedRaceParticipants;
  const rows = await db
    .select({
      url: scrapedRaceResults.raceUrl,
      className: scrapedRaceResults.className,
      driver: participant.driver,
      averageLap: participant.averageLap,
      lapTimes: participant.lapTimes,
    })
    .from(participant)
    .innerJoin(scrapedRaceResults, eq(participant.raceResultId, scrapedRaceResults.id))
    .where(inArray(scrapedRaceResults.raceUrl, urls))
    .orderBy(participant.id);

  const races = new Map<
    string,
    { className: string | null; drivers: { name: string; average: number | undefined; laps: Laps }[] }
  >();
  for (const row of rows) {
    let race = races.get(row.url);
    if (!race) {
      race = { className: row.className, drivers: [] };
      races.set(row.url, race);
    }
    const average = parseLapTime(row.averageLap)?.seconds;
    race.drivers.push({ name: driverNameKey(row.driver), average, laps: lapsOf(row.lapTimes ?? []) });
  }
  // The stored name keyed as the log's: one rule, whatever the case and spaces.
  const ours = new Set(drivers.map(driverNameKey));
  return new Map(
    [...races].map(([url, race]) => {
      const field = raceField(race.drivers, race.className);
      const fieldAvgLaps = race.drivers.flatMap(({ average, laps }) => {
        const clean = mean(cleanLaps(laps, markLaps(laps, field)).map((lap) => lap.time));
        return clean ?? average ?? [];
      });
      const byDriver = new Map(
        race.drivers.filter(({ name }) => ours.has(name)).map(({ name, laps }) => [name, laps]),
      );
      return [url, { lapsOf: (driver: string) => byDriver.get(driverNameKey(driver)), fieldAvgLaps, field }];
    }),
  );
}

/** Stored laps keep LiveRC's text ('38.17'); the answer gives seconds, as the race page's parser does. */
function lapsOf(stored: { lap: number; time: string; position: number | null }[]): Laps {
  return stored.flatMap(({ lap, time, position }) => {
    const seconds = parseLapTime(time)?.seconds;
    return seconds === undefined ? [] : [{ lap, time: seconds, position }];
  });
}
