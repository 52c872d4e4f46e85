// Fresh/stale cache of parsed LiveRC pages: a fresh copy is served as is; a stale one is served at
// once while a single background refresh runs; the last good copy survives any LiveRC failure.
import { type LiveRcClient, LiveRcError } from '../../liverc/client.ts';
import type { ParseResult } from '../../liverc/parsers/common.ts';
import { parseLiveRcUrl } from '../../liverc/urls.ts';
import { HttpError, toHttpError } from '../errors.ts';

/** `failure`: why the last refresh could not renew this copy (its message is the answer's `error`). */
export type Cached<T> = { data: T; fetchedAt: string; stale: boolean; failure?: HttpError };

export type PageKind<T> = {
  name: string;
  parse(html: string, url: string): ParseResult<T>;
  /** How long a copy stays fresh at `now`; Infinity for pages that never change again (a finished race). */
  freshForMs(data: T, now: number): number;
};

type Entry = {
  data: unknown;
  fetchedAt: Date;
  freshUntil: number;
  failure?: HttpError;
  /** After a failed refresh, the next one waits until then instead of hammering a struggling LiveRC. */
  retryAt?: number;
  refreshing?: Promise<void>;
};

// Enough for every page a busy club looks at in a day; the least recently used copy goes first.
const MAX_ENTRIES = 2_000;
const RETRY_AFTER_FAILURE_MS = 5_000;

export type SourceHealth = {
  fetchStarted(): void;
  fetchSucceeded(): void;
  fetchFailed(): void;
};

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly firstFetches = new Map<string, Promise<Entry>>();

  constructor(
    private readonly client: LiveRcClient,
    private readonly health: SourceHealth,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The page's data: cached when possible; throws LiveRC's failure only when nothing good exists. */
  async get<T>(input: string, kind: PageKind<T>, options: { refresh?: boolean } = {}): Promise<Cached<T>> {
    // One spelling per page ('HTTPS://Track.LiveRC.com/' and 'https://track.liverc.com/' share a copy).
    const url = parseLiveRcUrl(input).toString();
    const key = `${kind.name} ${url}`;
    const entry = this.entries.get(key);
    if (!entry) return this.view<T>(await this.firstFetch(key, url, kind), false);
    this.touch(key, entry);
    if (options.refresh) {
      await this.refresh(url, kind, entry);
      return this.view<T>(entry, entry.failure !== undefined);
    }
    // A copy whose renewal just failed is stale whatever its age: LiveRC could not confirm it.
    if (this.now() < entry.freshUntil) return this.view<T>(entry, entry.failure !== undefined);
    if (this.now() >= (entry.retryAt ?? 0)) void this.refresh(url, kind, entry);
    return this.view<T>(entry, true);
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  private view<T>(entry: Entry, stale: boolean): Cached<T> {
    const view: Cached<T> = { data: entry.data as T, fetchedAt: entry.fetchedAt.toISOString(), stale };
    if (entry.failure) view.failure = entry.failure;
    return view;
  }

  private firstFetch<T>(key: string, url: string, kind: PageKind<T>): Promise<Entry> {
    let pending = this.firstFetches.get(key);
    if (!pending) {
      pending = this.load(url, kind)
        .then((loaded) => {
          this.touch(key, loaded);
          return loaded;
        })
        .finally(() => this.firstFetches.delete(key));
      this.firstFetches.set(key, pending);
    }
    return pending;
  }

  private refresh<T>(url: string, kind: PageKind<T>, entry: Entry): Promise<void> {
    entry.refreshing ??= this.load(url, kind)
      .then((loaded) => {
        Object.assign(entry, loaded, { failure: undefined, retryAt: undefined });
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
