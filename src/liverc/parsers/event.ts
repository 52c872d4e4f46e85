// Parses an event page (`/results/?p=view_event&id=`): its races grouped by round, and its lineup and ranking links.
// It reads the page in one streaming pass (results-page-scan.ts) instead of building a DOM and querying it:
// issue 17 wants every page type within 1.5x of a bare htmlparser2 pass. A page with nested or irregular tables
// goes to the DOM reader (event-dom.ts); event-reference.test.ts checks both read alike.
import type { EventLink, EventPage, EventRace } from '../../domain/liverc.ts';
import { fail, guard, nonEmpty, ok, type ParseResult, resolveUrl } from './common.ts';
import { readCompletedAt } from './completed-at.ts';
import { parseEventWithDom } from './event-dom.ts';
import { addLink, eventPageOf, NOT_THIS_PAGE, RaceGroups, raceOf } from './event-record.ts';
import { readScannedEventStats } from './event-stats.ts';
import { usualLinkRef } from './fast-reads.ts';
import {
  type AnchorRecord,
  type CellRecord,
  scanResultsPage,
  type TableRecord,
  visible,
} from './results-page-scan.ts';

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
        addLink(links, ref.page, { name: visible(anchor.text), url, id: ref.id });
      }
    const scanned = scan.sawCrumb ? scan.crumb : scan.first;
    const crumb = {
      h1: nonEmpty(visible(scanned.h1)),
      h3: nonEmpty(visible(scanned.h3)),
      h5: nonEmpty(visible(scanned.h5)),
    };
    const stats = readScannedEventStats(scan.tables);
    return ok(eventPageOf(pageUrl, crumb, stats, links, readRaceGroups(tables, resolve, warnings)), warnings);
  });
}

/** Race rows follow a heading row of `<th>` cells (round name, "Time Completed") in the "Race Results" table. */
function readRaceGroups(
  tables: TableRecord[],
  resolve: (anchor: AnchorRecord) => Resolved,
  warnings: string[],
): EventPage['raceGroups'] {
  const groups = new RaceGroups();
  for (const table of tables) {
    groups.startTable();
    for (const row of table.rows) {
      const cells = row.cells;
      if (row.parentName !== 'thead' && cells.length > 0 && cells.every((cell) => cell.name === 'th')) {
        groups.heading(nonEmpty(visible(cells[0]?.text)));
        continue;
      }
      const anchor = row.anchors.find((each) => resolve(each).ref?.page === 'view_race_result');
      if (!anchor) continue;
      const race = readRace(anchor, resolve(anchor), cells, groups.round);
      if (!race) {
        warnings.push(`race link '${visible(anchor.text)}': no race id, skipped`);
        continue;
      }
      groups.add(race);
    }
  }
  return groups.list();
}

function readRace(
  anchor: AnchorRecord,
  { url, ref }: Resolved,
  cells: CellRecord[],
  round: string | null,
): EventRace | null {
  const raceId = ref?.id;
  if (!url || raceId == null) return null;
  // The DOM reader's cell "without the race link as a child and without any link": a cell holding the race
  // link holds a link, so this is the first cell without one.
  const completedCell = cells.find((cell) => cell.links.length === 0);
  return raceOf(raceId, url, visible(anchor.text), round, readCompletedAt(visible(completedCell?.text)));
}
