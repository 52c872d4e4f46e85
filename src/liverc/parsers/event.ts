// Parses an event page (`/results/?p=view_event&id=`): its races grouped by round, its lineup and ranking links,
// and the "Event Stats" card it shares with the entry list.
import type { Document, Element } from 'domhandler';
import type { EventLink, EventPage, EventRace, EventStats } from '../../domain/liverc.ts';
import { eventIdFromUrl, pageRefOf } from '../urls.ts';
import {
  all,
  attr,
  cellsOf,
  closestTable,
  fail,
  findPanel,
  guard,
  keyValueRows,
  loadDocument,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  resolveUrl,
  visibleText,
} from './common.ts';
import { splitRaceLabel } from './race-label.ts';
import { parseCount, parseDateRange, parseLocalDateTime } from './values.ts';

const NOT_THIS_PAGE = 'not an event page';

type EventRaceGroup = EventPage['raceGroups'][number];

export function parseEvent(html: string, pageUrl: string): ParseResult<EventPage> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const panel = findPanel(doc, /Race Lineups/i);
    const tables = panel ? all('table', panel) : all('table.entry_list_data', doc);
    if (tables.length === 0) return fail(NOT_THIS_PAGE, warnings);

    // Each link by the page it opens (`view_heat_sheet`…), each address once, in page order.
    const links = new Map<string, EventLink[]>();
    for (const anchor of all('a[href]', tables)) {
      const url = resolveUrl(attr(anchor, 'href'), pageUrl);
      const ref = url ? pageRefOf(url) : null;
      if (!url || !ref || ref.page === 'view_race_result') continue;
      const list = links.get(ref.page) ?? [];
      if (!list.some((each) => each.url === url)) list.push({ name: visibleText(anchor), url, id: ref.id });
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

/**
 * Race rows follow a heading row of `<th>` cells (round name, "Time Completed") in the "Race Results" table; a
 * race before any heading of its table has no round.
 */
function readRaceGroups(tables: Element[], pageUrl: string, warnings: string[]): EventRaceGroup[] {
  const groups: EventRaceGroup[] = [];
  for (const table of tables) {
    let current: EventRaceGroup | null = null;
    for (const row of all('tr', table)) {
      const cells = cellsOf(row);
      const inHead = row.parent?.type === 'tag' && row.parent.name === 'thead';
      if (!inHead && cells.length > 0 && cells.every((cell) => cell.name === 'th')) {
        current = { round: nonEmpty(visibleText(cells[0])), races: [] };
        groups.push(current);
        continue;
      }
      const anchor = all('a[href]', row).find(
        (each) => pageRefOf(resolveUrl(attr(each, 'href'), pageUrl) ?? '')?.page === 'view_race_result',
      );
      if (!anchor) continue;
      const race = readRace(anchor, cells, current?.round ?? null, pageUrl);
      if (!race) {
        warnings.push(`race link '${visibleText(anchor)}': no race id, skipped`);
        continue;
      }
      if (!current) {
        current = { round: null, races: [] };
        groups.push(current);
      }
      current.races.push(race);
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
  const raceId = url ? pageRefOf(url)?.id : null;
  if (!url || raceId == null) return null;
  const label = visibleText(anchor);
  const completedCell = cells.find((cell) => !cell.children.includes(anchor) && !one('a', cell));
  return {
    raceId,
    url,
    label,
    ...splitRaceLabel(label),
    round,
    completedAt: parseLocalDateTime(visibleText(completedCell)),
  };
}

/** The "Event Stats" card: `Registrations` reads `Entries: 1,204 Drivers: 87`. */
export function readEventStats(doc: Document): EventStats {
  // Found by its label: an entry list has a table per class, hundreds of rows, with no such label.
  const table = all('th', doc)
    .filter((th) => visibleText(th).toLowerCase() === 'registrations')
    .map(closestTable)
    .find((candidate) => keyValueRows(candidate).has('registrations'));
  const rows = keyValueRows(table ?? null);
  const registrations = visibleText(rows.get('registrations'));
  return {
    raceTrack: nonEmpty(visibleText(rows.get('race track'))),
    entries: parseCount(/Entries:\s*([\d,]+)/i.exec(registrations)?.[1]),
    drivers: parseCount(/Drivers:\s*([\d,]+)/i.exec(registrations)?.[1]),
    totalLaps: parseCount(visibleText(rows.get('total race laps'))),
  };
}
