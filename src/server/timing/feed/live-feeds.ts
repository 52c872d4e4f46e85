// Every live feed of this instance, one per track however many racers here watch it or ask for it, and the
// announcements of the other instances' owners routed to them (live-feed.ts, track-owners.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { CHANNELS, type Cluster } from '../../cluster/cluster.ts';
import type { Deadline } from '../../liverc/answer-deadline.ts';
import type { TrackOwners } from '../owner/track-owners.ts';
import { type FeedListener, type FeedRead, type FeedTiming, HISTORY_SIZE, LiveFeed } from './live-feed.ts';
import { LiveJournal, readAnnouncement } from './live-journal.ts';

export type LiveFeedsOptions = {
  db: Db;
  cluster: Cluster;
  owners: TrackOwners;
  timing: FeedTiming;
  log: FastifyBaseLogger;
};

export class LiveFeeds {
  private readonly feeds = new Map<string, LiveFeed>();
  private readonly journal: LiveJournal;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: LiveFeedsOptions) {
    this.journal = new LiveJournal(options.db, options.cluster, HISTORY_SIZE);
    this.unsubscribe = options.cluster.subscribe(
      CHANNELS.live,
      (payload) => {
        const announced = readAnnouncement(payload);
        if (announced) this.feeds.get(announced.trackUrl)?.announced(announced.epoch, announced.seq);
      },
      () => {
        for (const feed of this.feeds.values()) feed.resync();
      },
    );
  }

  watch(trackUrl: string, listener: FeedListener, lastEventId: string | null): () => void {
    return this.feedOf(trackUrl).watch(listener, lastEventId);
  }

  /** A REST read of the track: its feed's state (LiveFeed.read). */
  read(trackUrl: string, options: { refresh: boolean; deadline: Deadline }): Promise<FeedRead> {
    return this.feedOf(trackUrl).read(options);
  }

  private feedOf(trackUrl: string): LiveFeed {
    let feed = this.feeds.get(trackUrl);
    if (!feed) {
      const created = new LiveFeed({
        trackUrl,
        owners: this.options.owners,
        journal: this.journal,
        timing: this.options.timing,
        log: this.options.log.child({ trackUrl }),
        onStop: () => {
          if (this.feeds.get(trackUrl) === created) this.feeds.delete(trackUrl);
        },
      });
      feed = created;
      this.feeds.set(trackUrl, feed);
    }
    return feed;
  }

  /** Stops every feed; each lets go of its track once its last changes are in the journal. */
  async close(): Promise<void> {
    this.unsubscribe();
    await Promise.all([...this.feeds.values()].map((feed) => feed.stop()));
  }
}
