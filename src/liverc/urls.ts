// LiveRC address rules: which URLs Pitboard may fetch, how to build each page's URL, and reading ids back out.

export const LIVERC_URL_ERROR = 'URL must be a LiveRC address';

export class LiveRcUrlError extends Error {
  constructor() {
    super(LIVERC_URL_ERROR);
    this.name = 'LiveRcUrlError';
  }
}

// One DNS label: letters, digits, hyphens inside. `xn--` labels are refused because a punycode slug would
// let a look-alike Unicode name pass as a LiveRC track.
const SLUG = /^(?!xn--)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOST = /^([a-z0-9-]+)\.liverc\.com$/;
// LiveRC's own hosts, never tracks (docs/liverc/REFERENCE.md §1).
const NOT_TRACKS = new Set(['live', 'www']);
const MAX_URL_LENGTH = 2048;

/**
 * Accepts only `https://live.liverc.com/…` and `https://{slug}.liverc.com/…` and returns the normalised URL
 * (host lower-cased, a user-pasted `www.` before a slug removed, fragment dropped).
 * @throws LiveRcUrlError with the message 'URL must be a LiveRC address'
 */
export function parseLiveRcUrl(input: string): URL {
  const url = tryParseLiveRcUrl(input);
  if (!url) throw new LiveRcUrlError();
  return url;
}

/** The same rule as `parseLiveRcUrl`, answering null instead of throwing. */
export function tryParseLiveRcUrl(input: string): URL | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  // Non-ASCII input is refused outright: the URL parser would map look-alike characters to ASCII.
  if (text.length === 0 || text.length > MAX_URL_LENGTH || !/^[\x21-\x7e]+$/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  // No LiveRC page has an empty path segment or a backslash: `//127.0.0.1:47999/x` (or `/\`, `/..//`)
  // would name another host wherever the path is joined to a base address.
  if (url.pathname.includes('//') || /\\|%5c/i.test(text)) return null;
  const host = url.hostname.toLowerCase().replace(/^www\.(?=[a-z0-9-]+\.liverc\.com$)/, '');
  const slug = HOST.exec(host)?.[1];
  if (!slug || !SLUG.test(slug)) return null;
  url.hostname = host;
  url.hash = '';
  return url;
}

export function isLiveRcUrl(input: string): boolean {
  return tryParseLiveRcUrl(input) !== null;
}

/** The track slug of a LiveRC track URL, or null for the catalogue/news hosts and anything else. */
export function trackSlugOf(input: string | URL): string | null {
  const url = tryParseLiveRcUrl(String(input));
  const slug = url ? HOST.exec(url.hostname)?.[1] : undefined;
  return slug && !NOT_TRACKS.has(slug) ? slug : null;
}

function trackBase(slug: string): string {
  const lower = slug.toLowerCase();
  if (!SLUG.test(lower) || NOT_TRACKS.has(lower)) throw new LiveRcUrlError();
  return `https://${lower}.liverc.com`;
}

function id(value: number | string): string {
  const text = String(value);
  if (!/^[1-9][0-9]{0,15}$/.test(text)) throw new RangeError(`not a LiveRC id: ${text}`);
  return text;
}

export const catalogueUrl = (): string => 'https://live.liverc.com/';
export const trackUrl = (slug: string): string => `${trackBase(slug)}/`;
/** A track's own address from any address of it (its dashboard, events, a race); null if not a track's. */
export function trackRootOf(input: string): string | null {
  const slug = trackSlugOf(input);
  return slug ? trackUrl(slug) : null;
}
export const eventsListUrl = (slug: string): string => `${trackBase(slug)}/events/`;
export const eventUrl = (slug: string, eventId: number | string): string =>
  `${trackBase(slug)}/results/?p=view_event&id=${id(eventId)}`;
export const entryListUrl = (slug: string, eventId: number | string): string =>
  `${trackBase(slug)}/results/?p=view_entry_list&id=${id(eventId)}`;

export function practiceDayUrl(slug: string, date: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date)) {
    throw new RangeError(`not a date (yyyy-mm-dd): ${date}`);
  }
  return `${trackBase(slug)}/practice/?p=session_list&d=${date}`;
}

export type LiveRcPageRef = { page: string; id: number | null };

/**
 * The `p` page name and numeric `id` of a results/practice URL. URLSearchParams decodes `view%5Frace%5Fresult`
 * and ignores parameter order, both of which LiveRC links vary (docs/liverc/REFERENCE.md §3.4).
 */
export function pageRefOf(input: string | URL, base?: string): LiveRcPageRef | null {
  let url: URL;
  try {
    url = new URL(String(input), base);
  } catch {
    return null;
  }
  const page = url.searchParams.get('p');
  if (!page) return null;
  const raw = url.searchParams.get('id');
  const parsed = raw !== null && /^[0-9]{1,16}$/.test(raw) ? Number(raw) : null;
  return { page, id: parsed !== null && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null };
}

function idFor(page: string, input: string | URL, base?: string): number | null {
  const ref = pageRefOf(input, base);
  return ref?.page === page ? ref.id : null;
}

export const eventIdFromUrl = (input: string | URL, base?: string): number | null =>
  idFor('view_event', input, base) ??
  idFor('view_entry_list', input, base) ??
  idFor('event_overall_ranking', input, base);
/**
 * The event page's address Pitboard reads, from a pasted LiveRC event link
 * (`https://{slug}.liverc.com/results/?p=view_event&id={id}`, its parameters in any order); null for any
 * other address: another page, a track's own, or not LiveRC's.
 */
export function eventPageUrlOf(input: string): string | null {
  const url = tryParseLiveRcUrl(input);
  const slug = url ? trackSlugOf(url) : null;
  if (!url || !slug || !/^\/results\/?$/.test(url.pathname)) return null;
  const ref = pageRefOf(url);
  return ref?.page === 'view_event' && ref.id !== null ? eventUrl(slug, ref.id) : null;
}

export const raceIdFromUrl = (input: string | URL, base?: string): number | null =>
  idFor('view_race_result', input, base);
