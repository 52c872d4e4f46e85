// Parses a track's events list (`/events/`): every event with its dates, entry and driver counts and address.
// One streaming pass (page-scan.ts) instead of a DOM: events-list-dom.ts, the DOM reader it replaced, is kept as
// the tests' reference (events-list-reference.test.ts).
import type { TrackEvent } from '../../domain/liverc.ts';
import { fail, findColumn, guard, ok, type ParseResult, resolveUrl } from './common.ts';
import { countOf, idOfPageLink, idOfPlainHref } from './fast-reads.ts';
import { type Cell, type PageScan, scanPage } from './page-scan.ts';
import { breadcrumbOf, hiddenOf, locateAmong, nonEmptyText, textOf } from './page-scan-read.ts';
import { findDates, parseStamp } from './values.ts';

export type EventsList = { trackName: string | null; events: TrackEvent[] };

const NOT_THIS_PAGE = 'not an events list page';
const EVENT_PAGES = ['view_event', 'view_entry_list', 'event_overall_ranking'] as const;

export function parseEventsList(html: string, pageUrl: string): ParseResult<EventsList> {
  return guard(NOT_THIS_PAGE, (warnings) => readEventsList(scanPage(html), pageUrl, warnings));
}

function readEventsList(scan: PageScan, pageUrl: string, warnings: string[]): ParseResult<EventsList> {
  const located = locateAmong(scan.tables, ['event name', 'date', '# entries', '# drivers']);
  if (!located) return fail(NOT_THIS_PAGE, warnings);
  const column = eventColumns(located.columns);
  const events: TrackEvent[] = [];
  located.rows.forEach((row, index) => {
    const cells = row.cells;
    const nameCell = cellAt(cells, column.name);
    const link = nameCell ? nameCell.link : row.link;
    const url = resolveUrl(link?.href, pageUrl);
    const eventId = url
      ? (idOfPlainHref(link?.href ?? '', EVENT_PAGES) ?? idOfPageLink(url, EVENT_PAGES))
      : null;
    const title = nonEmptyText(link);
    const dateCell = cellAt(cells, column.date);
    const event = eventOf(
      index + 1,
      {
        url,
        eventId,
        title,
        dateText: textOf(dateCell),
        stamp: dateCell ? parseStamp(hiddenOf(dateCell)) : null,
        entries: countOf(textOf(cellAt(cells, column.entries))),
        drivers: countOf(textOf(cellAt(cells, column.drivers))),
      },
      warnings,
    );
    if (event) events.push(event);
  });
  return ok({ trackName: trackNameOf(breadcrumbOf(scan).h1), events }, warnings);
}

/** Where the events table's columns are. */
export function eventColumns(columns: Map<string, number>) {
  return {
    name: findColumn(columns, 'event name'),
    date: findColumn(columns, 'date'),
    entries: findColumn(columns, '# entries'),
    drivers: findColumn(columns, '# drivers'),
  };
}

/** What a reader found in an event row: its link, title, date cell (shown text, hidden stamp) and counts. */
export type EventRowTexts = {
  url: string | null;
  eventId: number | null;
  title: string | null;
  dateText: string;
  stamp: string | null;
  entries: number | null;
  drivers: number | null;
};

/** A row's event; null, warned of, without a link, title or date. */
export function eventOf(row: number, found: EventRowTexts, warnings: string[]): TrackEvent | null {
  const { url, eventId, title, dateText, stamp } = found;
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
    entries: found.entries,
    drivers: found.drivers,
  };
}

/** The track's name from the breadcrumb's `Canberra Off Road's Events`. */
export const trackNameOf = (heading: string | null): string | null =>
  heading ? heading.replace(/['’]s Events$/, '') : null;

/** The cell at a column, if the table has it (a plain function, not a closure made per row). */
const cellAt = (cells: Cell[], at: number | null): Cell | undefined => (at === null ? undefined : cells[at]);
