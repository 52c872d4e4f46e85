// Parses an event's entry list (`/results/?p=view_entry_list&id=`): every class and its entries.
import type { Element } from 'domhandler';
import type { DateRange, EventStats, Participant, ParticipantClass } from '../../domain/liverc.ts';
import { eventIdFromUrl } from '../urls.ts';
import {
  all,
  attr,
  cellsOf,
  fail,
  findColumn,
  findPanel,
  guard,
  hiddenText,
  loadDocument,
  locateTable,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  visibleLines,
  visibleText,
} from './common.ts';
import { readEventStats } from './event.ts';
import { parseCount, parseDateRange } from './values.ts';

export type EntryList = EventStats & {
  eventId: number | null;
  trackName: string | null;
  eventName: string | null;
  date: DateRange | null;
  classes: ParticipantClass[];
};

const NOT_THIS_PAGE = 'not an entry list page';

export function parseEntryList(html: string, pageUrl: string): ParseResult<EntryList> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    // The panel title identifies the page; results and points tables also have '#' and 'Driver' columns.
    const panel = findPanel(doc, /^Entry List$/i);
    if (!panel) return fail(NOT_THIS_PAGE, warnings);
    const classes: ParticipantClass[] = [];
    for (const table of all('table', panel)) {
      const located = locateTable(table, ['#', 'driver']);
      if (!located) continue;
      const entryClass = readClass(table, located.headerRow, located.columns, located.rows, warnings);
      if (entryClass) classes.push(entryClass);
    }
    const crumb = readBreadcrumb(doc);
    return ok(
      {
        eventId: eventIdFromUrl(pageUrl),
        trackName: crumb.h1,
        eventName: crumb.h3,
        date: parseDateRange(crumb.h5),
        ...readEventStats(doc),
        classes,
      },
      warnings,
    );
  });
}

function readClass(
  table: Element,
  headerRow: Element,
  columns: Map<string, number>,
  rows: Element[],
  warnings: string[],
): ParticipantClass | null {
  const header = classHeader(table, headerRow);
  const className = header.name;
  if (!className) {
    warnings.push(`entry table ${attr(table, 'id') ?? '(no id)'}: no class name, skipped`);
    return null;
  }
  const column = {
    number: findColumn(columns, '#'),
    driver: findColumn(columns, 'driver'),
    transponder: findColumn(columns, 'transponder #', 'transponder'),
    car: findColumn(columns, 'car #', 'car'),
    vehicle: findColumn(columns, 'vehicle'),
    sponsor: findColumn(columns, 'sponsor'),
  };
  const entries: Participant[] = [];
  // A plain loop over the rows, no closure made per row: an entry list can hold a thousand of them.
  for (let index = 0; index < rows.length; index += 1) {
    const cells = cellsOf(rows[index] as Element);
    const driverCell = column.driver === null ? undefined : cells[column.driver];
    const names = driverCell ? driverNames(driverCell) : null;
    if (!names) {
      warnings.push(`${className} row ${index + 1}: no driver, skipped`);
      continue;
    }
    entries.push({
      number: cellText(cells, column.number),
      name: names.name,
      sortName: names.sortName,
      className,
      transponder: cellText(cells, column.transponder),
      carNumber: cellText(cells, column.car),
      vehicle: cellText(cells, column.vehicle),
      sponsor: cellText(cells, column.sponsor),
    });
  }
  // A class's id is its table's (`Mod_Truck_table_77`).
  const classId = Number(/_table_(\d+)$/.exec(attr(table, 'id') ?? '')?.[1]) || null;
  return { name: className, classId, entryCount: header.entryCount, entries };
}

function cellText(cells: Element[], at: number | null): string | null {
  const text = at === null ? '' : visibleText(cells[at]);
  return text === '' ? null : text;
}

/** Current markup: `div.class_header` + `div.class_sub_header` "Entries: 30"; older: one th "Class Entries: 14". */
function classHeader(table: Element, headerRow: Element): { name: string | null; entryCount: number | null } {
  const name = nonEmpty(visibleText(one('.class_header', table)));
  if (name) {
    const subHeader = visibleText(one('.class_sub_header', table));
    return { name, entryCount: parseCount(/Entries:\s*([\d,]+)/i.exec(subHeader)?.[1]) };
  }
  const title = visibleText(all('thead tr', table).find((row) => row !== headerRow));
  const match = /^(.*?)\s*Entries:\s*([\d,]+)$/i.exec(title);
  return match
    ? { name: nonEmpty(match[1]), entryCount: parseCount(match[2]) }
    : { name: nonEmpty(title), entryCount: null };
}

/** `<span class="hidden">LAST, FIRST</span>FIRST LAST`, or the older `LAST, FIRST<br>FIRST LAST`. */
function driverNames(cell: Element): { name: string; sortName: string | null } | null {
  const hidden = hiddenText(cell);
  if (hidden !== null) {
    const name = visibleText(cell);
    return name ? { name, sortName: nonEmpty(hidden) } : null;
  }
  const lines = visibleLines(cell);
  const [first, second] = lines;
  if (lines.length === 2 && first?.includes(',') && second) return { name: second, sortName: first };
  const name = nonEmpty(lines.join(' '));
  return name ? { name, sortName: null } : null;
}
