// Reads a page scan (page-scan.ts) the way common.ts's DOM helpers read the tree: visible text and lines, hidden
// sort keys, panels by heading, tables by header labels, key/value rows and the breadcrumb, each giving what
// its DOM namesake gives for the same page (the `*-reference.test.ts` files compare whole outputs).
import { type Breadcrumb, findColumn, nonEmpty } from './common.ts';
import type { Capture, Cell, PageScan, Panel, Row, Table } from './page-scan.ts';
import { collapse } from './whitespace.ts';

/** `visibleText`: one line, whitespace collapsed ('' for no element). */
export const textOf = (capture: Capture | null | undefined): string => (capture ? collapse(capture.raw) : '');

/** `nonEmpty(visibleText(…))`: collapsing twice gives the same text, so it is collapsed once. */
export function nonEmptyText(capture: Capture | null | undefined): string | null {
  const text = textOf(capture);
  return text === '' ? null : text;
}

/** `visibleLines`: split at `<br>`, each line collapsed, empty lines dropped. */
export function linesOf(capture: Capture | null | undefined): string[] {
  if (!capture) return [];
  const lines: string[] = [];
  for (const line of capture.raw.split('\n')) {
    const collapsed = collapse(line);
    if (collapsed !== '') lines.push(collapsed);
  }
  return lines;
}

/** `hiddenText`: the first hidden element's text, or null when the cell has none. */
export const hiddenOf = (cell: Cell): string | null => (cell.hidden ? collapse(cell.hidden.raw) : null);

/** `findPanel`: the first `div.panel` whose first heading's text matches. */
export function panelTitled(scan: PageScan, heading: RegExp): Panel | null {
  for (const panel of scan.panels) if (panel.heading && heading.test(textOf(panel.heading))) return panel;
  return null;
}

/** `readBreadcrumb`: inside the first `.page-breadcrumb`, or the whole page when it has none. */
export function breadcrumbOf(scan: PageScan): Breadcrumb {
  const from = scan.sawCrumb ? scan.crumb : scan.page;
  return { h1: nonEmpty(textOf(from.h1)), h3: nonEmpty(textOf(from.h3)), h5: nonEmpty(textOf(from.h5)) };
}

/** `columnIndex`: header label (lower case) → index of the row's first cell with it. */
export function columnsOf(row: Row): Map<string, number> {
  const map = new Map<string, number>();
  row.cells.forEach((cell, index) => {
    const label = textOf(cell).toLowerCase();
    if (label && !map.has(label)) map.set(label, index);
  });
  return map;
}

export type ScannedTable = { table: Table; headerRow: Row; columns: Map<string, number>; rows: Row[] };

/** `locateTable`: the first own row holding every label is the header; body rows are the other own rows with a td. */
export function locate(table: Table, labels: string[]): ScannedTable | null {
  let headerRow: Row | undefined;
  let columns: Map<string, number> | undefined;
  for (const row of table.ownRows) {
    const found = columnsOf(row);
    if (labels.every((label) => findColumn(found, label) !== null)) {
      headerRow = row;
      columns = found;
      break;
    }
  }
  if (!headerRow || !columns) return null;
  const rows: Row[] = [];
  for (const row of table.ownRows)
    if (row !== headerRow && row.parentName !== 'thead' && row.parentName !== 'tfoot' && hasTd(row))
      rows.push(row);
  return { table, headerRow, columns, rows };
}

/** Whether a row has a `td` of its own (a body row, not a header). */
export function hasTd(row: Row): boolean {
  for (const cell of row.cells) if (cell.name === 'td') return true;
  return false;
}

/** `findTableByHeaders`: the first of these tables `locate` reads. */
export function locateAmong(tables: Table[], labels: string[]): ScannedTable | null {
  for (const table of tables) {
    const located = locate(table, labels);
    if (located) return located;
  }
  return null;
}

/** `keyValueRows`: each row's first `th` text (lower case) → its first `td`; a later row wins. */
export function keyValuesOf(table: Table | null | undefined): Map<string, Capture> {
  const map = new Map<string, Capture>();
  if (!table) return map;
  for (const row of table.allRows)
    if (row.firstTh && row.firstTd) map.set(textOf(row.firstTh).toLowerCase(), row.firstTd);
  return map;
}
