// A race result's copy in scraped_race_results / _participants, so history outlives the cache.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scrapedRaceParticipants, scrapedRaceResults } from '../../db/schema.ts';
import type { RaceResultPage } from '../../domain/liverc.ts';
import { isCompleteRace } from './page-kinds.ts';

/** Keeps the race and its field; a rewrite replaces the participants in one transaction. */
export async function storeRaceResult(
  db: Db,
  raceUrl: string,
  result: RaceResultPage,
  eventUrl: string | null,
) {
  const lapsByDriver = new Map(result.lapTimes.map((driver) => [driver.driverId, driver.laps]));
  const values = {
    raceUrl,
    eventUrl,
    title: result.raceTitle ?? result.raceName ?? 'Race',
    className: result.className,
    round: result.round,
    raceLength: result.length,
    raceDate: result.eventDate,
    isComplete: isCompleteRace(result),
    scrapedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [race] = await tx
      .insert(scrapedRaceResults)
      .values(values)
      .onConflictDoUpdate({ target: scrapedRaceResults.raceUrl, set: values })
      .returning({ id: scrapedRaceResults.id });
    if (!race) return;
    await tx.delete(scrapedRaceParticipants).where(eq(scrapedRaceParticipants.raceResultId, race.id));
    if (result.results.length === 0) return;
    await tx.insert(scrapedRaceParticipants).values(
      result.results.map((row) => ({
        raceResultId: race.id,
        position: row.position,
        driver: row.driver,
        carNumber: row.carNumber,
        laps: row.values.laps,
        totalTime: row.time,
        behind: row.behind,
        fastestLap: row.fastestLap,
        averageLap: row.avgLap,
        consistency: row.consistency,
        qualifying: row.values.qualifying,
        lapTimes:
          row.driverId === null
            ? []
            : (lapsByDriver.get(row.driverId) ?? []).map((lap) => ({
                lap: lap.lap,
                time: lap.timeText,
                position: lap.position,
              })),
      })),
    );
  });
}
