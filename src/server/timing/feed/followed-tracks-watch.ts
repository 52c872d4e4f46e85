// The tracks signed-in racers follow are watched with nobody looking: their owner keeps reading them, so My races
// fills and 'Your race is next' / 'Your result is posted' go out while the phone is in the pit bag. It is the
// same feed a racer's screen watches (one reader per track across instances); a track nobody follows any more,
// or whose followers have all signed out, is let go at the next refresh.
import { and, eq, exists, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema.ts';
import type { LiveFeeds } from './live-feeds.ts';

export type FollowedTracksTiming = { refreshMs: number };

export const DEFAULT_FOLLOWED_TRACKS_TIMING: FollowedTracksTiming = { refreshMs: 60_000 };

export class FollowedTracksWatch {
  private readonly watching = new Map<string, () => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly deps: { db: Db; feeds: LiveFeeds; log: FastifyBaseLogger },
    private readonly timing: FollowedTracksTiming,
  ) {}

  start(): void {
    void this.refresh();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const unwatch of this.watching.values()) unwatch();
    this.watching.clear();
  }

  private async refresh(): Promise<void> {
    try {
      const followed = new Set(await this.followedTracks());
      if (this.stopped) return;
      for (const [track, unwatch] of this.watching)
        if (!followed.has(track)) {
          unwatch();
          this.watching.delete(track);
        }
      for (const track of followed)
        if (!this.watching.has(track))
          this.watching.set(
            track,
            this.deps.feeds.watch(track, () => {}, null),
          );
    } catch (error) {
      this.deps.log.warn({ err: error }, 'followed tracks could not be read; tried again later');
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.refresh(), this.timing.refreshMs);
  }

  /** Each track followed by a racer with a session not yet expired. */
  private async followedTracks(): Promise<string[]> {
    const rows = await this.deps.db
      .selectDistinct({ track: users.followedTrackUrl })
      .from(users)
      .where(
        and(
          isNotNull(users.followedTrackUrl),
          exists(
            this.deps.db
              .select({ one: sql`1` })
              .from(sessions)
              .where(and(eq(sessions.userId, users.id), gt(sessions.expire, sql`now()`))),
          ),
        ),
      );
    return rows.flatMap((row) => (row.track ? [row.track] : []));
  }
}
