// Parses a race result page (`/results/?p=view_race_result&id=`): race info, the results table and every lap.
// It reads the page in one streaming pass (results-page-scan.ts) instead of building a DOM and querying it:
// issue 17 wants every page type within 1.5x of a bare htmlparser2 pass. A page with nested or irregular tables
// goes to the DOM reader (race-result-dom.ts); race-result-reference.test.ts checks both read alike.
import type { DriverLapTimes, RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
import { raceIdFromUrl } from '../urls.ts';
import { fail, findColumn, guard, nonEmpty, ok, type ParseResult } from './common.ts';
import { classOf } from './race-label.ts';
import {
  type Columns,
  labelled,
  NOT_THIS_PAGE,
  parseRaceResultWithDom,
  readColumns,
  timeOrWarn,
} from './race-result-dom.ts';
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
  parseDateRange,
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
    const heading = headingOf(scan, located.table);
    const raceName = nonEmpty(visible(located.table.classHeader));
    const subHeaders = located.table.subHeaders.map(visible);
    const eventDate = parseDateRange(nonEmpty(visible(crumb.h5)));
    return ok(
      {
        raceTitle: heading,
        raceInfo: nonEmpty([raceName, ...subHeaders].filter(Boolean).join(' · ')),
        raceId: raceIdFromUrl(pageUrl),
        raceName,
        className: raceName ? classOf(raceName) : null,
        round: labelled(subHeaders, 'Round'),
        raceNumber:
          parseWhole(visible(located.table.raceNumber)) ?? parseWhole(/Race #(\d+)/.exec(heading ?? '')?.[1]),
        length: labelled(subHeaders, 'Length'),
        trackName: nonEmpty(visible(crumb.h1)),
        eventName: nonEmpty(visible(crumb.h3)),
        eventDate: eventDate?.start ?? null,
        eventEndDate: eventDate?.end ?? null,
        results,
        lapTimes: laps,
      },
      warnings,
    );
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
  const qualifying = readCell(
    cells,
    columns.qualifying,
    parseWhole,
    'qualifying position',
    context,
    warnings,
  );
  const lapsTime = readCell(cells, columns.lapsTime, parseLapsTime, 'laps/time', context, warnings);
  const behind = readCell(cells, columns.behind, parseBehind, 'behind', context, warnings);
  const fastestLap = fastestCell
    ? timeOrWarn(collapse(rawWithoutSups(fastestCell)), null, `${where} fastest lap`, warnings)
    : null;
  const avgLap = sortedTime(cellAt(cells, columns.average), `${where} avg lap`, warnings);
  const avgTop5 = sortedTime(cellAt(cells, columns.top5), `${where} avg top 5`, warnings);
  const avgTop10 = sortedTime(cellAt(cells, columns.top10), `${where} avg top 10`, warnings);
  const avgTop15 = sortedTime(cellAt(cells, columns.top15), `${where} avg top 15`, warnings);
  const top3 = sortedTime(cellAt(cells, columns.top3), `${where} top 3 consecutive`, warnings);
  const stdDeviation = readCell(
    cells,
    columns.stdDeviation,
    parseMeasured,
    'std. deviation',
    context,
    warnings,
  );
  const consistency = readCell(cells, columns.consistency, parseMeasured, 'consistency', context, warnings);
  const row: RaceResultRow = {
    position,
    driver,
    driverId: driverIdOf(driverCell, driver, laps, where, warnings),
    carNumber: nonEmpty(visible(driverCell.carNumber)),
    qualifying: qualifying === null ? null : String(qualifying),
    lapsTime: lapsTime?.raw ?? null,
    laps: lapsTime ? String(lapsTime.laps) : null,
    time: lapsTime?.time?.raw ?? null,
    behind: behind?.raw ?? null,
    fastestLap: fastestLap?.raw ?? null,
    fastestLapNumber: fastestCell && fastestLap ? parseWhole(visible(fastestCell.firstSup)) : null,
    avgLap: avgLap?.raw ?? null,
    avgTop5: avgTop5?.raw ?? null,
    avgTop10: avgTop10?.raw ?? null,
    avgTop15: avgTop15?.raw ?? null,
    top3Consecutive: top3?.raw ?? null,
    stdDeviation: stdDeviation?.raw ?? null,
    consistency: consistency?.raw ?? null,
    values: {
      qualifying,
      laps: lapsTime?.laps ?? null,
      time: lapsTime?.time?.seconds ?? null,
      behind: behind?.seconds ?? null,
      behindLaps: behind?.laps ?? null,
      fastestLap: fastestLap?.seconds ?? null,
      avgLap: avgLap?.seconds ?? null,
      avgTop5: avgTop5?.seconds ?? null,
      avgTop10: avgTop10?.seconds ?? null,
      avgTop15: avgTop15?.seconds ?? null,
      top3Consecutive: top3?.seconds ?? null,
      stdDeviation: stdDeviation?.value ?? null,
      consistency: consistency?.value ?? null,
    },
  };
  const vehicle = nonEmpty(cellText(cells, columns.vehicle));
  if (vehicle) row.vehicle = vehicle;
  return row;
}

// Module functions rather than closures made per row: a page has hundreds of cells.
const cellAt = (cells: CellRecord[], index: number | null) => (index === null ? undefined : cells[index]);
const cellText = (cells: CellRecord[], index: number | null) => visible(cellAt(cells, index)?.text);

/** A cell read by `read`; empty is null, unreadable is null with a warning naming the row and field. */
function readCell<T>(
  cells: CellRecord[],
  index: number | null,
  read: (raw: string) => T | null,
  label: string,
  context: string,
  warnings: string[],
): T | null {
  const raw = cellText(cells, index);
  if (raw === '') return null;
  const parsed = read(raw);
  if (parsed === null) warnings.push(`${context}: unreadable ${label} '${raw}'`);
  return parsed;
}

/** Driver cell text without the car number and "View Laps", for layouts lacking `span.driver_name`. */
function driverText(cell: CellRecord): string {
  const number = visible(cell.carNumber);
  let text = visible(cell.text);
  for (const link of cell.links) text = text.replace(visible(link), '');
  if (number && text.startsWith(`${number} `)) text = text.slice(number.length + 1);
  return text.trim();
}

function driverIdOf(
  cell: CellRecord,
  driver: string,
  laps: DriverLapTimes[],
  where: string,
  warnings: string[],
) {
  const linked = cell.driverId;
  if (linked !== null) {
    const id = parseWhole(linked);
    if (id === null) warnings.push(`${where}: unreadable driver id '${linked}'`);
    return id;
  }
  // Non-starters have no "View Laps" link; their id is only in racerLaps, found by an unambiguous name.
  const named = laps.filter((entry) => entry.driver.toUpperCase() === driver.toUpperCase());
  return named.length === 1 && named[0] ? named[0].driverId : null;
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
