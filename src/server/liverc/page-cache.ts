// Fresh/stale cache of parsed LiveRC pages: a fresh copy is served as is; a stale one is served at
// once while a single background refresh runs; the last good copy survives any LiveRC failure.
// Instances on one PostgreSQL also share their copies (shared-pages.ts): a page missing or stale
// here is looked for there first, and only the instance holding the page's lock asks LiveRC for it.
import { type LiveRcClient, LiveRcError } from '../../liverc/client.ts';
import type { ParseResult } from '../../liverc/parsers/common.ts';
import { parseLiveRcUrl } from '../../liverc/urls.ts';
import type { Lease } from '../cluster/cluster.ts';
import { HttpError, LIVERC_TIMEOUT, toHttpError } from '../errors.ts';
import { setRecent } from '../recently-used.ts';
import { beforeDeadline, type Deadline } from './answer-deadline.ts';
import type { SharedCopy, SharedPages } from './shared-pages.ts';

/** `failure`: why the last refresh could not renew this copy (its message is the answer's `error`). */
export type Cached<T> = { data: T; fetchedAt: string; stale: boolean; failure?: HttpError };

export type PageKind<T> = {
  name: string;
  parse(html: string, url: string): ParseResult<T>;
  /** How long a copy stays fresh at `now`; Infinity for pages that never change again (a finished race). */
  freshForMs(data: T, now: number): number;
  /** A forced refresh this soon after the last read answers that copy: many racers tapping make one fetch. */
  forcedRefreshGapMs?: number;
};

type Entry = {
  data: unknown;
  fetchedAt: Date;
  freshUntil: number;
  failure?: HttpError;
  /** No refresh before then: after a failure (spare LiveRC), or while another instance refreshes it. */
  retryAt?: number;
  /** When the last forced refresh asked LiveRC (answered or not). */
  forcedAt?: number;
  refreshing?: Promise<void>;
  /** A look at the shared copy (PostgreSQL): requests for a stale page arriving together read it once. */
  rechecking?: Promise<void>;
};

// Enough for every page a busy club looks at in a day; the least recently used copy goes first.
const MAX_ENTRIES = 2_000;
const RETRY_AFTER_FAILURE_MS = 5_000;
// A stale copy whose page another instance is refreshing is looked for again after this at the latest.
const RECHECK_WHILE_ANOTHER_REFRESHES_MS = 1_000;
// How often a first read waiting on another instance looks again, should its announcement be missed.
const WAIT_POLL_MS = 500;

export type SourceHealth = {
  fetchStarted(): void;
  fetchSucceeded(): void;
  fetchFailed(): void;
};

