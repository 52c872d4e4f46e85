// Every posted race of the followed track's event reaches My races, not only the newest one the live feed
// shows: the newest is stored as the feed read it, and the event's other posted races not yet stored complete
// are read a few a poll, one at a time, through the page cache. A race stored complete is never read again.
// It tells whoever listens (the racers' notifications) of each race posted while it watched.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { scrapedRaceResults } from '../../../db/schema.ts';
import type { RaceResultPage } from '../../../domain/liverc.ts';
import { isCompleteRace } from '../../liverc/page-kinds.ts';
import { storeRaceResult } from '../../liverc/race-results.ts';
import type { LiveRcService } from '../../liverc/service.ts';

// The bound on what a poll adds to LiveRC's requests: at most this many race pages, read one after another.
export const RACES_PER_POLL = 2;

export type PostedRaces = {
  eventUrl: string;
  /** The event page's races, newest first. */
  raceUrls: string[];
  newest: { url: string; page: RaceResultPage } | null;
};

export type CatchUpDeps = {
  db: Db;
  liverc: LiveRcService;
  log: FastifyBaseLogger;
  /** A race stored complete that was not posted yet when the event was first read here. */
  onPosted?: (raceUrl: string, race: RaceResultPage, eventUrl: string) => void;
};

export class RaceCatchUp {
  /** Races known stored complete: neither read nor written again. */
  private readonly stored = new Set<string>();
  private eventUrl: string | null = null;
  /** Races posted before the event was first read here: stored for My races, but no news to anyone. */
  private readonly postedBefore = new Set<string>();
  /** The race list (addresses joined) whose stored races were looked up in the database. */
  private lookedUp: string | null = null;
  /** When each race still pending was last tried: one that keeps failing does not hold up the rest. */
  private readonly tried = new Map<string, number>();
  private tries = 0;
  private running = false;

  constructor(private readonly deps: CatchUpDeps) {}

  /** One poll's share; a poll while the last one's still runs adds nothing. Failures are logged, retried next poll. */
  async run(posted: PostedRaces): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.catchUp(posted);
    } catch (error) {
      this.deps.log.warn({ err: error, eventUrl: posted.eventUrl }, 'posted races could not be caught up');
    } finally {
      this.running = false;
    }
  }

  private async catchUp({ eventUrl, raceUrls, newest }: PostedRaces): Promise<void> {
    const { db, liverc, log } = this.deps;
    // Another event's races are of no more use: the set holds one event's at most.
    if (this.eventUrl !== eventUrl) {
      this.stored.clear();
      this.tried.clear();
      this.postedBefore.clear();
      for (const url of raceUrls) this.postedBefore.add(url);
      // The newest may be the race just finishing: posted once its result is complete.
      if (newest && !isCompleteRace(newest.page)) this.postedBefore.delete(newest.url);
      this.lookedUp = null;
      this.eventUrl = eventUrl;
    }
    const key = raceUrls.join(' ');
    if (this.lookedUp !== key) {
      await this.lookUp(raceUrls);
      this.lookedUp = key;
    }
    if (newest && isCompleteRace(newest.page) && !this.stored.has(newest.url)) {
      await storeRaceResult(db, newest.url, newest.page, eventUrl);
      this.storedNow(newest.url, newest.page, eventUrl);
    }
    const pending = raceUrls
      .filter((url) => url !== newest?.url && !this.stored.has(url))
      .sort((a, b) => (this.tried.get(a) ?? -1) - (this.tried.get(b) ?? -1));
    for (const url of pending.slice(0, RACES_PER_POLL)) {
      this.tried.set(url, this.tries++);
      try {
        // LiveRcService stores what it reads (scraped_race_results), as the race's own page does.
        const race = await liverc.raceResults(url, eventUrl);
        if (isCompleteRace(race)) {
          this.storedNow(url, race, eventUrl);
          this.tried.delete(url);
        }
      } catch (error) {
        log.info({ err: error, raceUrl: url }, 'a posted race could not be read; tried again next poll');
      }
    }
  }

  private storedNow(url: string, race: RaceResultPage, eventUrl: string): void {
    this.stored.add(url);
    if (!this.postedBefore.has(url)) this.deps.onPosted?.(url, race, eventUrl);
  }

  private async lookUp(raceUrls: string[]): Promise<void> {
    const unknown = raceUrls.filter((url) => !this.stored.has(url));
    if (unknown.length === 0) return;
    const rows = await this.deps.db
      .select({ raceUrl: scrapedRaceResults.raceUrl })
      .from(scrapedRaceResults)
      .where(and(inArray(scrapedRaceResults.raceUrl, unknown), eq(scrapedRaceResults.isComplete, true)));
    // A race posted since the first read that someone's own reading stored is still news: read it once more.
    for (const row of rows) if (this.postedBefore.has(row.raceUrl)) this.stored.add(row.raceUrl);
  }
}
