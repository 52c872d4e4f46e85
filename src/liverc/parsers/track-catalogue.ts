// Parses the global track catalogue (live.liverc.com) in one streaming pass: the page is 0.6–0.9 MB. Driven on the
// same skipping tokenizer as our DOM build (tag-driver.ts, skipping-tokenizer.ts), the scan costs less than that
// build plus reading only the cells' text (docs/decisions/010-parsers-floor.md).
import type { LiveStatus } from '../../domain/liverc.ts';
import { trackSlugOf, trackUrl } from '../urls.ts';
import { fail, ok, type ParseResult, resolveUrl } from './common.ts';
import { liveStatusFromActivity, type TrackActivity } from './live-status.ts';
import { driveTags } from './tag-driver.ts';
import { collapse, hasClassWord } from './whitespace.ts';

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

type Row = {
  cell: number;
  hasTd: boolean;
  iconClasses: string[];
  href: string | null;
  name: string;
  lastActivity: string;
  eventName: string;
};
type Field = 'name' | 'lastActivity' | 'eventName';

export function parseTrackCatalogue(html: string, pageUrl: string): ParseResult<TrackCatalogue> {
  const warnings: string[] = [];
  try {
    const scan = scanCatalogue(typeof html === 'string' ? html : '');
    if (!scan.sawTable) return fail(NOT_THIS_PAGE, warnings);
    const tracks: CatalogueTrack[] = [];
    scan.rows.forEach((row, index) => {
      const track = toTrack(row, pageUrl, `row ${index + 1}`, warnings);
      if (track) tracks.push(track);
    });
    if (tracks.length === 0) return fail('empty results', warnings);
    return ok({ tracks }, warnings);
  } catch (error) {
    warnings.push(`parser error: ${error instanceof Error ? error.message : String(error)}`);
    return fail(NOT_THIS_PAGE, warnings);
  }
}

/**
 * Collects the body rows of the table classed `track_list` or headed Status | Track Name. The driver gives each
 * element's depth in htmlparser2's tree (implied closes included), so each capture ends with its element.
 */
function scanCatalogue(html: string): { sawTable: boolean; rows: Row[] } {
  const rows: Row[] = [];
  let sawTable = false;
  let table: { depth: number; isCatalogue: boolean; headers: string[]; header: string | null } | null = null;
  let row: Row | null = null;
  let capture: { field: Field; depth: number } | null = null;
  let hiddenDepth: number | null = null;

  driveTags(
    html,
    {
      open(name, depth, attributes) {
        const classAttribute = attributes[0];
        if (name === 'table' && !table) {
          table = {
            depth,
            isCatalogue: hasClassWord(classAttribute, 'track_list'),
            headers: [],
            header: null,
          };
          return;
        }
        if (!table || hiddenDepth !== null) return;
        if (hasClassWord(classAttribute, 'hidden')) {
          hiddenDepth = depth;
          return;
        }
        if (name === 'th' && !row) table.header = '';
        if (name === 'tr') {
          const headers = table.headers.map((each) => each.toLowerCase());
          if (headers.includes('status') && headers.includes('track name')) table.isCatalogue = true;
          row = table.isCatalogue ? blankRow() : null;
          return;
        }
        if (!row) return;
        if (name === 'td' || name === 'th') {
          row.cell += 1;
          row.hasTd ||= name === 'td';
        } else if (row.cell === 0 && name === 'i') {
          row.iconClasses.push(...(classAttribute ?? '').split(/\s+/));
        } else if (!capture && row.cell === 0 && name === 'small') {
          capture = { field: 'lastActivity', depth };
        } else if (!capture && row.cell === 1 && name === 'a' && row.href === null) {
          row.href = attributes[1] ?? null;
          capture = { field: 'name', depth };
        } else if (!capture && row.cell === 1 && name === 'div' && hasClassWord(classAttribute, 'indent')) {
          capture = { field: 'eventName', depth };
        }
      },
      text(text) {
        if (!table || hiddenDepth !== null) return;
        if (table.header !== null) table.header += text;
        if (row && capture) row[capture.field] += text;
      },
      close(name, depth) {
        if (hiddenDepth === depth) hiddenDepth = null;
        if (capture?.depth === depth) capture = null;
        if (table && name === 'th' && table.header !== null) {
          table.headers.push(collapse(table.header));
          table.header = null;
        }
        if (name === 'tr' && row) {
          if (row.hasTd) rows.push(row);
          row = null;
        }
        if (table?.depth === depth) {
          sawTable ||= table.isCatalogue;
          table = null;
        }
      },
    },
    ['class', 'href'],
  );
  return { sawTable, rows };
}

const blankRow = (): Row => ({
  cell: -1,
  hasTd: false,
  iconClasses: [],
  href: null,
  name: '',
  lastActivity: '',
  eventName: '',
});

function toTrack(row: Row, pageUrl: string, where: string, warnings: string[]): CatalogueTrack | null {
  const link = resolveUrl(row.href, pageUrl);
  const slug = link ? trackSlugOf(link) : null;
  const name = collapse(row.name);
  if (!slug || !name) {
    warnings.push(`${where}: no track link or name (${row.href ?? 'no link'}), skipped`);
    return null;
  }
  const activity = activityOf(row.iconClasses);
  if (!activity) warnings.push(`${where} (${name}): no known activity icon`);
  return {
    name,
    slug,
    url: trackUrl(slug),
    activity,
    liveStatus: activity ? liveStatusFromActivity(activity) : null,
    liveVideo: row.iconClasses.includes('status_video_1'),
    featured: row.iconClasses.includes('status_featured'),
    lastActivity: collapse(row.lastActivity) || null,
    eventName: collapse(row.eventName) || null,
  };
}

function activityOf(classes: string[]): TrackActivity | null {
  if (classes.includes('status_2')) return 'racing';
  if (classes.includes('status_1')) return 'practising';
  if (classes.includes('status_0')) return 'idle';
  return null;
}
