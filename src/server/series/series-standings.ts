// A series' standings, computed on every read from the mains Pitboard has stored for its events (whoever read
// them: the event's mains screen, My races' background reader, live timing), so they move as results post.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scrapedRaceParticipants, scrapedRaceResults } from '../../db/schema.ts';
import type { MainResult } from '../../domain/mains-ladder.ts';
import type { Series } from '../../domain/series.ts';
import {
  mainNameOfTitle,
  myStanding,
  roundResult,
  type SeriesStandings,
  seriesStandings,
} from '../../domain/series-standings.ts';
import { driverNamesOf } from '../settings/settings-store.ts';

export async function standingsOf(db: Db, userId: number, one: Series): Promise<SeriesStandings> {
  const eventUrls = one.events.map((event) => event.eventUrl);
  const rows =
    eventUrls.length === 0
      ? []
      : await db
          .select({
            eventUrl: scrapedRaceResults.eventUrl,
            raceUrl: scrapedRaceResults.raceUrl,
            title: scrapedRaceResults.title,
            position: scrapedRaceParticipants.position,
            driver: scrapedRaceParticipants.driver,
            qualifying: scrapedRaceParticipants.qualifying,
            laps: scrapedRaceParticipants.laps,
          })
          .from(scrapedRaceResults)
          .innerJoin(scrapedRaceParticipants, eq(scrapedRaceParticipants.raceResultId, scrapedRaceResults.id))
          // Only results posted complete: a main still running must not score its running order.
          .where(
            and(inArray(scrapedRaceResults.eventUrl, eventUrls), eq(scrapedRaceResults.isComplete, true)),
          );

  const mainsByEvent = new Map<string, Map<string, MainResult>>();
  for (const row of rows) {
    if (!row.eventUrl || row.position === null) continue;
    const mains = mainsByEvent.get(row.eventUrl) ?? new Map<string, MainResult>();
    mainsByEvent.set(row.eventUrl, mains);
    const main = mains.get(row.raceUrl) ?? {
      name: mainNameOfTitle(row.title),
      url: row.raceUrl,
      results: [],
    };
    mains.set(row.raceUrl, main);
    main.results.push({
      position: row.position,
      driver: row.driver,
      values: { qualifying: row.qualifying, behind: null, laps: row.laps },
    });
  }
  const rounds = one.events.map((event) =>
    roundResult([...(mainsByEvent.get(event.eventUrl)?.values() ?? [])], one.className),
  );
  const driverNames = await driverNamesOf(db, userId);
  const rowsOut = seriesStandings(rounds, one, driverNames);
  return {
    seriesId: one.id,
    name: one.name,
    className: one.className,
    bestOf: one.bestOf,
    tqBonus: one.tqBonus,
    rounds: one.events.map((event, index) => ({ ...event, scored: rounds[index] !== null })),
    rows: rowsOut,
    me: myStanding(rowsOut),
    driverNames,
  };
}
