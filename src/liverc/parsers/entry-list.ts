// Parses an event's entry list (`/results/?p=view_entry_list&id=`): every class and its entries.
// One streaming pass (page-scan.ts) instead of a DOM: entry-list-dom.ts, the DOM reader it replaced, is kept as
// the tests' reference (entry-list-reference.test.ts).
import type { DateRange, EventStats, Participant, ParticipantClass } from '../../domain/liverc.ts';
import { eventIdFromUrl } from '../urls.ts';
import { type Breadcrumb, fail, findColumn, guard, nonEmpty, ok, type ParseResult } from './common.ts';
import { eventStatsOf } from './event-stats.ts';
import { linesOfRaw } from './fast-reads.ts';
import { type Cell, type PageScan, type Row, scanPage, type Table } from './page-scan.ts';
import {
  breadcrumbOf,
  hiddenOf,
  keyValuesOf,
  locate,
  nonEmptyText,
  panelTitled,
  textOf,
} from './page-scan-read.ts';
import { parseCount, parseDateRange } from './values.ts';
import { collapse } from './whitespace.ts';

export type EntryList = EventStats & {
  eventId: number | null;
  trackName: string | null;
  eventName: string | null;
  date: DateRange | null;
  classes: ParticipantClass[];
};

const NOT_THIS_PAGE = 'not an entry list page';

export function parseEntryList(html: string, pageUrl: string): ParseResult<EntryList> {
  return guard(NOT_THIS_PAGE, (warnings) =>
    readEntryList(scanPage(html, { theadRowText: true }), pageUrl, warnings),
  );
}

function readEntryList(scan: PageScan, pageUrl: string, warnings: string[]): ParseResult<EntryList> {
  // The panel title identifies the page; results and points tables also have '#' and 'Driver' columns.
  const panel = panelTitled(scan, /^Entry List$/i);
  if (!panel) return fail(NOT_THIS_PAGE, warnings);
  const classes: ParticipantClass[] = [];
  for (const table of panel.tables) {
    const located = locate(table, ['#', 'driver']);
    if (!located) continue;
    const entryClass = readClass(table, located.headerRow, located.columns, located.rows, warnings);
    if (entryClass) classes.push(entryClass);
  }
  return ok(entryListOf(pageUrl, breadcrumbOf(scan), readEventStats(scan.tables), classes), warnings);
}

/** The page record from what a reader read (shared with entry-list-dom.ts). */
export function entryListOf(
  pageUrl: string,
  crumb: Breadcrumb,
  stats: EventStats,
  classes: ParticipantClass[],
): EntryList {
  return {
    eventId: eventIdFromUrl(pageUrl),
    trackName: crumb.h1,
    eventName: crumb.h3,
    date: parseDateRange(crumb.h5),
    ...stats,
    classes,
  };
}

function readClass(
  table: Table,
  headerRow: Row,
  columns: Map<string, number>,
  rows: Row[],
  warnings: string[],
): ParticipantClass | null {
  const header = classHeader(table, headerRow);
  const className = header.name;
  if (!className) {
    warnings.push(`entry table ${table.id ?? '(no id)'}: no class name, skipped`);
    return null;
  }
  const entries = readEntries(
    rows.map((row) => row.cells),
    scanCells,
    entryColumns(columns),
    className,
    warnings,
  );
  return { name: className, classId: classIdOf(table.id), entryCount: header.entryCount, entries };
}

/** Where an entry table's columns are: the fields of each entry. */
export function entryColumns(columns: Map<string, number>) {
  return {
    number: findColumn(columns, '#'),
    driver: findColumn(columns, 'driver'),
    transponder: findColumn(columns, 'transponder #', 'transponder'),
    car: findColumn(columns, 'car #', 'car'),
    vehicle: findColumn(columns, 'vehicle'),
    sponsor: findColumn(columns, 'sponsor'),
  };
}

/** A class's id, from its table's id (`Mod_Truck_table_77`). */
export const classIdOf = (tableId: string | null | undefined): number | null =>
  Number(/_table_(\d+)$/.exec(tableId ?? '')?.[1]) || null;

export type ClassHeader = { name: string | null; entryCount: number | null };

/** The entry count of the current markup's sub header ("Entries: 30"). */
export const entryCountOf = (subHeader: string): number | null =>
  parseCount(/Entries:\s*([\d,]+)/i.exec(subHeader)?.[1]);

