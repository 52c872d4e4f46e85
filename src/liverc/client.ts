// The only way Pitboard talks to LiveRC: refuses non-LiveRC addresses, bounds time and size, retries
// politely, limits requests per host and shares one upstream fetch among concurrent callers.
import { LiveRcUrlError, parseLiveRcUrl, tryParseLiveRcUrl } from './urls.ts';

export type LiveRcPage = {
  /** The address asked for. */
  url: string;
  /** The address that answered, after redirects inside LiveRC. */
  finalUrl: string;
  html: string;
  fetchedAt: Date;
};

export type LiveRcFailure =
  | 'invalid-url'
  | 'bad-redirect'
  | 'unreachable'
  | 'timeout'
  | 'not-found'
  | 'too-large'
  | 'http';

export class LiveRcError extends Error {
  constructor(
    readonly kind: LiveRcFailure,
    message: string,
  ) {
    super(message);
    this.name = 'LiveRcError';
  }

  /**
   * LiveRC answered, just not with a page we can use: a 404 (a heat not yet posted, a track without a
   * dashboard), another 4xx, or a redirect off LiveRC. LiveRC itself is up.
   */
  get answered(): boolean {
    return ['not-found', 'http', 'invalid-url', 'bad-redirect'].includes(this.kind);
  }
}

export type LiveRcClientOptions = {
  /** Sends every request to this base URL instead (the replay server); the LiveRC host travels in a header. */
  upstream?: string | null;
  timeoutMs?: number;
  retries?: number;
  maxInFlightPerHost?: number;
  /** The least time between two request starts to one host. */
  minGapMs?: number;
  maxBytes?: number;
  userAgent?: string;
};

export const UPSTREAM_HOST_HEADER = 'x-liverc-host';
const MAX_REDIRECTS = 5;

/**
 * `paced: false` for a live feed's own reads (one page a poll, the rest only when it shows a change): they are
 * not spaced by the gap meant for bursts, which would add 100 ms per page to what a racer waits for. The limit
 * of requests in flight still holds.
 */
export type FetchOptions = { paced?: boolean };

export type LiveRcClient = {
  fetchPage(url: string, options?: FetchOptions): Promise<LiveRcPage>;
  /**
   * One raw request, for the live socket's polling transport: the same address rule (no redirect followed,
   * none cached or shared), an optional body, and its own timeout for long polls.
   */
  exchange(url: string, options?: ExchangeOptions): Promise<{ status: number; body: string }>;
};

export type ExchangeOptions = { method?: 'GET' | 'POST'; body?: string; timeoutMs?: number };

