// Parses a track's events list (`/events/`): every event with its dates, entry and driver counts and address.
import type { TrackEvent } from '../../domain/liverc.ts';
import {
  attr,
  cellsOf,
  fail,
  findColumn,
  findTableByHeaders,
  guard,
  hiddenText,
  idOfLink,
  loadDocument,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  resolveUrl,
  visibleText,
} from './common.ts';
import { findDates, parseCount, parseStamp } from './values.ts';

export type EventsList = { trackName: string | null; events: TrackEvent[] };

const NOT_THIS_PAGE = 'not an events list page';

export function parseEventsList(html: string, pageUrl: string): ParseResult<EventsList> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const located = findTableByHeaders(doc, ['event name', 'date', '# entries', '# drivers']);
    if (!located) return fail(NOT_THIS_PAGE, warnings);
    const { columns } = located;
    const column = {
      name: findColumn(columns, 'event name'),
      date: findColumn(columns, 'date'),
      entries: findColumn(columns, '# entries'),
      drivers: findColumn(columns, '# drivers'),
    };
    const events: TrackEvent[] = [];
    located.rows.forEach((row, index) => {
      const cells = cellsOf(row);
      const cellAt = (at: number | null) => (at === null ? undefined : cells[at]);
      const event = readEvent(
        index + 1,
        cellAt(column.name) ?? row,
        cellAt(column.date),
        parseCount(visibleText(cellAt(column.entries))),
        parseCount(visibleText(cellAt(column.drivers))),
        pageUrl,
        warnings,
      );
      if (event) events.push(event);
    });
    // The breadcrumb reads `Canberra Off Road's Events`.
    const heading = readBreadcrumb(doc).h1;
    return ok({ trackName: heading ? heading.replace(/['’]s Events$/, '') : null, events }, warnings);
  });
}

/** A row's event; null, warned of, without a link, title or date. */
function readEvent(
  row: number,
  nameCell: Parameters<typeof one>[1],
  dateCell: ReturnType<typeof cellsOf>[number] | undefined,
  entries: number | null,
  drivers: number | null,
  pageUrl: string,
  warnings: string[],
): TrackEvent | null {
  const link = one('a[href]', nameCell);
  const url = resolveUrl(attr(link, 'href'), pageUrl);
  const eventId = url ? idOfLink(url, 'view_event', 'view_entry_list', 'event_overall_ranking') : null;
  const title = nonEmpty(visibleText(link));
  const dateText = visibleText(dateCell);
  const stamp = dateCell ? parseStamp(hiddenText(dateCell)) : null;
  const dates = findDates(dateText);
  // The shown date is what the reader sees; the hidden stamp only stands in when the text has none.
  const date = dates[0] ?? stamp?.slice(0, 10);
  if (!url || eventId === null || !title || !date) {
    warnings.push(`row ${row}: no event link, title or date, skipped`);
    return null;
  }
  if (stamp && dates[0] && !stamp.startsWith(dates[0])) {
    warnings.push(`row ${row} (${title}): shown date ${dates[0]} differs from sort stamp ${stamp}`);
  }
  return {
    eventId,
    title,
    url,
    date,
    endDate: dates[1] && dates[1] !== date ? dates[1] : null,
    dateText,
    startsAt: stamp,
    entries,
    drivers,
  };
}
