// Parses a heat sheet (`/results/?p=view_heat_sheet&id=`): a round's races in running order, each with its
// status and its grid. No real page was ever saved (docs/liverc/REFERENCE.md 3.6); the markup follows three scrapers
// that read it: `table.heat_sheet`, a header row per race (`.race_num`, `.class_header`, `span.race_status`),
// then one row per grid slot with `span.car_num` and the driver's name.
import type { Element } from 'domhandler';
import { pageRefOf } from '../urls.ts';
import {
  all,
  attr,
  cellsOf,
  fail,
  guard,
  hasClass,
  loadDocument,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  resolveUrl,
  visibleText,
} from './common.ts';
import { parseWhole } from './values.ts';

export type HeatStatus = 'not-started' | 'complete' | 'unknown';

export type HeatEntry = { gridSlot: number; carNumber: string | null; driver: string };

export type HeatRace = {
  raceNumber: number | null;
  /** As the header shows it, e.g. `1/8 Nitro Buggy (Heat 2/3)` or `1/8 Nitro Buggy A-Main`. */
  name: string;
  status: HeatStatus;
  /** The status text as shown, e.g. `Status: Not Started`. */
  statusText: string | null;
  /** The race result, once the race is complete. */
  resultUrl: string | null;
  resultRaceId: number | null;
  entries: HeatEntry[];
};

export type HeatSheet = {
  trackName: string | null;
  eventName: string | null;
  /** The round, e.g. `Qualifier Round 2` or `Main Events`. */
  round: string | null;
  races: HeatRace[];
};

const NOT_THIS_PAGE = 'not a heat sheet page';

export function parseHeatSheet(html: string, pageUrl: string): ParseResult<HeatSheet> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const tables = all('table.heat_sheet', doc);
    if (tables.length === 0) return fail(NOT_THIS_PAGE, warnings);
    const races: HeatRace[] = [];
    for (const table of tables) {
      let race: HeatRace | null = null;
      for (const row of all('tr', table)) {
        const header = one('.class_header', row);
        if (header) {
          race = readHeader(row, header, pageUrl);
          races.push(race);
          continue;
        }
        if (!race) continue;
        const entry = readEntry(row);
        if (entry) race.entries.push(entry);
        else if (cellsOf(row).some((cell) => cell.name === 'td')) {
          const text = cellsOf(row)
            .map((cell) => visibleText(cell))
            .join(' ');
          warnings.push(`${race.name}: unreadable grid row '${text.slice(0, 60)}', skipped`);
        }
      }
    }
    if (races.length === 0) return fail('empty heat sheet', warnings);
    const crumb = readBreadcrumb(doc);
    const panel = tables[0] ? closestPanel(tables[0]) : null;
    const round = panel ? nonEmpty(visibleText(one('.panel-heading', panel))) : null;
    return ok({ trackName: crumb.h1, eventName: crumb.h3, round, races }, warnings);
  });
}

function closestPanel(node: Element): Element | null {
  let current = node.parent;
  while (current && current.type === 'tag') {
    if (hasClass(current, 'panel')) return current;
    current = current.parent;
  }
  return null;
}

function readHeader(row: Element, header: Element, pageUrl: string): HeatRace {
  const statusElement = one('.race_status', row);
  const statusText = nonEmpty(visibleText(statusElement));
  const link = statusElement ? one('a[href]', statusElement) : null;
  const resultUrl = link ? resolveUrl(attr(link, 'href'), pageUrl) : null;
  const ref = resultUrl ? pageRefOf(resultUrl) : null;
  return {
    raceNumber: parseWhole(/\d+/.exec(visibleText(one('.race_num', row)))?.[0]),
    name: visibleText(header),
    status: /complete/i.test(statusText ?? '')
      ? 'complete'
      : /not started/i.test(statusText ?? '')
        ? 'not-started'
        : 'unknown',
    statusText,
    resultUrl: ref?.page === 'view_race_result' ? resultUrl : null,
    resultRaceId: ref?.page === 'view_race_result' ? ref.id : null,
    entries: [],
  };
}

/** `| 3 | <span class="car_num">7</span> SAM OBRIEN | transponder | seed | seed result |` */
function readEntry(row: Element): HeatEntry | null {
  const cells = cellsOf(row).filter((cell) => cell.name === 'td');
  const gridSlot = parseWhole(visibleText(cells[0]));
  const driverCell = cells.find((cell) => one('.car_num', cell)) ?? cells[1];
  if (gridSlot === null || !driverCell) return null;
  const carNumber = nonEmpty(visibleText(one('.car_num', driverCell)));
  let driver = visibleText(driverCell);
  if (carNumber && driver.startsWith(carNumber)) driver = driver.slice(carNumber.length).trim();
  return driver ? { gridSlot, carNumber, driver } : null;
}
