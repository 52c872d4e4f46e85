// Parses the global track catalogue (live.liverc.com): one row per LiveRC track, about 1,100 of them.
import type { Element } from 'domhandler';
import type { LiveStatus } from '../../domain/liverc.ts';
import { trackSlugOf, trackUrl } from '../urls.ts';
import {
  all,
  attr,
  cellsOf,
  fail,
  guard,
  hasClass,
  loadDocument,
  ok,
  type ParseResult,
  resolveUrl,
  visibleText,
} from './common.ts';
import { liveStatusFromActivity, type TrackActivity } from './live-status.ts';

export type CatalogueTrack = {
  name: string;
  /** Lower-cased host label from the track link (slugs are opaque: never derived from the name). */
  slug: string;
  url: string;
  activity: TrackActivity | null;
  liveStatus: LiveStatus | null;
  /** The video-camera icon is lit (`status_video_1`); independent of activity. */
  liveVideo: boolean;
  /** The star icon (`status_featured`). */
  featured: boolean;
  /** LiveRC's relative text, e.g. `1 minute ago`, `last month`. */
  lastActivity: string | null;
  /** The current or last event's name, when the row shows one. */
  eventName: string | null;
};

export type TrackCatalogue = { tracks: CatalogueTrack[] };

const NOT_THIS_PAGE = 'not a track catalogue page';

export function parseTrackCatalogue(html: string, pageUrl: string): ParseResult<TrackCatalogue> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const table = all('table', loadDocument(html)).find(isCatalogue);
    if (!table) return fail(NOT_THIS_PAGE, warnings);
    const tracks: CatalogueTrack[] = [];
    let rowNumber = 0;
    for (const row of shownBelow(table, 'tr')) {
      const cells = cellsOf(row);
      if (!cells.some((cell) => cell.name === 'td')) continue;
      rowNumber += 1;
      const track = readRow(cells, pageUrl, rowNumber, warnings);
      if (track) tracks.push(track);
    }
    if (tracks.length === 0) return fail('empty results', warnings);
    return ok({ tracks }, warnings);
  });
}

/** Classed `track_list`, or, should the class change, headed Status | Track Name. */
function isCatalogue(table: Element): boolean {
  if (hasClass(table, 'track_list')) return true;
  const headers = all('th', table).map((th) => visibleText(th).toLowerCase());
  return headers.includes('status') && headers.includes('track name');
}

// The two walks below leave out `.hidden` elements and what they hold: LiveRC hides sort and filter words in the
// rows. They run on each of a thousand rows while the page's whole DOM is alive, so they allocate next to nothing:
// every allocation brings closer a young-generation collection that has to copy that DOM.

/** The outermost elements named `name` below `root`, in document order. */
function shownBelow(root: Element, name: string, found: Element[] = []): Element[] {
  for (const child of root.children) {
    if (child.type !== 'tag' || hasClass(child, 'hidden')) continue;
    if (child.name === name) found.push(child);
    else shownBelow(child, name, found);
  }
  return found;
}

/** The first element named `name` (and classed `className`, when given) below `root`. */
function firstShown(root: Element | undefined, name: string, className?: string): Element | null {
  for (const child of root?.children ?? []) {
    if (child.type !== 'tag' || hasClass(child, 'hidden')) continue;
    if (child.name === name && (className === undefined || hasClass(child, className))) return child;
    const below = firstShown(child, name, className);
    if (below) return below;
  }
  return null;
}

/** Status cell: activity, video and featured icons and the last activity; name cell: the track link and event. */
function readRow(
  cells: Element[],
  pageUrl: string,
  rowNumber: number,
  warnings: string[],
): CatalogueTrack | null {
  const [status, nameCell] = cells.filter((cell) => !hasClass(cell, 'hidden'));
  const link = firstShown(nameCell, 'a');
  const href = attr(link, 'href');
  const url = resolveUrl(href, pageUrl);
  const slug = url ? trackSlugOf(url) : null;
  const name = visibleText(link);
  if (!slug || !name) {
    warnings.push(`row ${rowNumber}: no track link or name (${href ?? 'no link'}), skipped`);
    return null;
  }
  const icons = status ? shownBelow(status, 'i') : [];
  const activity = activityOf(icons);
  if (!activity) warnings.push(`row ${rowNumber} (${name}): no known activity icon`);
  return {
    name,
    slug,
    url: trackUrl(slug),
    activity,
    liveStatus: activity ? liveStatusFromActivity(activity) : null,
    liveVideo: lit(icons, 'status_video_1'),
    featured: lit(icons, 'status_featured'),
    lastActivity: visibleText(firstShown(status, 'small')) || null,
    eventName: visibleText(firstShown(nameCell, 'div', 'indent')) || null,
  };
}

/** The activity icon: `status_2` racing, `status_1` practising, `status_0` idle. */
function activityOf(icons: Element[]): TrackActivity | null {
  if (lit(icons, 'status_2')) return 'racing';
  if (lit(icons, 'status_1')) return 'practising';
  if (lit(icons, 'status_0')) return 'idle';
  return null;
}

const lit = (icons: Element[], name: string): boolean => icons.some((icon) => hasClass(icon, name));
