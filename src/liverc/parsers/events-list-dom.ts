// The events list's DOM reader, replaced by the streaming reader in events-list.ts and kept only as the tests'
// reference for it (events-list-reference.test.ts): both must read every page alike.
import type { Element } from 'domhandler';
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
import type { EventsList } from './events-list.ts';
import { findDates, parseCount, parseStamp } from './values.ts';

const NOT_THIS_PAGE = 'not an events list page';

export function parseEventsListWithDom(html: string, pageUrl: string): ParseResult<EventsList> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const located = findTableByHeaders(doc, ['event name', 'date', '# entries', '# drivers']);
    if (!located) return fail(NOT_THIS_PAGE, warnings);
    const column = {
      name: findColumn(located.columns, 'event name'),
      date: findColumn(located.columns, 'date'),
      entries: findColumn(located.columns, '# entries'),
      drivers: findColumn(located.columns, '# drivers'),
    };
    const events: TrackEvent[] = [];
    located.rows.forEach((row, index) => {
      const cells = cellsOf(row);
      const link = one('a[href]', cellAt(cells, column.name) ?? row);
      const url = resolveUrl(attr(link, 'href'), pageUrl);
      const eventId = url ? idOfLink(url, 'view_event', 'view_entry_list', 'event_overall_ranking') : null;
      const title = nonEmpty(visibleText(link));
      const dateCell = cellAt(cells, column.date);
      const dateText = visibleText(dateCell);
      const stamp = dateCell ? parseStamp(hiddenText(dateCell)) : null;
      const dates = findDates(dateText);
      // The shown date is what the reader sees; the hidden stamp only stands in when the text has none.
      const date = dates[0] ?? stamp?.slice(0, 10);
      if (!url || eventId === null || !title || !date) {
        warnings.push(`row ${index + 1}: no event link, title or date, skipped`);
        return;
      }
      if (stamp && dates[0] && !stamp.startsWith(dates[0])) {
        warnings.push(`row ${index + 1} (${title}): shown date ${dates[0]} differs from sort stamp ${stamp}`);
      }
      events.push({
        eventId,
        title,
        url,
        date,
        endDate: dates[1] && dates[1] !== date ? dates[1] : null,
        dateText,
        startsAt: stamp,
        entries: parseCount(visibleText(cellAt(cells, column.entries))),
        drivers: parseCount(visibleText(cellAt(cells, column.drivers))),
      });
    });
    const heading = readBreadcrumb(doc).h1;
    return ok({ trackName: heading ? heading.replace(/['’]s Events$/, '') : null, events }, warnings);
  });
}

/** The cell at a column, if the table has it (a plain function, not a closure made per row). */
const cellAt = (cells: Element[], at: number | null): Element | undefined =>
  at === null ? undefined : cells[at];
