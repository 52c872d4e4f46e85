// The race result reader on a DOM: race-result.ts's streaming reader hands it pages whose tables are nested or
// irregular (LiveRC writes none), and race-result-reference.test.ts checks both give the same reading. What is
// done with the texts it finds is race-result-row.ts's, shared with the streaming reader.
import type { Element } from 'domhandler';
import type { DriverLapTimes, RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
import {
  all,
  attr,
  cellsOf,
  fail,
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
import { type LapTime, parseBehind, parseLapsTime, parseMeasured, parseWhole } from './values.ts';

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

    const texts: PageTexts = {
      heading: headingOf(located.table),
      raceName: nonEmpty(visibleText(one('.class_header', located.table))),
      subHeaders: all('.class_sub_header', located.table).map((element) => visibleText(element)),
      raceNumber: visibleText(one('.race_num', located.table)),
      crumb: readBreadcrumb(doc),
    };
    return ok(raceResultPage(texts, pageUrl, results, laps), warnings);
  });
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
    ? timeOrWarn(textWithoutSup(fastestCell), null, `${where} fastest lap`, warnings)
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
  const driverId = driverIdOf(
    attr(one('[data-driver-id]', driverCell), 'data-driver-id'),
    driver,
    laps,
    where,
    warnings,
  );
  return resultRow({
    position,
    driver,
    driverId,
    carNumber: nonEmpty(visibleText(one('.car_num', driverCell))),
    qualifying,
    lapsTime,
    behind,
    fastestLap,
    fastestLapNumber: fastestCell && fastestLap ? parseWhole(visibleText(one('sup', fastestCell))) : null,
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
const cellAt = (cells: Element[], index: number | null) => (index === null ? undefined : cells[index]);
const cellText = (cells: Element[], index: number | null) => visibleText(cellAt(cells, index));

/** Driver cell text without the car number and "View Laps", for layouts lacking `span.driver_name`. */
function driverText(cell: Element): string {
  const number = visibleText(one('.car_num', cell));
  const links = all('a', cell).map((element) => visibleText(element));
  let text = visibleText(cell);
  for (const link of links) text = text.replace(link, '');
  if (number && text.startsWith(`${number} `)) text = text.slice(number.length + 1);
  return text.trim();
}

/** A time cell with a hidden seconds sort value beside the shown text (`<div class="hidden">111.828</div>1:51.828`). */
function sortedTime(cell: Element | undefined, where: string, warnings: string[]): LapTime | null {
  if (!cell) return null;
  return timeOrWarn(visibleText(cell), hiddenText(cell), where, warnings);
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
