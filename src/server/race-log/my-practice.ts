// 'My practice': the followed track's LiveRC practice day, only the sessions under the racer's driver
// names, each with the tyre set its laps are on.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scrapedTracks, tireSessions, users } from '../../db/schema.ts';
import { isMyName } from '../../domain/driver-names.ts';
import type { MyPractice } from '../../domain/my-practice.ts';
import { trackSlugOf } from '../../liverc/urls.ts';
import type { LiveRcService } from '../liverc/service.ts';

export async function myPractice(
  db: Db,
  liverc: LiveRcService,
  userId: number,
  date: string,
): Promise<MyPractice> {
  const [user] = await db
    .select({
      driverNames: users.driverNames,
      trackUrl: users.followedTrackUrl,
      trackName: scrapedTracks.name,
    })
    .from(users)
    .leftJoin(scrapedTracks, eq(scrapedTracks.trackUrl, users.followedTrackUrl))
    .where(eq(users.id, userId));
  const driverNames = user?.driverNames ?? [];
  const trackUrl = user?.trackUrl ?? null;
  const answer = {
    trackUrl,
    trackName: user?.trackName ?? null,
    driverNames,
    date,
    sessions: [],
    stale: false,
  };
  const slug = trackUrl ? trackSlugOf(trackUrl) : null;
  if (driverNames.length === 0 || !slug) return answer;

  const day = await liverc.practiceDay(slug, date);
  const mine = day.sessions.filter((session) => isMyName(session.driver, driverNames));
  const saved = await tyresOfSources(
    db,
    userId,
    mine.map((session) => session.url),
  );
  return {
    ...answer,
    trackName: answer.trackName ?? day.trackName,
    stale: day.stale,
    ...(day.error ? { error: day.error } : {}),
    sessions: mine.map((session) => ({
      url: session.url,
      driver: session.driver,
      className: session.className,
      startTime: session.startTime,
      laps: session.laps,
      fastestLap: session.fastestLap?.seconds ?? null,
      averageLap: session.averageLap?.seconds ?? null,
      tyreId: saved.get(session.url) ?? null,
    })),
  };
}

async function tyresOfSources(db: Db, userId: number, urls: string[]): Promise<Map<string, number>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .select({ sourceUrl: tireSessions.sourceUrl, tireId: tireSessions.tireId })
    .from(tireSessions)
    .where(and(eq(tireSessions.userId, userId), inArray(tireSessions.sourceUrl, urls)));
  return new Map(rows.map((row) => [row.sourceUrl ?? '', row.tireId]));
}
