// Parses an event page (`/results/?p=view_event&id=`): its races grouped by round, and its lineup and ranking links.
// It reads the page in one streaming pass (results-page-scan.ts) instead of building a DOM and querying it:
// issue 17 wants every page type within 1.5x of a bare htmlparser2 pass. A page with nested or irregular tables
// goes to the DOM reader (event-dom.ts); event-reference.test.ts checks both read alike.
import type { EventLink, EventPage, EventRace } from '../../domain/liverc.ts';
import { eventIdFromUrl } from '../urls.ts';
import { fail, guard, nonEmpty, ok, type ParseResult, resolveUrl } from './common.ts';
import { readCompletedAt } from './completed-at.ts';
import { NOT_THIS_PAGE, parseEventWithDom } from './event-dom.ts';
import { readScannedEventStats } from './event-stats.ts';
import { usualLinkRef } from './fast-reads.ts';
import { splitRaceLabel } from './race-label.ts';
import {
  type AnchorRecord,
  type CellRecord,
  scanResultsPage,
  type TableRecord,
  visible,
} from './results-page-scan.ts';
import { parseDateRange } from './values.ts';

type EventRaceGroup = EventPage['raceGroups'][number];
type Resolved = NonNullable<AnchorRecord['resolved']>;

const RACE_LINEUPS = /Race Lineups/i;

export function parseEvent(html: string, pageUrl: string): ParseResult<EventPage> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const scan = scanResultsPage(typeof html === 'string' ? html : '');
    if (scan.irregular) return parseEventWithDom(html, pageUrl);
    const panel = scan.panels.find(
      (each) => each.heading !== null && RACE_LINEUPS.test(visible(each.heading)),
    );
    const tables = panel
      ? scan.tables.filter((table) => table.panelIds.includes(panel.id))
      : scan.tables.filter((table) => table.entryListData);
    if (tables.length === 0) return fail(NOT_THIS_PAGE, warnings);

    const resolve = (anchor: AnchorRecord): Resolved => {
      if (anchor.resolved === null) {
        const url = resolveUrl(anchor.href, pageUrl);
        anchor.resolved = { url, ref: url ? usualLinkRef(url) : null };
      }
      return anchor.resolved;
    };
    const links = new Map<string, EventLink[]>();
    for (const table of tables)
      for (const anchor of table.anchors) {
        const { url, ref } = resolve(anchor);
        if (!url || !ref || ref.page === 'view_race_result') continue;
        const list = links.get(ref.page) ?? [];
        if (!list.some((link) => link.url === url))
          list.push({ name: visible(anchor.text), url, id: ref.id });
        links.set(ref.page, list);
      }
    const crumb = scan.sawCrumb ? scan.crumb : scan.first;
    return ok(
      {
        eventId: eventIdFromUrl(pageUrl) ?? links.get('view_entry_list')?.[0]?.id ?? null,
        trackName: nonEmpty(visible(crumb.h1)),
        title: nonEmpty(visible(crumb.h3)),
        date: parseDateRange(nonEmpty(visible(crumb.h5))),
        ...readScannedEventStats(scan.tables),
        entryListUrl: links.get('view_entry_list')?.[0]?.url ?? null,
        heatSheets: links.get('view_heat_sheet') ?? [],
        finalResultsUrl: links.get('event_overall_ranking')?.[0]?.url ?? null,
        pointsTables: links.get('view_points') ?? [],
        roundRankings: links.get('view_round_ranking') ?? [],
        multiMainResults: links.get('view_multi_main_result') ?? [],
        raceGroups: readRaceGroups(tables, resolve, warnings),
      },
      warnings,
    );
  });
}

/** Race rows follow a heading row of `<th>` cells (round name, "Time Completed") in the "Race Results" table. */
function readRaceGroups(
  tables: TableRecord[],
  resolve: (anchor: AnchorRecord) => Resolved,
  warnings: string[],
): EventRaceGroup[] {
  const groups: EventRaceGroup[] = [];
  for (const table of tables) {
    let group: EventRaceGroup | null = null;
    for (const row of table.rows) {
      const cells = row.cells;
      if (row.parentName !== 'thead' && cells.length > 0 && cells.every((cell) => cell.name === 'th')) {
        group = { round: nonEmpty(visible(cells[0]?.text)), races: [] };
        groups.push(group);
        continue;
      }
      const anchor = row.anchors.find((each) => resolve(each).ref?.page === 'view_race_result');
      if (!anchor) continue;
      const race = readRace(anchor, resolve(anchor), cells, group?.round ?? null);
      if (!race) {
        warnings.push(`race link '${visible(anchor.text)}': no race id, skipped`);
        continue;
      }
      if (!group) {
        group = { round: null, races: [] };
        groups.push(group);
      }
      group.races.push(race);
    }
  }
  return groups.filter((group) => group.races.length > 0);
}

function readRace(
  anchor: AnchorRecord,
  { url, ref }: Resolved,
  cells: CellRecord[],
  round: string | null,
): EventRace | null {
  const raceId = ref?.id;
  if (!url || raceId == null) return null;
  const label = visible(anchor.text);
  const parts = splitRaceLabel(label);
  // The DOM reader's cell "without the race link as a child and without any link": a cell holding the race
  // link holds a link, so this is the first cell without one.
  const completedCell = cells.find((cell) => cell.links.length === 0);
  return {
    raceId,
    url,
    label,
    raceNumber: parts.raceNumber,
    className: parts.className,
    name: parts.name,
    round,
    completedAt: readCompletedAt(visible(completedCell?.text)),
  };
}
