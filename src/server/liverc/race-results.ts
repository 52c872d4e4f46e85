// A race result as the API answers it, and its copy in scraped_race_results / _participants.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scrapedRaceParticipants, scrapedRaceResults } from '../../db/schema.ts';
import type { DriverLapTimes, Figure, RaceResultRowView } from '../../domain/liverc.ts';
import type { RaceResult, RaceResultRow } from '../../liverc/parsers/race-result.ts';
import type { LapTime, Measured } from '../../liverc/parsers/values.ts';
import { isCompleteRace } from './page-kinds.ts';

const lapFigure = (time: LapTime | null): Figure => ({
  value: time?.seconds ?? null,
  text: time?.raw ?? null,
});
const measuredFigure = (measure: Measured | null): Figure => ({
  value: measure?.value ?? null,
  text: measure?.raw ?? null,
});

export function toRowView(row: RaceResultRow): RaceResultRowView {
  return {
    position: row.position,
    driver: row.driver,
    driverId: row.driverId,
    carNumber: row.carNumber,
    qualifying: row.qualifying,
    laps: row.lapsTime?.laps ?? null,
    totalTime: row.lapsTime?.time?.raw ?? null,
    lapsTime: row.lapsTime?.raw ?? null,
    behind: row.behind?.raw ?? null,
    fastestLap: lapFigure(row.fastestLap),
    fastestLapNumber: row.fastestLapNumber,
    averageLap: lapFigure(row.averageLap),
    top5: lapFigure(row.averageTop5),
    top10: lapFigure(row.averageTop10),
    top15: lapFigure(row.averageTop15),
    top3Consecutive: lapFigure(row.top3Consecutive),
    stdDeviation: measuredFigure(row.stdDeviation),
    consistency: measuredFigure(row.consistency),
  };
}

export function toLapTimes(result: RaceResult): DriverLapTimes[] {
  return result.laps.map((driver) => ({
    driver: driver.driverName,
    driverId: driver.driverId,
    laps: driver.laps.map((lap) => ({
      lap: lap.lap,
      time: lap.time.seconds,
      timeText: lap.time.raw,
      position: lap.position,
    })),
  }));
}

/** Keeps the race and its field; a rewrite replaces the participants in one transaction. */
export async function storeRaceResult(db: Db, raceUrl: string, result: RaceResult, eventUrl: string | null) {
  const lapsByDriver = new Map(result.laps.map((driver) => [driver.driverId, driver.laps]));
  const values = {
    raceUrl,
    eventUrl,
    title: result.title ?? result.raceName ?? 'Race',
    className: result.className,
    round: result.round,
    raceLength: result.length?.raw ?? null,
    raceDate: result.eventDate?.start ?? null,
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
        laps: row.lapsTime?.laps ?? null,
        totalTime: row.lapsTime?.time?.raw ?? null,
        behind: row.behind?.raw ?? null,
        fastestLap: row.fastestLap?.raw ?? null,
        averageLap: row.averageLap?.raw ?? null,
        consistency: row.consistency?.raw ?? null,
        lapTimes:
          row.driverId === null
            ? []
            : (lapsByDriver.get(row.driverId) ?? []).map((lap) => ({
                lap: lap.lap,
                time: lap.time.raw,
                position: lap.position,
              })),
      })),
    );
  });
}