const entryOf = (copy: SharedCopy): Entry => ({
  data: copy.data,
  fetchedAt: copy.fetchedAt,
  freshUntil: copy.freshUntil,
});

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly firstFetches = new Map<string, Promise<Entry>>();

  /**
   * `shared`: the copies instances on the same PostgreSQL share; null in one process (PGlite).
   * `waitForOthersMs`: how long a first read waits for the instance asking LiveRC before answering 504.
   */
  constructor(
    private readonly client: LiveRcClient,
    private readonly health: SourceHealth,
    private readonly shared: SharedPages | null,
    private readonly waitForOthersMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    // A new copy is in: a copy kept here that waits for it is looked for again on its next read.
    this.shared?.onAnnounce((key) => {
      const entry = this.entries.get(key);
      if (entry && !entry.refreshing) entry.retryAt = undefined;
    });
  }

  /**
   * The page's data, cached when possible; LiveRC's failure is thrown only when nothing good exists. Past the
   * `deadline` a first read fails with a time-out and a forced refresh answers the last good copy.
   */
  async get<T>(
    input: string,
    kind: PageKind<T>,
    options: { refresh?: boolean; deadline?: Deadline } = {},
  ): Promise<Cached<T>> {
    // One spelling per page ('HTTPS://Track.LiveRC.com/' and 'https://track.liverc.com/' share a copy).
    const url = parseLiveRcUrl(input).toString();
    const key = `${kind.name} ${url}`;
    const entry = this.entries.get(key);
    if (!entry) {
      const first = await beforeDeadline(
        this.firstFetch(key, url, kind, options.refresh === true),
        options.deadline,
      );
      // Fresh when just read from LiveRC; a copy another instance kept may be stale: served, and renewed.
      if (this.now() < first.freshUntil) return this.view<T>(first, false);
      if (this.now() >= (first.retryAt ?? 0)) void this.refresh(key, url, kind, first, false);
      return this.view<T>(first, true);
    }
    setRecent(this.entries, key, entry, MAX_ENTRIES);
    if (options.refresh) {
      // Within the kind's gap since the last read, a forced refresh joins the read under way, if any.
      let renewal = entry.refreshing;
      if (Math.max(entry.fetchedAt.getTime(), entry.forcedAt ?? 0) <= this.forcedSince(kind).getTime()) {
        entry.forcedAt = this.now();
        renewal = this.refresh(key, url, kind, entry, true);
      }
      try {
        await beforeDeadline(renewal ?? Promise.resolve(), options.deadline);
      } catch {
        return { ...this.view<T>(entry, true), failure: new HttpError(504, LIVERC_TIMEOUT) };
      }
      return this.view<T>(entry, entry.failure !== undefined);
    }
    // A copy whose renewal just failed is stale whatever its age: LiveRC could not confirm it.
    if (this.now() < entry.freshUntil) return this.view<T>(entry, entry.failure !== undefined);
    if (this.shared && !entry.refreshing && this.now() >= (entry.retryAt ?? 0)) {
      // Another instance may have renewed it already: its copy is used without asking LiveRC.
      await this.recheck(key, entry);
      if (this.now() < entry.freshUntil) return this.view<T>(entry, false);
    }
    if (this.now() >= (entry.retryAt ?? 0)) void this.refresh(key, url, kind, entry, false);
    return this.view<T>(entry, true);
  }

  /** The oldest copy a forced refresh takes: one read after the click, or within the kind's gap before it. */
  private forcedSince(kind: PageKind<unknown>): Date {
    return new Date(this.now() - (kind.forcedRefreshGapMs ?? 0));
  }

  private view<T>(entry: Entry, stale: boolean): Cached<T> {
    const view: Cached<T> = { data: entry.data as T, fetchedAt: entry.fetchedAt.toISOString(), stale };
    if (entry.failure) view.failure = entry.failure;
    return view;
  }

  private firstFetch<T>(key: string, url: string, kind: PageKind<T>, force: boolean): Promise<Entry> {
    let pending = this.firstFetches.get(key);
    if (!pending) {
      pending = (this.shared ? this.firstShared(key, url, kind, force) : this.load(url, kind))
        .then((loaded) => {
          setRecent(this.entries, key, loaded, MAX_ENTRIES);
          return loaded;
        })
        .finally(() => this.firstFetches.delete(key));
      this.firstFetches.set(key, pending);
    }
    return pending;
  }

  private refresh<T>(
    key: string,
    url: string,
    kind: PageKind<T>,
    entry: Entry,
    force: boolean,
  ): Promise<void> {
    entry.refreshing ??= this.renew(key, url, kind, entry, force)
      .then((renewed) => {
        if (renewed) Object.assign(entry, renewed, { failure: undefined, retryAt: undefined });
      })
      .catch((error: unknown) => {
        // Keep the last good copy and say why it could not be renewed.
        entry.failure = toHttpError(error);
        entry.retryAt = this.now() + RETRY_AFTER_FAILURE_MS;
      })
      .finally(() => {
        entry.refreshing = undefined;
      });
    return entry.refreshing;
  }

  /** A newer copy of the page; null when another instance is renewing it (this one serves its copy meanwhile). */
  private async renew<T>(
    key: string,
    url: string,
    kind: PageKind<T>,
    entry: Entry,
    force: boolean,
  ): Promise<Entry | null> {
    if (!this.shared) return this.load(url, kind);
    // 'Fetch Data': a copy read from LiveRC after the click, by this instance or the one holding the lock.
    if (force) return this.fetchShared(key, url, kind, this.forcedSince(kind));
    const lease = await this.lock(key);
    if (!lease) {
      entry.retryAt = this.now() + RECHECK_WHILE_ANOTHER_REFRESHES_MS;
      return null;
    }
    const newerAndFresh = (copy: SharedCopy) =>
      copy.fetchedAt > entry.fetchedAt && this.now() < copy.freshUntil;
    return this.fetchHolding(key, url, kind, lease, newerAndFresh);
  }

  /** The first copy of a page here: the shared one, even stale, else one read from LiveRC by one instance. */
  private async firstShared<T>(key: string, url: string, kind: PageKind<T>, force: boolean): Promise<Entry> {
    const copy = force ? null : await this.readShared(key);
    if (copy) return entryOf(copy);
    return this.fetchShared(key, url, kind, force ? this.forcedSince(kind) : null);
  }

  /**
   * A copy fetched at `since` or later (any when null): LiveRC's if this instance takes the page's lock, else
   * the one the lock's holder writes; a holder that vanishes frees the lock for this one.
   */
  private async fetchShared<T>(
    key: string,
    url: string,
    kind: PageKind<T>,
    since: Date | null,
  ): Promise<Entry> {
    const shared = this.shared as SharedPages;
    const usable = (copy: SharedCopy) => since === null || copy.fetchedAt >= since;
    const deadline = Date.now() + this.waitForOthersMs;
    for (;;) {
      const lease = await this.lock(key);
      if (lease) return this.fetchHolding(key, url, kind, lease, usable);
      const left = deadline - Date.now();
      if (left <= 0) throw new HttpError(504, LIVERC_TIMEOUT);
      await shared.nextAnnouncement(key, Math.min(WAIT_POLL_MS, left));
      const copy = await this.readShared(key);
      if (copy && usable(copy)) return entryOf(copy);
    }
  }

  /** As the page's lock holder: the copy written meanwhile when `usable`, else LiveRC's, kept for all. */
  private async fetchHolding<T>(
    key: string,
    url: string,
    kind: PageKind<T>,
    lease: Lease,
    usable: (copy: SharedCopy) => boolean,
  ): Promise<Entry> {
    const shared = this.shared as SharedPages;
    let loaded: Entry;
    try {
      // Another instance may have written it between this one's look and its taking the lock.
      const copy = await this.readShared(key);
      if (copy && usable(copy)) return entryOf(copy);
      loaded = await this.load(url, kind);
      // A failure leaves the table alone: the last good copy stays there as here.
      await shared.write(key, loaded).catch(() => {});
    } finally {
      await lease.release();
    }
    await shared.announce(key).catch(() => {});
    return loaded;
  }

  /** Adopts the shared copy when another instance wrote a newer one than this instance's. */
  private recheck(key: string, entry: Entry): Promise<void> {
    entry.rechecking ??= this.readShared(key)
      .then((copy) => {
        if (copy && copy.fetchedAt > entry.fetchedAt)
          Object.assign(entry, entryOf(copy), { failure: undefined, retryAt: undefined });
      })
      .finally(() => {
        entry.rechecking = undefined;
      });
    return entry.rechecking;
  }

  // The shared table is a cache: when the database cannot be read or locked, this instance reads LiveRC
  // itself as a lone instance would, rather than failing a racer's screen.
  private readShared(key: string): Promise<SharedCopy | null> {
    return (this.shared as SharedPages).read(key).catch(() => null);
  }

  private lock(key: string): Promise<Lease | null> {
    return (this.shared as SharedPages).tryLock(key).catch(() => UNLOCKED);
  }

  private async load<T>(url: string, kind: PageKind<T>): Promise<Entry> {
    this.health.fetchStarted();
    try {
      const page = await this.client.fetchPage(url);
      const parsed = kind.parse(page.html, page.finalUrl);
      if (!parsed.ok) throw new HttpError(502, `LiveRC page could not be read: ${parsed.error}`);
      this.health.fetchSucceeded();
      const now = this.now();
      return {
        data: parsed.data,
        fetchedAt: new Date(now),
        freshUntil: now + kind.freshForMs(parsed.data, now),
      };
    } catch (error) {
      // Only no answer, a time-out, a 5xx or garbage count against LiveRC's health; a 404 is an answer.
      if (error instanceof LiveRcError && error.answered) this.health.fetchSucceeded();
      else this.health.fetchFailed();
      throw error;
    }
  }
}

/** Stands in for a lock that could not be asked for: nothing to release. */
const UNLOCKED: Lease = { lost: false, onLost: () => {}, release: async () => {} };
