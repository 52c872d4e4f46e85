// Reads the events racers added into My races, in the background and politely: a round every minute or so
// takes the events due (never read first, then the longest unread), at most EVENTS_PER_ROUND of them, one
// after another; each event's page is read through the page cache and its posted races handed to a
// RaceCatchUp (two race pages an event at most, stored races never read again). An event's cluster lock makes
// N instances read it once. A past event whose races are all in is looked at again once a day at most, an
// event days ahead once an hour.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { addedEvents } from '../../db/schema.ts';
import type { Cluster } from '../cluster/cluster.ts';
import type { LiveRcService } from '../liverc/service.ts';
import type { RaceDayNotices } from '../push/race-day-notices.ts';
import { RaceCatchUp } from '../timing/owner/race-catch-up.ts';
import { completeRaces, storeEventFacts } from './added-events-store.ts';

export type AddedEventTiming = {
  /** Before the first round, so start-up and the first racers come first. */
  startMs: number;
  /** Between the end of one round and the start of the next; an event is read once in this time at most. */
  roundMs: number;
  /** How long a past event whose races are all in waits before its page is looked at again. */
  doneRecheckMs: number;
  /** How long an event more than a day ahead waits: no race is posted before its day. */
  upcomingRecheckMs: number;
};

export const DEFAULT_ADDED_EVENT_TIMING: AddedEventTiming = {
  startMs: 15_000,
  roundMs: 60_000,
  doneRecheckMs: 24 * 60 * 60_000,
  upcomingRecheckMs: 60 * 60_000,
};

/** With RaceCatchUp's two race pages an event: at most 3 event pages and 6 race pages a round. */
export const EVENTS_PER_ROUND = 3;

const DAY_MS = 24 * 60 * 60_000;

/** `done`: a past event whose races were all in at its last reading. */
type EventDue = { eventUrl: string; checkedAt: Date | null; done: boolean };
type Deps = {
  db: Db;
  liverc: LiveRcService;
  cluster: Cluster;
  /** 'Your result is posted' to the racers who added the event, for a race posted while it was read. */
  notices: RaceDayNotices;
  log: FastifyBaseLogger;
};

export class AddedEventReader {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private round: Promise<void> | null = null;
  private again = false;
  /** One per event still added: it remembers which races are in and which failed lately. */
  private readonly catchUps = new Map<string, RaceCatchUp>();
  /**
   * Readings (`{event} {checkedAt}`) whose races were all found stored: a reading's race list does not change
   * and a stored race stays stored, so a finished event is not counted again every round.
   */
  private readonly allIn = new Set<string>();

  constructor(
    private readonly deps: Deps,
    private readonly timing: AddedEventTiming,
  ) {}

  start(): void {
    this.schedule(this.timing.startMs);
  }

  /** A racer just added an event: a round now rather than within the minute. */
  nudge(): void {
    if (this.stopped) return;
    if (this.round) this.again = true;
    else this.schedule(0);
  }

  /** Stops the rounds; resolves once a round under way has finished its current page. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    // A pending round must never keep the process alive.
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    this.round = this.readRound().catch((error: unknown) =>
      this.deps.log.warn({ err: error }, 'added events: a round failed; trying again next round'),
    );
    await this.round;
    this.round = null;
    const next = this.again ? 0 : this.timing.roundMs;
    this.again = false;
    this.schedule(next);
  }

  private async readRound(): Promise<void> {
    const due = await this.dueEvents(Date.now());
    let read = 0;
    for (const event of due) {
      if (this.stopped || read >= EVENTS_PER_ROUND) break;
      if (await this.readEvent(event)) read += 1;
    }
  }

  /** The events to read now, never read first, then the longest unread; forgets events no one holds. */
  private async dueEvents(now: number): Promise<EventDue[]> {
    const rows = await this.deps.db
      .select({
        eventUrl: addedEvents.eventUrl,
        raceUrls: addedEvents.raceUrls,
        eventDate: addedEvents.eventDate,
        checkedAt: addedEvents.checkedAt,
      })
      .from(addedEvents);
    // Every racer's row of an event holds the same reading but a just-added one's: the latest reading counts.
    const events = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const known = events.get(row.eventUrl);
      if (!known || (row.checkedAt?.getTime() ?? -1) > (known.checkedAt?.getTime() ?? -1))
        events.set(row.eventUrl, row);
    }
    for (const url of this.catchUps.keys()) if (!events.has(url)) this.catchUps.delete(url);

