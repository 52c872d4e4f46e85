// The race result reader on a DOM: race-result.ts's streaming reader hands it pages whose tables are nested or
// irregular (LiveRC writes none), and race-result-reference.test.ts checks both give the same reading. What is
// done with the texts it finds is race-result-row.ts's, shared with the streaming reader.
import type { Element } from 'domhandler';
import type { RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
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
  NOT_THIS_PAGE,
  type PageTexts,
  type RowCells,
  raceResultPage,
  readColumns,
  readRow,
} from './race-result-row.ts';
import { readRacerLaps } from './racer-laps.ts';

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
      const parsed = readRow(cellsOf(row), domCells, columns, laps, `row ${index + 1}`, warnings);
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

const SUP = new Set(['sup']);

/** Where a result row's texts stand in the page's DOM. */
const domCells: RowCells<Element> = {
  text: (cell) => visibleText(cell),
  driverName: (cell) => visibleText(one('.driver_name', cell)),
  driverText,
  driverId: (cell) => attr(one('[data-driver-id]', cell), 'data-driver-id'),
  carNumber: (cell) => visibleText(one('.car_num', cell)),
  // The fastest-lap cell is `36.589<sup>9</sup>`: the time without its lap number, and the number.
  fastestTime: (cell) => visibleText(cell, SUP),
  fastestLapNumber: (cell) => visibleText(one('sup', cell)),
  hiddenSort: (cell) => hiddenText(cell),
};

/** Driver cell text without the car number and "View Laps", for layouts lacking `span.driver_name`. */
function driverText(cell: Element): string {
  const number = visibleText(one('.car_num', cell));
  const links = all('a', cell).map((element) => visibleText(element));
  let text = visibleText(cell);
  for (const link of links) text = text.replace(link, '');
  if (number && text.startsWith(`${number} `)) text = text.slice(number.length + 1);
  return text.trim();
}

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
