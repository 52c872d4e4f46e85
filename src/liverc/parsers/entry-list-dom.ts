// The entry list's DOM reader, replaced by the streaming reader in entry-list.ts and kept only as the tests'
// reference for it (entry-list-reference.test.ts): both must read every page alike. It finds the texts itself;
// what they mean (names, class titles, the records) is entry-list.ts's, so the test compares the finding.
import type { Element } from 'domhandler';
import type { ParticipantClass } from '../../domain/liverc.ts';
import {
  all,
  attr,
  cellsOf,
  fail,
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
import {
  type ClassHeader,
  classIdOf,
  classOfTitle,
  type EntryCells,
  type EntryList,
  entryColumns,
  entryCountOf,
  entryListOf,
  namesOf,
  readEntries,
} from './entry-list.ts';
import { readEventStats } from './event-stats.ts';

const NOT_THIS_PAGE = 'not an entry list page';

export function parseEntryListWithDom(html: string, pageUrl: string): ParseResult<EntryList> {
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
    return ok(entryListOf(pageUrl, readBreadcrumb(doc), readEventStats(doc), classes), warnings);
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
  const entries = readEntries(rows.map(cellsOf), domCells, entryColumns(columns), className, warnings);
  return { name: className, classId: classIdOf(attr(table, 'id')), entryCount: header.entryCount, entries };
}

/** Where an entry row's texts stand in the page's DOM. */
const domCells: EntryCells<Element> = {
  text: (cell) => nonEmpty(visibleText(cell)),
  names: (cell) => driverNames(cell),
};

/** Current markup: `div.class_header` + `div.class_sub_header` "Entries: 30"; older: one th "Class Entries: 14". */
function classHeader(table: Element, headerRow: Element): ClassHeader {
  const name = nonEmpty(visibleText(one('.class_header', table)));
  if (name) return { name, entryCount: entryCountOf(visibleText(one('.class_sub_header', table))) };
  const titleRow = all('thead tr', table).find((row) => row !== headerRow);
  return classOfTitle(visibleText(titleRow));
}

/** `<span class="hidden">LAST, FIRST</span>FIRST LAST`, or the older `LAST, FIRST<br>FIRST LAST`. */
function driverNames(cell: Element): { name: string; sortName: string | null } | null {
  return namesOf(hiddenText(cell), visibleLines(cell));
}