export function createLiveRcClient({
  upstream: upstreamUrl,
  timeoutMs = 8_000,
  retries = 2,
  maxInFlightPerHost = 4,
  minGapMs = 100,
  maxBytes = 5 * 1024 * 1024,
  userAgent = 'Pitboard/0.1 (RC racing companion; +https://github.com/pitboard)',
}: LiveRcClientOptions = {}): LiveRcClient {
  const upstream = upstreamUrl ? new URL(upstreamUrl) : null;
  const inFlight = new Map<string, Promise<LiveRcPage>>();
  const hosts = new Map<string, HostGate>();

  const gateFor = (host: string) => {
    if (!hosts.has(host)) hosts.set(host, new HostGate(maxInFlightPerHost, minGapMs));
    return hosts.get(host)!;
  };

  async function fetchOnce(target: URL, exchange: ExchangeOptions = {}) {
    const requestUrl = upstream ? onUpstream(upstream, target) : target;
    const headers: Record<string, string> = {
      'user-agent': userAgent,
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip, deflate, br',
    };
    if (upstream) headers[UPSTREAM_HOST_HEADER] = target.host;
    if (exchange.body !== undefined) headers['content-type'] = 'text/plain;charset=UTF-8';
    const signal = AbortSignal.timeout(exchange.timeoutMs ?? timeoutMs);
    try {
      const response = await fetch(requestUrl, {
        method: exchange.method ?? 'GET',
        body: exchange.body,
        headers,
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        return { status: response.status, location, html: '' };
      }
      const declared = Number(response.headers.get('content-length'));
      if (declared > maxBytes) {
        await response.body?.cancel();
        throw new LiveRcError('too-large', 'LiveRC page is too large');
      }
      return { status: response.status, location, html: await readCapped(response, maxBytes) };
    } catch (error) {
      if (error instanceof LiveRcError) throw error;
      if (signal.aborted) throw new LiveRcError('timeout', 'LiveRC did not answer in time');
      throw new LiveRcError('unreachable', 'LiveRC is unreachable');
    }
  }

  /** One address, with retries for network errors and 5xx answers. */
  async function fetchWithRetries(target: URL, paced: boolean) {
    const gate = gateFor(target.host);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await gate.run(() => fetchOnce(target), paced);
        if (answer.status >= 500 && attempt < retries) {
          await backoff(attempt);
          continue;
        }
        return answer;
      } catch (error) {
        // A timeout already cost the caller 8 s; retrying it would triple that, so only resets retry.
        const retryable = error instanceof LiveRcError && error.kind === 'unreachable';
        if (!retryable || attempt >= retries) throw error;
        await backoff(attempt);
      }
    }
  }

  async function fetchFollowingRedirects(url: string, paced: boolean): Promise<LiveRcPage> {
    let target = toLiveRcUrl(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const answer = await fetchWithRetries(target, paced);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        // A redirect is a new address and passes the same rule: it may not leave LiveRC. That is LiveRC's
        // answer going wrong, not the racer's address: a 502, not a 400.
        const next = tryParseLiveRcUrl(resolved(answer.location, target));
        if (!next)
          throw new LiveRcError('bad-redirect', 'LiveRC redirected to an address that is not LiveRC');
        target = next;
        continue;
      }
      if (answer.status === 404) throw new LiveRcError('not-found', 'LiveRC page not found');
      if (answer.status >= 500) throw new LiveRcError('unreachable', 'LiveRC is unreachable');
      if (answer.status >= 400) throw new LiveRcError('http', `LiveRC answered ${answer.status}`);
      return { url, finalUrl: target.toString(), html: answer.html, fetchedAt: new Date() };
    }
    throw new LiveRcError('unreachable', 'LiveRC redirected too many times');
  }

  return {
    async exchange(url, options = {}) {
      const answer = await fetchOnce(toLiveRcUrl(url), options);
      return { status: answer.status, body: answer.html };
    },
    async fetchPage(url, options = {}) {
      const key = toLiveRcUrl(url).toString();
      const running = inFlight.get(key);
      if (running) return running;
      const request = fetchFollowingRedirects(key, options.paced ?? true).finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}

/**
 * The LiveRC address's path and query on the replay server. Set field by field, never parsed as a relative
 * address: no part of a LiveRC address can then name another host or port.
 */
function onUpstream(upstream: URL, target: URL): URL {
  const url = new URL(upstream.origin);
  url.pathname = `${upstream.pathname.replace(/\/+$/, '')}${target.pathname}`;
  url.search = target.search;
  return url;
}

function toLiveRcUrl(input: string): URL {
  try {
    return parseLiveRcUrl(input);
  } catch (error) {
    if (error instanceof LiveRcUrlError) throw new LiveRcError('invalid-url', error.message);
    throw error;
  }
}

/** A redirect's Location against the page that sent it, or '' when it is no address at all. */
function resolved(location: string, base: URL): string {
  try {
    return new URL(location, base).toString();
  } catch {
    return '';
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new LiveRcError('too-large', 'LiveRC page is too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt + Math.random() * 100));

/** At most `limit` requests in flight to one host, and paced starts at least `gapMs` apart. */
class HostGate {
  private active = 0;
  private nextStart = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly gapMs: number,
  ) {}

  async run<T>(task: () => Promise<T>, paced = true): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so a newcomer cannot jump the queue.
    if (this.active < this.limit) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      // A monotonic clock: a wall-clock jump (NTP, a suspended laptop) must not stall requests.
      const now = performance.now();
      const wait = paced ? this.nextStart - now : 0;
      // An unpaced start still counts: a burst right after it keeps its distance.
      this.nextStart = Math.max(now, this.nextStart) + this.gapMs;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
