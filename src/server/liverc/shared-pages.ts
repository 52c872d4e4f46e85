// Parsed LiveRC pages shared by the instances on one PostgreSQL, so N instances ask LiveRC once per freshness
// window: `liverc_pages` holds the newest copy, the page's lock names who asks, CHANNELS.page tells others.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveRcPages } from '../../db/schema.ts';
import { CHANNELS, type Cluster, type Lease } from '../cluster/cluster.ts';

/** A parsed page as every instance sees it; `freshUntil` is Infinity for a page that never changes again. */
export type SharedCopy = { data: unknown; fetchedAt: Date; freshUntil: number };

export type SharedPages = {
  /** The newest copy any instance kept of `key`, or null when none did. */
  read(key: string): Promise<SharedCopy | null>;
  /** The page's lock: only its holder asks LiveRC for the page. */
  tryLock(key: string): Promise<Lease | null>;
  /** Keeps `copy` for every instance; an older copy never replaces a newer one. */
  write(key: string, copy: SharedCopy): Promise<void>;
  /** Tells every instance (this one too) that a new copy of `key` is in. */
  announce(key: string): Promise<void>;
  /** Resolves when `key` is announced, or after `ms` at the latest (an announcement may be missed). */
  nextAnnouncement(key: string, ms: number): Promise<void>;
  /** Calls `handler` with every announced key. */
  onAnnounce(handler: (key: string) => void): void;
};

/** The shared copies where instances may share the database; null in one process (PGlite). */
export function sharedPagesOf(cluster: Cluster, db: Db): SharedPages | null {
  return cluster.kind === 'postgres' ? new TableSharedPages(cluster, db) : null;
}

// A lock name of its own: the live feed locks its tracks by their bare URL in the same key space.
const lockKey = (key: string) => `page ${key}`;

class TableSharedPages implements SharedPages {
  private readonly waiting = new Map<string, Set<() => void>>();
  private readonly handlers: Array<(key: string) => void> = [];

  constructor(
    private readonly cluster: Cluster,
    private readonly db: Db,
  ) {
    cluster.subscribe(CHANNELS.page, (key) => {
      const waiters = this.waiting.get(key);
      this.waiting.delete(key);
      for (const wake of waiters ?? []) wake();
      for (const handler of this.handlers) handler(key);
    });
  }

  async read(key: string): Promise<SharedCopy | null> {
    const [row] = await this.db.select().from(liveRcPages).where(eq(liveRcPages.key, key));
    if (!row) return null;
    return {
      data: row.data,
      fetchedAt: row.fetchedAt,
      freshUntil: row.freshUntil ? row.freshUntil.getTime() : Number.POSITIVE_INFINITY,
    };
  }

  tryLock(key: string): Promise<Lease | null> {
    return this.cluster.tryLock(lockKey(key));
  }

  async write(key: string, copy: SharedCopy): Promise<void> {
    const row = {
      key,
      data: copy.data,
      fetchedAt: copy.fetchedAt,
      freshUntil: Number.isFinite(copy.freshUntil) ? new Date(copy.freshUntil) : null,
    };
    await this.db
      .insert(liveRcPages)
      .values(row)
      .onConflictDoUpdate({
        target: liveRcPages.key,
        set: { data: row.data, fetchedAt: row.fetchedAt, freshUntil: row.freshUntil },
        setWhere: sql`${liveRcPages.fetchedAt} < excluded.fetched_at`,
      });
  }

  announce(key: string): Promise<void> {
    return this.cluster.publish(CHANNELS.page, key);
  }

  nextAnnouncement(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      let waiters = this.waiting.get(key);
      if (!waiters) {
        waiters = new Set();
        this.waiting.set(key, waiters);
      }
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        if (waiters.size === 0 && this.waiting.get(key) === waiters) this.waiting.delete(key);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiters.add(wake);
    });
  }

  onAnnounce(handler: (key: string) => void): void {
    this.handlers.push(handler);
  }
}