/** The older markup's one title cell, "Class Entries: 14". */
export function classOfTitle(title: string): ClassHeader {
  const match = /^(.*?)\s*Entries:\s*([\d,]+)$/i.exec(title);
  return match
    ? { name: nonEmpty(match[1]), entryCount: parseCount(match[2]) }
    : { name: nonEmpty(title), entryCount: null };
}

/** Where the scan put an entry row's texts (page-scan.ts). */
const scanCells: EntryCells<Cell> = { text: nonEmptyText, names: driverNames };

/** How one reader finds an entry row's texts in its own kind of cell. */
export type EntryCells<C> = {
  /** The cell's collapsed visible text, or null. */
  text(cell: C | undefined): string | null;
  names(cell: C): { name: string; sortName: string | null } | null;
};

/** A class table's entries from its rows' cells; a row without a driver is skipped with a warning. */
export function readEntries<C>(
  rows: C[][],
  read: EntryCells<C>,
  column: ReturnType<typeof entryColumns>,
  className: string,
  warnings: string[],
): Participant[] {
  const entries: Participant[] = [];
  rows.forEach((cells, index) => {
    const driverCell = column.driver === null ? undefined : cells[column.driver];
    const names = driverCell ? read.names(driverCell) : null;
    if (!names) {
      warnings.push(`${className} row ${index + 1}: no driver, skipped`);
      return;
    }
    entries.push({
      number: cellText(read, cells, column.number),
      name: names.name,
      sortName: names.sortName,
      className,
      transponder: cellText(read, cells, column.transponder),
      carNumber: cellText(read, cells, column.car),
      vehicle: cellText(read, cells, column.vehicle),
      sponsor: cellText(read, cells, column.sponsor),
    });
  });
  return entries;
}

/** A cell's text, or null (a plain function, not a closure made per row: 724 rows a page). */
function cellText<C>(read: EntryCells<C>, cells: C[], at: number | null): string | null {
  return at === null ? null : read.text(cells[at]);
}

/** Current markup: `div.class_header` + `div.class_sub_header` "Entries: 30"; older: one th "Class Entries: 14". */
function classHeader(table: Table, headerRow: Row): ClassHeader {
  const name = nonEmptyText(table.classHeader);
  if (name) return { name, entryCount: entryCountOf(textOf(table.classSubHeader)) };
  const titleRow = table.allRows.find((row) => row.inThead && row !== headerRow);
  return classOfTitle(textOf(titleRow?.text));
}

/** `<span class="hidden">LAST, FIRST</span>FIRST LAST`, or the older `LAST, FIRST<br>FIRST LAST`. */
function driverNames(cell: Cell): { name: string; sortName: string | null } | null {
  const hidden = hiddenOf(cell);
  // One line (no `<br>`), as current pages write it: the lines joined are that line, already collapsed.
  if (!cell.raw.includes('\n')) {
    const line = collapse(cell.raw);
    if (line === '') return null;
    return { name: line, sortName: hidden === null ? null : nonEmpty(hidden) };
  }
  return namesOf(hidden, linesOfRaw(cell.raw));
}

/** A driver cell's names from its hidden text and visible lines (see `driverNames`). */
export function namesOf(
  hidden: string | null,
  lines: string[],
): { name: string; sortName: string | null } | null {
  if (hidden !== null) {
    const name = nonEmpty(lines.join(' '));
    return name ? { name, sortName: nonEmpty(hidden) } : null;
  }
  const [first, second] = lines;
  if (lines.length === 2 && first?.includes(',') && second) return { name: second, sortName: first };
  const name = nonEmpty(lines.join(' '));
  return name ? { name, sortName: null } : null;
}

/**
 * The "Event Stats" card (event-stats.ts's `readEventStats`): the first table with a row whose first `th` reads
 * "Registrations" (and has a `td`); only tables holding such a row build their key/value map.
 */
function readEventStats(tables: Table[]): EventStats {
  const table = tables.find(hasRegistrations);
  const rows = keyValuesOf(table);
  return eventStatsOf(
    textOf(rows.get('race track')),
    textOf(rows.get('registrations')),
    textOf(rows.get('total race laps')),
  );
}

function hasRegistrations(table: Table): boolean {
  for (const row of table.allRows)
    if (row.firstTh && row.firstTd && textOf(row.firstTh).toLowerCase() === 'registrations') return true;
  return false;
}
