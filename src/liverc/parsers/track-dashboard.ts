// Parses a track dashboard (`https://{slug}.liverc.com/`): live status, contact details, logo and stats. Read on
// every live poll of every followed track (decision 009), so it is one streaming pass (track-dashboard-scan.ts)
// rather than a DOM; track-dashboard-dom.ts, the DOM reader it replaced, is the tests' reference for its output.
import type { LiveStatus } from '../../domain/liverc.ts';
import { trackSlugOf } from '../urls.ts';
import { fail, guard, nonEmpty, ok, type ParseResult, resolveUrl } from './common.ts';
import { liveStatusFromDashboardText } from './live-status.ts';
import {
  type AddressRecord,
  type Capture,
  type DashboardScan,
  type PanelRecord,
  scanDashboard,
} from './track-dashboard-scan.ts';
import { parseCount } from './values.ts';
import { collapse } from './whitespace.ts';

export type TrackDashboard = {
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

const textOf = (capture: Capture | null | undefined): string => collapse(capture?.raw ?? '');

export function parseTrackDashboard(html: string, pageUrl: string): ParseResult<TrackDashboard> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const scan = scanDashboard(typeof html === 'string' ? html : '');
    if (!scan.sawTiles) return fail(NOT_THIS_PAGE, warnings);
    const liveStats = scan.sawLiveTile ? scan.stats.find((each) => each.inLiveTile) : scan.stats[0];
    const liveStatusText = nonEmpty(textOf(liveStats?.text));
    const liveStatus = liveStatusText ? liveStatusFromDashboardText(liveStatusText) : null;
    if (liveStatusText && !liveStatus) warnings.push(`unknown live status '${liveStatusText}'`);

    const about = findPanel(scan, /^About\b/i);
    const address = about
      ? scan.addresses.find((each) => each.panelIds.includes(about.id))
      : scan.addresses[0];
    const contact = readContact(address, pageUrl);
    const logo = about ? scan.logos.find((each) => each.panelIds.includes(about.id)) : undefined;
    const logoUrl = resolveUrl(logo?.src ?? null, pageUrl);
    const heading = nonEmpty(textOf(scan.sawCrumb ? scan.crumbH1 : scan.firstH1));
    const lifetime = lifetimeRows(scan);
    const count = (label: string) => parseCount(textOf(lifetime.get(label)));
    return ok(
      {
        slug: trackSlugOf(pageUrl),
        name:
          nonEmpty(textOf(address ? address.strong : scan.firstStrong)) ??
          heading?.replace(/['’]s Dashboard$/, '') ??
          null,
        liveStatus,
        liveStatusText,
        ...contact,
        description: about ? readDescription(scan, about) : null,
        logoUrl,
        trackId: Number(/track_logos\/(\d+)\//.exec(logoUrl ?? '')?.[1]) || null,
        month: {
          results: tileCount(scan, /Results This Month/i),
          practiceSessions: tileCount(scan, /Sessions This Month/i),
          videos: tileCount(scan, /Videos This Month/i),
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

/** The first `div.panel` whose first `.panel-heading` reads as `heading`, as common.ts's `findPanel`. */
function findPanel(scan: DashboardScan, heading: RegExp): PanelRecord | undefined {
  return scan.panels.find((panel) => panel.heading !== null && heading.test(textOf(panel.heading)));
}

/** The number in the `.huge` beside the first `.stats` tile label that matches. */
function tileCount(scan: DashboardScan, label: RegExp): number | null {
  const stats = scan.stats.find((each) => label.test(textOf(each.text)));
  const huge = stats ? scan.huge.find((each) => each.ancestorIds.includes(stats.parentId)) : undefined;
  return parseCount(textOf(huge?.text));
}

/** `th` label → `td` text of the first table in the Lifetime Track Stats panel (the page's first, without one). */
function lifetimeRows(scan: DashboardScan): Map<string, Capture> {
  const panel = findPanel(scan, /Lifetime Track Stats/i);
  const table = panel ? scan.tables.find((each) => each.panelIds.includes(panel.id)) : scan.tables[0];
  const rows = new Map<string, Capture>();
  for (const row of table?.rows ?? []) if (row.th && row.td) rows.set(textOf(row.th).toLowerCase(), row.td);
  return rows;
}

type Contact = Pick<TrackDashboard, 'addressLines' | 'address' | 'phone' | 'website' | 'email'>;

/** `<address>`: `<strong>` name, address lines split by `<br>`, then `abbr[title]` labelled phone/web/e-mail. */
function readContact(address: AddressRecord | undefined, pageUrl: string): Contact {
  if (!address) return { addressLines: [], address: null, phone: null, website: null, email: null };
  const lines = address.lines;
  const phoneLink = address.links.get('phone');
  const websiteLink = address.links.get('website');
  const emailLink = address.links.get('e-mail');
  return {
    addressLines: lines,
    address: lines.length > 0 ? lines.join(', ') : null,
    phone: phoneLink && /^tel:/i.test(phoneLink.href ?? '') ? nonEmpty(textOf(phoneLink.text)) : null,
    website: websiteLink ? externalLink(websiteLink.href, pageUrl) : null,
    email: emailLink ? decodeNoSpam(emailLink.href, textOf(emailLink.text)) : null,
  };
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

/** The free text after the address row: LiveRC puts it in a row below an `<hr>`, in the About panel's body. */
function readDescription(scan: DashboardScan, about: PanelRecord): string | null {
  const bodyId = scan.panelBodies.find((each) => each.panelIds.includes(about.id))?.id ?? about.id;
  const texts = scan.rows
    .filter((row) => row.parentId === bodyId && !row.hasAddress && row.hasHr)
    .map((row) =>
      row.text.raw
        .split('\n')
        .map((each) => each.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
  return texts.length > 0 ? texts.join('\n') : null;
}
