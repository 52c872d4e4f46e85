// The event page reader on a DOM: event.ts's streaming reader hands it pages whose tables are nested or irregular
// (LiveRC writes none), and event-reference.test.ts checks both give the same reading.
import type { Element } from 'domhandler';
import type { EventLink, EventPage, EventRace } from '../../domain/liverc.ts';

type EventRaceGroup = EventPage['raceGroups'][number];

import { eventIdFromUrl } from '../urls.ts';
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
import { readEventStats } from './event-stats.ts';
import { splitRaceLabel } from './race-label.ts';
import { parseDateRange, parseLocalDateTime } from './values.ts';

export const NOT_THIS_PAGE = 'not an event page';

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
      const list = links.get(ref.page) ?? [];
      if (!list.some((link) => link.url === url)) list.push({ name: visibleText(anchor), url, id: ref.id });
      links.set(ref.page, list);
    }
    const crumb = readBreadcrumb(doc);
    return ok(
      {
        eventId: eventIdFromUrl(pageUrl) ?? links.get('view_entry_list')?.[0]?.id ?? null,
        trackName: crumb.h1,
        title: crumb.h3,
        date: parseDateRange(crumb.h5),
        ...readEventStats(doc),
        entryListUrl: links.get('view_entry_list')?.[0]?.url ?? null,
        heatSheets: links.get('view_heat_sheet') ?? [],
        finalResultsUrl: links.get('event_overall_ranking')?.[0]?.url ?? null,
        pointsTables: links.get('view_points') ?? [],
        roundRankings: links.get('view_round_ranking') ?? [],
        multiMainResults: links.get('view_multi_main_result') ?? [],
        raceGroups: readRaceGroups(tables, pageUrl, warnings),
      },
      warnings,
    );
  });
}

/** Race rows follow a heading row of `<th>` cells (round name, "Time Completed") in the "Race Results" table. */
function readRaceGroups(tables: Element[], pageUrl: string, warnings: string[]): EventRaceGroup[] {
  const groups: EventRaceGroup[] = [];
  for (const table of tables) {
    let group: EventRaceGroup | null = null;
    for (const row of all('tr', table)) {
      const cells = cellsOf(row);
      const inHead = row.parent?.type === 'tag' && row.parent.name === 'thead';
      if (!inHead && cells.length > 0 && cells.every((cell) => cell.name === 'th')) {
        group = { round: nonEmpty(visibleText(cells[0])), races: [] };
        groups.push(group);
        continue;
      }
      const anchor = all('a[href]', row).find(
        (each) => linkRef(resolveUrl(attr(each, 'href'), pageUrl) ?? '')?.page === 'view_race_result',
      );
      if (!anchor) continue;
      const race = readRace(anchor, cells, group?.round ?? null, pageUrl);
      if (!race) {
        warnings.push(`race link '${visibleText(anchor)}': no race id, skipped`);
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
  anchor: Element,
  cells: Element[],
  round: string | null,
  pageUrl: string,
): EventRace | null {
  const url = resolveUrl(attr(anchor, 'href'), pageUrl);
  const raceId = url ? linkRef(url)?.id : null;
  if (!url || raceId == null) return null;
  const label = visibleText(anchor);
  const parts = splitRaceLabel(label);
  const completedCell = cells.find((cell) => !cell.children.includes(anchor) && !one('a', cell));
  return {
    raceId,
    url,
    label,
    raceNumber: parts.raceNumber,
    className: parts.className,
    name: parts.name,
    round,
    completedAt: parseLocalDateTime(visibleText(completedCell)),
  };
}
