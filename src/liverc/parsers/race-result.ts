// Parses a race result page (`/results/?p=view_race_result&id=`): race info, the results table and every lap.
// It reads the page in one streaming pass (results-page-scan.ts) instead of building a DOM and querying it:
// issue 17 wants every page type within 1.5x of a bare htmlparser2 pass. A page with nested or irregular tables
// goes to the DOM reader (race-result-dom.ts); race-result-reference.test.ts checks both read alike.
import type { DriverLapTimes, RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
import { fail, findColumn, guard, nonEmpty, ok, type ParseResult } from './common.ts';
import { parseRaceResultWithDom } from './race-result-dom.ts';
import {
  type Columns,
  driverIdOf,
  NOT_THIS_PAGE,
  type PageTexts,
  raceResultPage,
  readColumns,
  readValue,
  resultRow,
  timeOrWarn,
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
import {
  type LapTime,
  parseBehind,
  parseLapsTime,
  parseLapTime,
  parseMeasured,
  parseWhole,
} from './values.ts';
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
      const parsed = readRow(row.cells, columns, laps, `row ${index + 1}`, warnings);
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

function readRow(
  cells: CellRecord[],
  columns: Columns,
  laps: DriverLapTimes[],
  where: string,
  warnings: string[],
): RaceResultRow | null {
  const position = parseWhole(cellText(cells, columns.position));
  const driverCell = cellAt(cells, columns.driver);
  const driver = driverCell ? nonEmpty(visible(driverCell.driverName) || driverText(driverCell)) : null;
  if (position === null || !driverCell || !driver) {
    warnings.push(`${where}: no position or driver, skipped`);
    return null;
  }
  const context = `${where} (${driver})`;
  const fastestCell = cellAt(cells, columns.fastest);
  const qualifying = readValue(
    cellText(cells, columns.qualifying),
    parseWhole,
    'qualifying position',
    context,
    warnings,
  );
  const lapsTime = readValue(
    cellText(cells, columns.lapsTime),
    parseLapsTime,
    'laps/time',
    context,
    warnings,
  );
  const behind = readValue(cellText(cells, columns.behind), parseBehind, 'behind', context, warnings);
  const fastestLap = fastestCell
    ? timeOrWarn(collapse(rawWithoutSups(fastestCell)), null, `${where} fastest lap`, warnings)
    : null;
  const avgLap = sortedTime(cellAt(cells, columns.average), `${where} avg lap`, warnings);
  const avgTop5 = sortedTime(cellAt(cells, columns.top5), `${where} avg top 5`, warnings);
  const avgTop10 = sortedTime(cellAt(cells, columns.top10), `${where} avg top 10`, warnings);
  const avgTop15 = sortedTime(cellAt(cells, columns.top15), `${where} avg top 15`, warnings);
  const top3 = sortedTime(cellAt(cells, columns.top3), `${where} top 3 consecutive`, warnings);
  const stdDeviation = readValue(
    cellText(cells, columns.stdDeviation),
    parseMeasured,
    'std. deviation',
    context,
    warnings,
  );
  const consistency = readValue(
    cellText(cells, columns.consistency),
    parseMeasured,
    'consistency',
    context,
    warnings,
  );
  const driverId = driverIdOf(driverCell.driverId, driver, laps, where, warnings);
  return resultRow({
    position,
    driver,
    driverId,
    carNumber: nonEmpty(visible(driverCell.carNumber)),
    qualifying,
    lapsTime,
    behind,
    fastestLap,
    fastestLapNumber: fastestCell && fastestLap ? parseWhole(visible(fastestCell.firstSup)) : null,
    avgLap,
    avgTop5,
    avgTop10,
    avgTop15,
    top3,
    stdDeviation,
    consistency,
    vehicle: nonEmpty(cellText(cells, columns.vehicle)),
  });
}

// Module functions rather than closures made per row: a page has hundreds of cells.
const cellAt = (cells: CellRecord[], index: number | null) => (index === null ? undefined : cells[index]);
const cellText = (cells: CellRecord[], index: number | null) => visible(cellAt(cells, index)?.text);

/** Driver cell text without the car number and "View Laps", for layouts lacking `span.driver_name`. */
function driverText(cell: CellRecord): string {
  const number = visible(cell.carNumber);
  let text = visible(cell.text);
  for (const link of cell.links) text = text.replace(visible(link), '');
  if (number && text.startsWith(`${number} `)) text = text.slice(number.length + 1);
  return text.trim();
}

/** A time cell with a hidden seconds sort value beside the shown text (`<div class="hidden">111.828</div>1:51.828`). */
function sortedTime(cell: CellRecord | undefined, where: string, warnings: string[]): LapTime | null {
  if (!cell) return null;
  return timeOrWarn(visible(cell.text), cell.hidden ? collapse(cell.hidden.raw) : null, where, warnings);
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
