// The event page reader on a DOM: event.ts's streaming reader hands it pages whose tables are nested or irregular
// (LiveRC writes none), and event-reference.test.ts checks both give the same reading. What is done with the links
// and texts it finds is event-record.ts's, shared with the streaming reader.
import type { Element } from 'domhandler';
import type { EventLink, EventPage, EventRace } from '../../domain/liverc.ts';
import {
  all,
  attr,
  cellsOf,
  fail,
  findPanel,
  guard,
  linkRef,
  loadDocument,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  resolveUrl,
  visibleText,
} from './common.ts';
import { addLink, eventPageOf, NOT_THIS_PAGE, RaceGroups, raceOf } from './event-record.ts';
import { readEventStats } from './event-stats.ts';
import { parseLocalDateTime } from './values.ts';

export function parseEventWithDom(html: string, pageUrl: string): ParseResult<EventPage> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const panel = findPanel(doc, /Race Lineups/i);
    const tables = panel ? all('table', panel) : all('table.entry_list_data', doc);
    if (tables.length === 0) return fail(NOT_THIS_PAGE, warnings);

    const links = new Map<string, EventLink[]>();
    for (const anchor of all('a[href]', tables)) {
      const url = resolveUrl(attr(anchor, 'href'), pageUrl);
      const ref = url ? linkRef(url) : null;
      if (!url || !ref || ref.page === 'view_race_result') continue;
      addLink(links, ref.page, { name: visibleText(anchor), url, id: ref.id });
    }
    const crumb = readBreadcrumb(doc);
    const stats = readEventStats(doc);
    return ok(eventPageOf(pageUrl, crumb, stats, links, readRaceGroups(tables, pageUrl, warnings)), warnings);
  });
}

/** Race rows follow a heading row of `<th>` cells (round name, "Time Completed") in the "Race Results" table. */
function readRaceGroups(tables: Element[], pageUrl: string, warnings: string[]): EventPage['raceGroups'] {
  const groups = new RaceGroups();
  for (const table of tables) {
    groups.startTable();
    for (const row of all('tr', table)) {
      const cells = cellsOf(row);
      const inHead = row.parent?.type === 'tag' && row.parent.name === 'thead';
      if (!inHead && cells.length > 0 && cells.every((cell) => cell.name === 'th')) {
        groups.heading(nonEmpty(visibleText(cells[0])));
        continue;
      }
      const anchor = all('a[href]', row).find(
        (each) => linkRef(resolveUrl(attr(each, 'href'), pageUrl) ?? '')?.page === 'view_race_result',
      );
      if (!anchor) continue;
      const race = readRace(anchor, cells, groups.round, pageUrl);
      if (!race) {
        warnings.push(`race link '${visibleText(anchor)}': no race id, skipped`);
        continue;
      }
      groups.add(race);
    }
  }
  return groups.list();
}

function readRace(
  anchor: Element,
  cells: Element[],
  round: string | null,
  pageUrl: string,
): EventRace | null {
  const url = resolveUrl(attr(anchor, 'href'), pageUrl);
  const raceId = url ? linkRef(url)?.id : null;
  if (!url || raceId == null) return null;
  const completedCell = cells.find((cell) => !cell.children.includes(anchor) && !one('a', cell));
  return raceOf(raceId, url, visibleText(anchor), round, parseLocalDateTime(visibleText(completedCell)));
}
