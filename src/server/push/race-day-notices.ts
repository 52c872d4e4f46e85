// 'Your race is next' and 'Your result is posted', sent by the owner of the track (one reader per track across
// instances) to the racers who follow it, and by the reader of the events racers added to those who added the
// event; only to racers who turned the kind on and have a subscribed browser; each to a racer once
// (push_notices), whichever instance reads the pages then and however often.
import { and, eq, exists, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { addedEvents, pushNotices, pushSubscriptions, rivals, users } from '../../db/schema.ts';
import { isMyName } from '../../domain/driver-names.ts';
import type { RaceResultPage } from '../../domain/liverc.ts';
import { type PushSwitches, raceNextMessage, resultPostedMessage } from '../../domain/push.ts';
import { rivalsInRace } from '../../domain/rivals.ts';
import { findNextRace } from '../../domain/timing.ts';
import type { LiveRcService } from '../liverc/service.ts';
import type { PushSender } from './push-sender.ts';

// A notice older than this is never sent again anyway (a race is posted once; an event lasts a weekend).
const KEPT_DAYS = 14;

export type RaceDayNoticesDeps = {
  db: Db;
  liverc: LiveRcService;
  sender: PushSender;
  log: FastifyBaseLogger;
};

export class RaceDayNotices {
  constructor(private readonly deps: RaceDayNoticesDeps) {}

  /**
   * A race posted while its event was read here: each racer named in it who follows the track (when it is the
   * followed track's event) or added the event hears their place and fast lap, and where they finished against
   * their rivals in it, in the one notification.
   */
  async resultPosted(
    where: { trackUrl: string | null; eventUrl: string },
    raceUrl: string,
    race: RaceResultPage,
  ): Promise<void> {
    const racers = await this.listeners('resultPosted', where);
    const name = race.raceName ?? race.raceTitle ?? 'Race';
    for (const racer of racers) {
      const row = race.results.find((result) => isMyName(result.driver, racer.driverNames));
      if (row && (await this.claim(racer.id, 'resultPosted', raceUrl))) {
        const against = rivalsInRace(row.position, race.results, await this.rivalNames(racer.id));
        await this.deps.sender.notify(
          racer.id,
          'resultPosted',
          resultPostedMessage({ url: raceUrl, name }, row, against),
        );
      }
    }
  }

  /**
   * After each read of the track: a follower whose race comes right after the one up now (every race before that
   * one posted) hears 'Your race is next', as the open page says it (next-race-card.tsx). The heat sheets are
   * read through the page cache only while someone is listening.
   */
  async raceUpNext(trackUrl: string, eventUrl: string): Promise<void> {
    const racers = await this.listeners('raceNext', { trackUrl, eventUrl: null });
    if (racers.length === 0) return;
    const { liverc, sender } = this.deps;
    const { rounds, completedAt } = await liverc.heatSheets(eventUrl, { deadline: liverc.deadline() });
    for (const racer of racers) {
      const race = findNextRace(rounds, racer.driverNames, completedAt);
      if (
        race &&
        race.racesBefore <= 1 &&
        (await this.claim(racer.id, 'raceNext', `${eventUrl} ${race.raceName}`))
      )
        await sender.notify(racer.id, 'raceNext', raceNextMessage(race));
    }
  }

  private async rivalNames(userId: number): Promise<string[]> {
    const rows = await this.deps.db
      .select({ name: rivals.name })
      .from(rivals)
      .where(eq(rivals.userId, userId));
    return rows.map((row) => row.name);
  }

  /** Followers of the track, or racers who added the event, who want `kind` and have a browser to send it to. */
  private listeners(kind: keyof PushSwitches, where: { trackUrl: string | null; eventUrl: string | null }) {
    const { db } = this.deps;
    const wants = kind === 'raceNext' ? users.notifyRaceNext : users.notifyResultPosted;
    const audience = or(
      where.trackUrl === null ? undefined : eq(users.followedTrackUrl, where.trackUrl),
      where.eventUrl === null
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(addedEvents)
              .where(and(eq(addedEvents.userId, users.id), eq(addedEvents.eventUrl, where.eventUrl))),
          ),
    );
    return db
      .select({ id: users.id, driverNames: users.driverNames })
      .from(users)
      .where(
        and(
          audience,
          eq(wants, true),
          sql`cardinality(${users.driverNames}) > 0`,
          exists(
            this.deps.db
              .select({ one: sql`1` })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, users.id)),
          ),
        ),
      );
  }

  /** True for the one caller that records the notice first: it alone sends it. */
  private async claim(userId: number, kind: keyof PushSwitches, subject: string): Promise<boolean> {
    const { db } = this.deps;
    const claimed = await db
      .insert(pushNotices)
      .values({ userId, kind, subject })
      .onConflictDoNothing()
      .returning({ userId: pushNotices.userId });
    // Asked every poll while a racer's race is next: the racer's old notices go only when a new one is kept.
    if (claimed.length === 0) return false;
    await db
      .delete(pushNotices)
      .where(
        and(
          eq(pushNotices.userId, userId),
          lt(pushNotices.sentAt, sql`now() - make_interval(days => ${KEPT_DAYS})`),
        ),
      );
    return true;
  }
}
