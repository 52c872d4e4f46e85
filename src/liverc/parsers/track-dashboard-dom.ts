// The DOM reader of a track dashboard that track-dashboard.ts's streaming pass replaced (issue 17, item 4). Kept
// only as the tests' reference: track-dashboard.test.ts checks both give the same output on every saved page.
import type { Element } from 'domhandler';
import { trackSlugOf } from '../urls.ts';
import {
  all,
  attr,
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
import { decodeNoSpam, externalLink, NOT_THIS_PAGE, type TrackDashboard } from './track-dashboard.ts';
import { parseCount } from './values.ts';

export function parseTrackDashboardWithDom(html: string, pageUrl: string): ParseResult<TrackDashboard> {
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

function tileCount(tiles: Element, label: RegExp): number | null {
  const stats = all('.stats', tiles).find((element) => label.test(visibleText(element)));
  const huge = stats?.parent ? one('.huge', stats.parent) : null;
  return parseCount(visibleText(huge));
}

type Contact = Pick<TrackDashboard, 'addressLines' | 'address' | 'phone' | 'website' | 'email'>;

/** `<address>`: `<strong>` name, address lines split by `<br>`, then `abbr[title]` labelled phone/web/e-mail. */
function readContact(address: Element | null, pageUrl: string): Contact {
  if (!address) return { addressLines: [], address: null, phone: null, website: null, email: null };
  const lines: string[] = [];
  let line = '';
  for (const child of address.children) {
    if (child.type === 'tag' && child.name === 'abbr') break;
    if (child.type === 'tag' && child.name === 'strong') continue;
    if (child.type === 'tag' && child.name === 'br') {
      if (line.trim()) lines.push(line.replace(/\s+/g, ' ').trim());
      line = '';
    } else {
      line += rawVisibleText(child);
    }
  }
  if (line.trim()) lines.push(line.replace(/\s+/g, ' ').trim());
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

/** The free text after the address row: LiveRC puts it in a row below an `<hr>`. */
function readDescription(about: Element): string | null {
  const body = one('.panel-body', about) ?? about;
  const rows = body.children.filter(
    (child): child is Element => child.type === 'tag' && hasClass(child, 'row'),
  );
  const texts = rows
    .filter((row) => !one('address', row) && one('hr', row))
    .map((row) =>
      rawVisibleText(row)
        .split('\n')
        .map((each) => each.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
  return texts.length > 0 ? texts.join('\n') : null;
}
