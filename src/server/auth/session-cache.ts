// Who a session token belongs to, kept in memory for a few seconds so that every /api request does not cost a
// query. Keyed by the token's hash (`sid`); a sign-out drops it on every instance (signed-out-everywhere.ts).
import { setRecent } from '../recently-used.ts';
import type { SessionUser } from './sessions.ts';

export const SESSION_CACHE_TTL_MS = 30_000;
// About 2 MB at most: beyond it, the least recently used session goes first (it costs one query next time).
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type Entry = { user: SessionUser; keptUntil: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  // Counts sign-outs: a read of the database that began before one is answered but not kept (it may
  // have found the very session being deleted).
  private drops = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The session's user while its entry is young and the session itself has not expired; else null. */
  get(sid: string): SessionUser | null {
    const entry = this.entries.get(sid);
    if (!entry) return null;
    this.entries.delete(sid);
    if (this.now() >= entry.keptUntil) return null;
    // Re-inserted: a Map keeps insertion order, so the first key is always the least recently used.
    this.entries.set(sid, entry);
    return entry.user;
  }

  /** A mark to pass to `set`, taken before reading the session from the database. */
  mark(): number {
    return this.drops;
  }

  /** Keeps `user` for the TTL, and never past the session's own expiry; not when a sign-out came since `mark`. */
  set(sid: string, user: SessionUser, sessionExpires: Date, mark: number): void {
    if (mark !== this.drops) return;
    const keptUntil = Math.min(this.now() + this.ttlMs, sessionExpires.getTime());
    setRecent(this.entries, sid, { user, keptUntil }, this.maxEntries);
  }

  drop(sid: string): void {
    this.drops += 1;
    this.entries.delete(sid);
  }

  /** Forgets every session (sign-outs may have been missed): each is read from the database again. */
  clear(): void {
    this.drops += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
