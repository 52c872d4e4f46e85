// Every running live feed, one per track however many racers watch it.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { LiveState } from '../../domain/live.ts';
import { readDataSources } from '../data-sources/service.ts';
import type { CurrentEventService } from './current-event.ts';
import { type FeedListener, type FeedTiming, LiveFeed } from './live-feed.ts';
import { timingRows } from './timing-store.ts';

export class LiveFeeds {
  private readonly feeds = new Map<string, LiveFeed>();

  constructor(
    private readonly db: Db,
    private readonly currentEvents: CurrentEventService,
    private readonly timing: FeedTiming,
    private readonly log: FastifyBaseLogger,
  ) {}

  watch(trackUrl: string, listener: FeedListener, lastEventId: string | null): () => void {
    let feed = this.feeds.get(trackUrl);
    if (!feed) {
      const created = new LiveFeed(
        (previous) => this.readState(trackUrl, previous),
        this.timing,
        this.log.child({ trackUrl }),
        () => {
          if (this.feeds.get(trackUrl) === created) this.feeds.delete(trackUrl);
        },
      );
      feed = created;
      this.feeds.set(trackUrl, feed);
    }
    return feed.watch(listener, lastEventId);
  }

  /** Tracks with a running feed (for tests and the bench). */
  runningTracks(): string[] {
    return [...this.feeds.keys()];
  }

  close(): void {
    for (const feed of [...this.feeds.values()]) feed.stop();
  }

  /** Reads the track from LiveRC now; with LiveRC down and nothing kept, the last state stays on screen. */
  private async readState(trackUrl: string, previous: LiveState | null): Promise<LiveState> {
    let event = previous?.event ?? null;
    try {
      event = await this.currentEvents.track(trackUrl, { refresh: true });
    } catch (error) {
      this.log.info({ err: error, trackUrl }, 'live feed could not read the track');
    }
    const rows = event ? await timingRows(this.db, event.id) : [];
    return { event, rows, sources: await readDataSources(this.db) };
  }
}
