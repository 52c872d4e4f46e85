// Parses a race result page (`/results/?p=view_race_result&id=`): race info, the results table and every lap.
// It reads the page in one streaming pass (results-page-scan.ts) instead of building a DOM and querying it:
// issue 17 wants every page type within 1.5x of a bare htmlparser2 pass. A page with nested or irregular tables
// goes to the DOM reader (race-result-dom.ts); race-result-reference.test.ts checks both read alike.
import type { RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
import { fail, findColumn, guard, nonEmpty, ok, type ParseResult } from './common.ts';
import { parseRaceResultWithDom } from './race-result-dom.ts';
import {
  NOT_THIS_PAGE,
  type PageTexts,
  type RowCells,
  raceResultPage,
  readColumns,
  readRow,
} from './race-result-row.ts';
import { readRacerLaps } from './racer-laps.ts';
import {
  type CellRecord,
  type ResultsPageScan,
  type RowRecord,
  rawWithoutSups,
  scanResultsPage,
  type TableRecord,
  visible,
} from './results-page-scan.ts';
import { parseLapTime } from './values.ts';
import { collapse } from './whitespace.ts';

/** `30:00 Timed` (a time limit) or `3 Laps` (a lap count). */
export type RaceLength = { raw: string; kind: 'timed' | 'laps'; seconds: number | null; laps: number | null };

const RESULT_HEADERS = ['pos', 'driver', 'laps/time', 'behind'];

export function parseRaceResult(html: string, pageUrl: string): ParseResult<RaceResultPage> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const scan = scanResultsPage(typeof html === 'string' ? html : '');
    if (scan.irregular) return parseRaceResultWithDom(html, pageUrl);
    const located = findResultsTable(scan.tables);
    if (!located) return fail(NOT_THIS_PAGE, warnings);
    if (located.rows.length === 0) return fail('empty results', warnings);

    const laps = readRacerLaps(scan.scripts, warnings);
    const columns = readColumns(located.columns);
    const results: RaceResultRow[] = [];
    located.rows.forEach((row, index) => {
      const parsed = readRow(row.cells, scanCells, columns, laps, `row ${index + 1}`, warnings);
      if (parsed) results.push(parsed);
    });
    if (results.length === 0) return fail('empty results', warnings);

    const crumb = scan.sawCrumb ? scan.crumb : scan.first;
    const texts: PageTexts = {
      heading: headingOf(scan, located.table),
      raceName: nonEmpty(visible(located.table.classHeader)),
      subHeaders: located.table.subHeaders.map(visible),
      raceNumber: visible(located.table.raceNumber),
      crumb: {
        h1: nonEmpty(visible(crumb.h1)),
        h3: nonEmpty(visible(crumb.h3)),
        h5: nonEmpty(visible(crumb.h5)),
      },
    };
    return ok(raceResultPage(texts, pageUrl, results, laps), warnings);
  });
}

/** `columnIndex` of common.ts on a scanned row. */
function columnsOf(row: RowRecord): Map<string, number> {
  const map = new Map<string, number>();
  row.cells.forEach((cell, index) => {
    const label = visible(cell.text).toLowerCase();
    if (label && !map.has(label)) map.set(label, index);
  });
  return map;
}

/** `findTableByHeaders` of common.ts on the scanned tables (no table nests in another here). */
function findResultsTable(
  tables: TableRecord[],
): { table: TableRecord; columns: Map<string, number>; rows: RowRecord[] } | null {
  for (const table of tables) {
    const headerRow = table.rows.find((row) => {
      const columns = columnsOf(row);
      return RESULT_HEADERS.every((label) => findColumn(columns, label) !== null);
    });
    if (!headerRow) continue;
    const rows = table.rows.filter(
      (row) =>
        row !== headerRow &&
        row.parentName !== 'thead' &&
        row.parentName !== 'tfoot' &&
        row.cells.some((cell) => cell.name === 'td'),
    );
    return { table, columns: columnsOf(headerRow), rows };
  }
  return null;
}

/** Where the scan put a result row's texts (results-page-scan.ts). */
const scanCells: RowCells<CellRecord> = {
  text: (cell) => visible(cell?.text),
  driverName: (cell) => visible(cell.driverName),
  driverText,
  driverId: (cell) => cell.driverId,
  carNumber: (cell) => visible(cell.carNumber),
  fastestTime: (cell) => collapse(rawWithoutSups(cell)),
  fastestLapNumber: (cell) => visible(cell.firstSup),
  hiddenSort: (cell) => (cell.hidden ? collapse(cell.hidden.raw) : null),
};

/** Driver cell text without the car number and "View Laps", for layouts lacking `span.driver_name`. */
function driverText(cell: CellRecord): string {
  const number = visible(cell.carNumber);
  let text = visible(cell.text);
  for (const link of cell.links) text = text.replace(visible(link), '');
  if (number && text.startsWith(`${number} `)) text = text.slice(number.length + 1);
  return text.trim();
}

/** The first `.panel-heading` child of the table's nearest ancestor that has one. */
function headingOf(scan: ResultsPageScan, table: TableRecord): string | null {
  for (const id of table.ancestorIds) {
    const heading = scan.headingChildren.get(id);
    if (heading) return nonEmpty(visible(heading));
  }
  return null;
}

export function parseRaceLength(raw: string | null): RaceLength | null {
  if (!raw) return null;
  const timed = /^(\S+)\s+Timed$/i.exec(raw);
  if (timed?.[1]) {
    const time = parseLapTime(timed[1]);
    return time ? { raw, kind: 'timed', seconds: time.seconds, laps: null } : null;
  }
  const laps = /^(\d+)\s+Laps?$/i.exec(raw);
  return laps?.[1] ? { raw, kind: 'laps', seconds: null, laps: Number(laps[1]) } : null;
}