    const reading = (event: { eventUrl: string; checkedAt: Date | null }) =>
      `${event.eventUrl} ${event.checkedAt?.toISOString()}`;
    const current = new Set([...events.values()].map(reading));
    for (const key of this.allIn) if (!current.has(key)) this.allIn.delete(key);
    const unknown = [...events.values()].filter((event) => event.raceUrls && !this.allIn.has(reading(event)));
    const stored = await completeRaces(
      this.deps.db,
      unknown.flatMap((event) => event.raceUrls ?? []),
    );
    for (const event of unknown)
      if (event.raceUrls?.every((url) => stored.has(url))) this.allIn.add(reading(event));
    const done = new Set(
      [...events.values()]
        .filter((event) => this.allIn.has(reading(event)) && isPast(event.eventDate, now))
        .map((event) => event.eventUrl),
    );
    const wait = (event: { eventUrl: string; eventDate: string | null }) => {
      if (done.has(event.eventUrl)) return this.timing.doneRecheckMs;
      return isUpcoming(event.eventDate, now) ? this.timing.upcomingRecheckMs : this.timing.roundMs;
    };
    return [...events.values()]
      .filter((event) => !event.checkedAt || now - event.checkedAt.getTime() >= wait(event))
      .sort((a, b) => (a.checkedAt?.getTime() ?? -1) - (b.checkedAt?.getTime() ?? -1))
      .map(({ eventUrl, checkedAt }) => ({ eventUrl, checkedAt, done: done.has(eventUrl) }));
  }

  /** Reads one event under its lock; false when another instance holds it or has just read it. */
  private async readEvent({ eventUrl, checkedAt, done }: EventDue): Promise<boolean> {
    const { db, liverc, cluster, log } = this.deps;
    const lease = await cluster.tryLock(`added-event ${eventUrl}`);
    if (!lease) return false;
    try {
      if (!(await this.unreadSince(eventUrl, checkedAt))) return false;
      let raceUrls: string[];
      try {
        // A done event is looked at for a race posted since: its page read anew, not the cache's copy.
        const page = await liverc.eventPage(eventUrl, { refresh: done });
        raceUrls = page.raceGroups.flatMap((group) => group.races).map((race) => race.url);
        await storeEventFacts(db, eventUrl, {
          title: page.title,
          trackName: page.trackName,
          eventDate: page.date?.end ?? page.date?.start ?? null,
          raceUrls,
          checkedAt: new Date(),
        });
      } catch (error) {
        // Its turn passes to the other events; it is tried again next round.
        log.info({ err: error, eventUrl }, 'added events: an event page could not be read');
        await storeEventFacts(db, eventUrl, { checkedAt: new Date() });
        return true;
      }
      if (this.stopped || lease.lost) return true;
      await this.catchUpOf(eventUrl).run({ eventUrl, raceUrls, newest: null });
      return true;
    } finally {
      await lease.release().catch((error: unknown) => log.warn({ err: error }, 'added events: lock release'));
    }
  }

  /** True when no instance has read the event since this one chose it. */
  private async unreadSince(eventUrl: string, seen: Date | null): Promise<boolean> {
    const rows = await this.deps.db
      .select({ checkedAt: addedEvents.checkedAt })
      .from(addedEvents)
      .where(eq(addedEvents.eventUrl, eventUrl));
    const latest = Math.max(-1, ...rows.map((row) => row.checkedAt?.getTime() ?? -1));
    return rows.length > 0 && latest <= (seen?.getTime() ?? -1);
  }

  private catchUpOf(eventUrl: string): RaceCatchUp {
    let catchUp = this.catchUps.get(eventUrl);
    if (!catchUp) {
      const { db, liverc, notices, log } = this.deps;
      catchUp = new RaceCatchUp({
        db,
        liverc,
        log,
        onPosted: (raceUrl, race) =>
          void notices
            .resultPosted({ trackUrl: null, eventUrl }, raceUrl, race)
            .catch((error: unknown) => log.warn({ err: error, raceUrl }, 'a notification could not be sent')),
      });
      this.catchUps.set(eventUrl, catchUp);
    }
    return catchUp;
  }
}

/**
 * The event's day is over wherever the track is: a track's clock may be a day off UTC. An event without a
 * date counts as past, so it is not read every minute for ever.
 */
function isPast(eventDate: string | null, now: number): boolean {
  if (!eventDate) return true;
  return eventDate < new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/** The event's day has not begun anywhere yet. */
function isUpcoming(eventDate: string | null, now: number): boolean {
  return eventDate !== null && eventDate > new Date(now + DAY_MS).toISOString().slice(0, 10);
}
