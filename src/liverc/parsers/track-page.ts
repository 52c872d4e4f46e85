// Parses a track dashboard (`https://{slug}.liverc.com/`): live status, contact details, logo and stats. Read on
// every live poll of every followed track (decision 009).
import type { Element } from 'domhandler';
import type { LiveStatus } from '../../domain/liverc.ts';
import { trackSlugOf } from '../urls.ts';
import {
  all,
  attr,
  collapse,
  fail,
  findPanel,
  guard,
  hasClass,
  keyValueRows,
  loadDocument,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  rawVisibleText,
  readBreadcrumb,
  resolveUrl,
  visibleText,
} from './common.ts';
import { liveStatusFromDashboardText } from './live-status.ts';
import { parseCount } from './values.ts';

export type TrackPage = {
  slug: string | null;
  name: string | null;
  liveStatus: LiveStatus | null;
  /** The tile's words, e.g. `LIVE (Racing)`. */
  liveStatusText: string | null;
  /** Street, town and postcode, country: the lines under the name, as written. */
  addressLines: string[];
  address: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  /** Free text under the address, line breaks kept as '\n'. */
  description: string | null;
  logoUrl: string | null;
  /** The number in the logo's path `track_logos/{id}/`, LiveRC's numeric track id (docs/liverc/REFERENCE.md §5). */
  trackId: number | null;
  month: { results: number | null; practiceSessions: number | null; videos: number | null };
  lifetime: {
    laps: number | null;
    practiceSessions: number | null;
    races: number | null;
    entries: number | null;
    events: number | null;
  };
};

export const NOT_THIS_PAGE = 'not a track dashboard page';

export function parseTrackPage(html: string, pageUrl: string): ParseResult<TrackPage> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const tiles = one('.dashboard_panels', doc);
    if (!tiles) return fail(NOT_THIS_PAGE, warnings);
    const liveTile = all('a[href]', tiles).find((a) => /\/live\/?$/.test(attr(a, 'href') ?? ''));
    const liveStatusText = nonEmpty(visibleText(one('.stats', liveTile ?? tiles)));
    const liveStatus = liveStatusText ? liveStatusFromDashboardText(liveStatusText) : null;
    if (liveStatusText && !liveStatus) warnings.push(`unknown live status '${liveStatusText}'`);

    const about = findPanel(doc, /^About\b/i);
    const address = one('address', about ?? doc);
    const contact = readContact(address, pageUrl);
    const logo = about
      ? all('img[src]', about).find((img) => /track_logos\//.test(attr(img, 'src') ?? ''))
      : undefined;
    const logoUrl = resolveUrl(attr(logo, 'src'), pageUrl);
    const heading = readBreadcrumb(doc).h1;
    const lifetime = keyValueRows(one('table', findPanel(doc, /Lifetime Track Stats/i) ?? doc));
    const count = (label: string) => parseCount(visibleText(lifetime.get(label)));
    return ok(
      {
        slug: trackSlugOf(pageUrl),
        name:
          nonEmpty(visibleText(one('strong', address ?? doc))) ??
          heading?.replace(/['’]s Dashboard$/, '') ??
          null,
        liveStatus,
        liveStatusText,
        ...contact,
        description: about ? readDescription(about) : null,
        logoUrl,
        trackId: Number(/track_logos\/(\d+)\//.exec(logoUrl ?? '')?.[1]) || null,
        month: {
          results: tileCount(tiles, /Results This Month/i),
          practiceSessions: tileCount(tiles, /Sessions This Month/i),
          videos: tileCount(tiles, /Videos This Month/i),
        },
        lifetime: {
          laps: count('laps'),
          practiceSessions: count('practice sessions'),
          races: count('races'),
          entries: count('entries'),
          events: count('events'),
        },
      },
      warnings,
    );
  });
}

/** The number in the `.huge` beside the first `.stats` tile label that matches. */
function tileCount(tiles: Element, label: RegExp): number | null {
  const stats = all('.stats', tiles).find((element) => label.test(visibleText(element)));
  const huge = stats?.parent ? one('.huge', stats.parent) : null;
  return parseCount(visibleText(huge));
}

type Contact = Pick<TrackPage, 'addressLines' | 'address' | 'phone' | 'website' | 'email'>;

/** `<address>`: `<strong>` name, address lines split by `<br>`, then `abbr[title]` labelled phone/web/e-mail. */
function readContact(address: Element | null, pageUrl: string): Contact {
  if (!address) return { addressLines: [], address: null, phone: null, website: null, email: null };
  const lines: string[] = [];
  let line = '';
  for (const child of address.children) {
    if (child.type === 'tag' && child.name === 'abbr') break;
    if (child.type === 'tag' && child.name === 'strong') continue;
    if (child.type === 'tag' && child.name === 'br') {
      if (line.trim()) lines.push(collapse(line));
      line = '';
    } else {
      line += rawVisibleText(child);
    }
  }
  if (line.trim()) lines.push(collapse(line));
  const after = (title: string) => {
    const abbr = all('abbr', address).find((each) => attr(each, 'title')?.toLowerCase() === title);
    return abbr ? nextLink(abbr) : null;
  };
  const phoneLink = after('phone');
  const websiteLink = after('website');
  const emailLink = after('e-mail');
  return {
    addressLines: lines,
    address: lines.length > 0 ? lines.join(', ') : null,
    phone:
      phoneLink && /^tel:/i.test(attr(phoneLink, 'href') ?? '') ? nonEmpty(visibleText(phoneLink)) : null,
    website: websiteLink ? externalLink(attr(websiteLink, 'href'), pageUrl) : null,
    email: emailLink ? decodeNoSpam(attr(emailLink, 'href'), visibleText(emailLink)) : null,
  };
}

/** The link that follows a label, up to the next `<br>` (a missing phone is the text `N/A`, no link). */
function nextLink(label: Element): Element | null {
  let node = label.next;
  while (node) {
    if (node.type === 'tag' && node.name === 'br') return null;
    if (node.type === 'tag' && node.name === 'a') return node;
    node = node.next;
  }
  return null;
}

/** A club's own site as written (`http://www.cormcc.org`, no added slash); relative links are resolved. */
export function externalLink(href: string | null, pageUrl: string): string | null {
  const text = href?.trim() ?? '';
  return /^https?:\/\/[^\s/]+/i.test(text) ? text : resolveUrl(text, pageUrl);
}

/** `javascript:noSpam('user', 'domain.org');` → user@domain.org; the entity-encoded link text must agree. */
export function decodeNoSpam(href: string | null, shown: string): string | null {
  const match = /noSpam\(\s*'([^']*)'\s*,\s*'([^']*)'\s*\)/.exec(href ?? '');
  const fromScript = match?.[1] && match[2] ? `${match[1]}@${match[2]}` : null;
  const fromText = /^[^\s@]+@[^\s@]+$/.test(shown) ? shown : null;
  if (fromScript && fromText && fromScript !== fromText) return null;
  return fromScript ?? fromText;
}

/** The free text after the address row: LiveRC puts it in a row below an `<hr>`. */
function readDescription(about: Element): string | null {
  const body = one('.panel-body', about) ?? about;
  const rows = body.children.filter(
    (child): child is Element => child.type === 'tag' && hasClass(child, 'row'),
  );
  const texts = rows
    .filter((row) => !one('address', row) && one('hr', row))
    .map((row) => rawVisibleText(row).split('\n').map(collapse).filter(Boolean).join('\n'))
    .filter(Boolean);
  return texts.length > 0 ? texts.join('\n') : null;
}
