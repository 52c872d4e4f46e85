// The events list's DOM reader, replaced by the streaming reader in events-list.ts and kept only as the tests'
// reference for it (events-list-reference.test.ts): both must read every page alike. It finds the texts itself;
// what a row's texts mean is events-list.ts's `eventOf`, shared with the streaming reader.
import type { Element } from 'domhandler';
import type { TrackEvent } from '../../domain/liverc.ts';
import {
  attr,
  cellsOf,
  fail,
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
import { type EventRowTexts, type EventsList, eventColumns, eventOf, trackNameOf } from './events-list.ts';
import { parseCount, parseStamp } from './values.ts';

const NOT_THIS_PAGE = 'not an events list page';

export function parseEventsListWithDom(html: string, pageUrl: string): ParseResult<EventsList> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const located = findTableByHeaders(doc, ['event name', 'date', '# entries', '# drivers']);
    if (!located) return fail(NOT_THIS_PAGE, warnings);
    const column = eventColumns(located.columns);
    const events: TrackEvent[] = [];
    located.rows.forEach((row, index) => {
      const cells = cellsOf(row);
      const link = one('a[href]', cellAt(cells, column.name) ?? row);
      const url = resolveUrl(attr(link, 'href'), pageUrl);
      const eventId = url ? idOfLink(url, 'view_event', 'view_entry_list', 'event_overall_ranking') : null;
      const title = nonEmpty(visibleText(link));
      const dateCell = cellAt(cells, column.date);
      const found: EventRowTexts = {
        url,
        eventId,
        title,
        dateText: visibleText(dateCell),
        stamp: dateCell ? parseStamp(hiddenText(dateCell)) : null,
        entries: parseCount(visibleText(cellAt(cells, column.entries))),
        drivers: parseCount(visibleText(cellAt(cells, column.drivers))),
      };
      const event = eventOf(index + 1, found, warnings);
      if (event) events.push(event);
    });
    return ok({ trackName: trackNameOf(readBreadcrumb(doc).h1), events }, warnings);
  });
}

/** The cell at a column, if the table has it (a plain function, not a closure made per row). */
const cellAt = (cells: Element[], at: number | null): Element | undefined =>
  at === null ? undefined : cells[at];
