// The race result reader on a DOM: race-result.ts's streaming reader hands it pages whose tables are nested or
// irregular (LiveRC writes none), and race-result-reference.test.ts checks both give the same reading. The row
// and field helpers here are the ones both readers use.
import type { Element } from 'domhandler';
import type { DriverLapTimes, RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
import { raceIdFromUrl } from '../urls.ts';
import {
  all,
  attr,
  cellsOf,
  fail,
  findColumn,
  findTableByHeaders,
  guard,
  hasClass,
  hiddenText,
  loadDocument,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  scriptTexts,
  visibleText,
} from './common.ts';
import { classOf } from './race-label.ts';
import { readRacerLaps } from './racer-laps.ts';
import {
  type LapTime,
  parseBehind,
  parseDateRange,
  parseLapsTime,
  parseLapTime,
  parseMeasured,
  parseWhole,
} from './values.ts';

export const NOT_THIS_PAGE = 'not a race result page';

export function parseRaceResultWithDom(html: string, pageUrl: string): ParseResult<RaceResultPage> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const located = findTableByHeaders(doc, ['pos', 'driver', 'laps/time', 'behind']);
    if (!located) return fail(NOT_THIS_PAGE, warnings);
    if (located.rows.length === 0) return fail('empty results', warnings);

    const laps = readRacerLaps(scriptTexts(doc), warnings);
    const columns = readColumns(located.columns);
    const results: RaceResultRow[] = [];
    located.rows.forEach((row, index) => {
      const parsed = readRow(cellsOf(row), columns, laps, `row ${index + 1}`, warnings);
      if (parsed) results.push(parsed);
    });
    if (results.length === 0) return fail('empty results', warnings);

    const crumb = readBreadcrumb(doc);
    const heading = headingOf(located.table);
    const raceName = nonEmpty(visibleText(one('.class_header', located.table)));
    const subHeaders = all('.class_sub_header', located.table).map((element) => visibleText(element));
    const eventDate = parseDateRange(crumb.h5);
    return ok(
      {
        raceTitle: heading,
        raceInfo: nonEmpty([raceName, ...subHeaders].filter(Boolean).join(' · ')),
        raceId: raceIdFromUrl(pageUrl),
        raceName,
        className: raceName ? classOf(raceName) : null,
        round: labelled(subHeaders, 'Round'),
        raceNumber:
          parseWhole(visibleText(one('.race_num', located.table))) ??
          parseWhole(/Race #(\d+)/.exec(heading ?? '')?.[1]),
        length: labelled(subHeaders, 'Length'),
        trackName: crumb.h1,
        eventName: crumb.h3,
        eventDate: eventDate?.start ?? null,
        eventEndDate: eventDate?.end ?? null,
        results,
        lapTimes: laps,
      },
      warnings,
    );
  });
}

export type Columns = Record<
  | 'position'
  | 'driver'
  | 'qualifying'
  | 'lapsTime'
  | 'behind'
  | 'fastest'
  | 'average'
  | 'top5'
  | 'top10'
  | 'top15'
  | 'top3'
  | 'stdDeviation'
  | 'consistency'
  | 'vehicle',
  number | null
>;

export function readColumns(map: Map<string, number>): Columns {
  return {
    position: findColumn(map, 'pos'),
    driver: findColumn(map, 'driver'),
    qualifying: findColumn(map, 'qual'),
    lapsTime: findColumn(map, 'laps/time'),
    behind: findColumn(map, 'behind'),
    fastest: findColumn(map, 'fastest lap'),
    average: findColumn(map, 'avg lap'),
    top5: findColumn(map, 'avg top 5'),
    top10: findColumn(map, 'avg top 10'),
    top15: findColumn(map, 'avg top 15'),
    top3: findColumn(map, 'top 3 consecutive'),
    stdDeviation: findColumn(map, 'std. deviation', 'std deviation'),
    consistency: findColumn(map, 'consistency'),
    vehicle: findColumn(map, 'vehicle'),
  };
}

function readRow(
  cells: Element[],
  columns: Columns,
  laps: DriverLapTimes[],
  where: string,
  warnings: string[],
): RaceResultRow | null {
  const position = parseWhole(cellText(cells, columns.position));
  const driverCell = cellAt(cells, columns.driver);
  const driver = driverCell
    ? nonEmpty(visibleText(one('.driver_name', driverCell)) || driverText(driverCell))
    : null;
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
    ? timeOrWarn(textWithoutSup(fastestCell), null, `${where} fastest lap`, warnings)
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
    carNumber: nonEmpty(visibleText(one('.car_num', driverCell))),
    qualifying: qualifying === null ? null : String(qualifying),
    lapsTime: lapsTime?.raw ?? null,
    laps: lapsTime ? String(lapsTime.laps) : null,
    time: lapsTime?.time?.raw ?? null,
    behind: behind?.raw ?? null,
    fastestLap: fastestLap?.raw ?? null,
    fastestLapNumber: fastestCell && fastestLap ? parseWhole(visibleText(one('sup', fastestCell))) : null,
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
const cellAt = (cells: Element[], index: number | null) => (index === null ? undefined : cells[index]);
const cellText = (cells: Element[], index: number | null) => visibleText(cellAt(cells, index));

/** A cell read by `read`; empty is null, unreadable is null with a warning naming the row and field. */
function readCell<T>(
  cells: Element[],
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
function driverText(cell: Element): string {
  const number = visibleText(one('.car_num', cell));
  const links = all('a', cell).map((element) => visibleText(element));
  let text = visibleText(cell);
  for (const link of links) text = text.replace(link, '');
  if (number && text.startsWith(`${number} `)) text = text.slice(number.length + 1);
  return text.trim();
}

function driverIdOf(
  cell: Element,
  driver: string,
  laps: DriverLapTimes[],
  where: string,
  warnings: string[],
) {
  const linked = attr(one('[data-driver-id]', cell), 'data-driver-id');
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
function sortedTime(cell: Element | undefined, where: string, warnings: string[]): LapTime | null {
  if (!cell) return null;
  return timeOrWarn(visibleText(cell), hiddenText(cell), where, warnings);
}

export function timeOrWarn(
  shown: string,
  hidden: string | null,
  where: string,
  warnings: string[],
): LapTime | null {
  if (shown === '') return null;
  const time = parseLapTime(shown);
  if (!time) {
    warnings.push(`${where}: unreadable time '${shown}'`);
    return null;
  }
  const sorted = hidden ? parseLapTime(hidden) : null;
  // Two values for one field that disagree: neither can be trusted, so the field is left empty.
  if (sorted && Math.abs(sorted.seconds - time.seconds) > 0.0005) {
    warnings.push(`${where}: shown '${shown}' disagrees with hidden '${hidden}', left empty`);
    return null;
  }
  return time;
}

const SUP = new Set(['sup']);
/** The fastest-lap cell is `36.589<sup>9</sup>`: the time without its lap number. */
const textWithoutSup = (cell: Element) => visibleText(cell, SUP);

function headingOf(table: Element): string | null {
  let node = table.parent;
  while (node && node.type === 'tag') {
    const heading = node.children.find(
      (child): child is Element => child.type === 'tag' && hasClass(child, 'panel-heading'),
    );
    if (heading) return nonEmpty(visibleText(heading));
    node = node.parent;
  }
  return null;
}

export function labelled(lines: string[], label: string): string | null {
  const line = lines.find((each) => each.toLowerCase().startsWith(`${label.toLowerCase()}:`));
  return line ? nonEmpty(line.slice(label.length + 1)) : null;
}
