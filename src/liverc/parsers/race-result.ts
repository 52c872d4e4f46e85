// Parses a race result page (`/results/?p=view_race_result&id=`): race info, the results table and every lap.
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

/** `30:00 Timed` (a time limit) or `3 Laps` (a lap count). */
export type RaceLength = { raw: string; kind: 'timed' | 'laps'; seconds: number | null; laps: number | null };

const NOT_THIS_PAGE = 'not a race result page';

/** The header labels of each column, read by `findColumn` (LiveRC's column sets have changed over time). */
const COLUMN_LABELS = {
  position: ['pos'],
  driver: ['driver'],
  qualifying: ['qual'],
  lapsTime: ['laps/time'],
  behind: ['behind'],
  fastest: ['fastest lap'],
  average: ['avg lap'],
  top5: ['avg top 5'],
  top10: ['avg top 10'],
  top15: ['avg top 15'],
  top3: ['top 3 consecutive'],
  stdDeviation: ['std. deviation', 'std deviation'],
  consistency: ['consistency'],
  vehicle: ['vehicle'],
};
type Columns = Record<keyof typeof COLUMN_LABELS, number | null>;

export function parseRaceResult(html: string, pageUrl: string): ParseResult<RaceResultPage> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const located = findTableByHeaders(doc, ['pos', 'driver', 'laps/time', 'behind']);
    if (!located) return fail(NOT_THIS_PAGE, warnings);
    if (located.rows.length === 0) return fail('empty results', warnings);

    const laps = readRacerLaps(scriptTexts(doc), warnings);
    const columns = Object.fromEntries(
      Object.entries(COLUMN_LABELS).map(([name, labels]) => [name, findColumn(located.columns, ...labels)]),
    ) as Columns;
    const results: RaceResultRow[] = [];
    located.rows.forEach((row, index) => {
      const read = readRow(cellsOf(row), columns, laps, `row ${index + 1}`, warnings);
      if (read) results.push(read);
    });
    if (results.length === 0) return fail('empty results', warnings);

    const { table } = located;
    const heading = headingOf(table);
    const raceName = nonEmpty(visibleText(one('.class_header', table)));
    const subHeaders = all('.class_sub_header', table).map((element) => visibleText(element));
    const crumb = readBreadcrumb(doc);
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
          parseWhole(visibleText(one('.race_num', table))) ??
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

const WITHOUT_SUP = new Set(['sup']);

/** One result row, each value with its warning, in the order the page lists them. */
function readRow(
  cells: Element[],
  columns: Columns,
  laps: DriverLapTimes[],
  where: string,
  warnings: string[],
): RaceResultRow | null {
  const cell = (column: keyof Columns) => {
    const index = columns[column];
    return index === null ? undefined : cells[index];
  };
  const position = parseWhole(visibleText(cell('position')));
  const driverCell = cell('driver');
  const driver = driverCell
    ? nonEmpty(visibleText(one('.driver_name', driverCell)) || driverText(driverCell))
    : null;
  if (position === null || !driverCell || !driver) {
    warnings.push(`${where}: no position or driver, skipped`);
    return null;
  }

  // Empty is null; unreadable is null with a warning naming the row and field.
  const value = <T>(column: keyof Columns, read: (raw: string) => T | null, label: string): T | null => {
    const raw = visibleText(cell(column));
    if (raw === '') return null;
    const parsed = read(raw);
    if (parsed === null) warnings.push(`${where} (${driver}): unreadable ${label} '${raw}'`);
    return parsed;
  };
  // Average times carry their seconds in a hidden sort value: `<div class="hidden">111.828</div>1:51.828`.
  const sortedTime = (column: keyof Columns, label: string): LapTime | null => {
    const found = cell(column);
    return found ? timeOrWarn(visibleText(found), hiddenText(found), `${where} ${label}`, warnings) : null;
  };

  const qualifying = value('qualifying', parseWhole, 'qualifying position');
  const lapsTime = value('lapsTime', parseLapsTime, 'laps/time');
  const behind = value('behind', parseBehind, 'behind');
  // The fastest-lap cell is `36.589<sup>9</sup>`: the time without its lap number, and the number.
  const fastestCell = cell('fastest');
  const fastestLap = fastestCell
    ? timeOrWarn(visibleText(fastestCell, WITHOUT_SUP), null, `${where} fastest lap`, warnings)
    : null;
  const avgLap = sortedTime('average', 'avg lap');
  const avgTop5 = sortedTime('top5', 'avg top 5');
  const avgTop10 = sortedTime('top10', 'avg top 10');
  const avgTop15 = sortedTime('top15', 'avg top 15');
  const top3 = sortedTime('top3', 'top 3 consecutive');
  const stdDeviation = value('stdDeviation', parseMeasured, 'std. deviation');
  const consistency = value('consistency', parseMeasured, 'consistency');
  const linkedId = attr(one('[data-driver-id]', driverCell), 'data-driver-id');

  const row: RaceResultRow = {
    position,
    driver,
    driverId: driverIdOf(linkedId, driver, laps, where, warnings),
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
  const vehicle = nonEmpty(visibleText(cell('vehicle')));
  if (vehicle) row.vehicle = vehicle;
  return row;
}

/** Driver cell text without the car number and "View Laps", for layouts lacking `span.driver_name`. */
function driverText(cell: Element): string {
  const number = visibleText(one('.car_num', cell));
  let text = visibleText(cell);
  for (const link of all('a', cell)) text = text.replace(visibleText(link), '');
  if (number && text.startsWith(`${number} `)) text = text.slice(number.length + 1);
  return text.trim();
}

/** The driver id of a row: its "View Laps" link's `data-driver-id` (`linked`), else found in racerLaps. */
function driverIdOf(
  linked: string | null,
  driver: string,
  laps: DriverLapTimes[],
  where: string,
  warnings: string[],
): number | null {
  if (linked !== null) {
    const id = parseWhole(linked);
    if (id === null) warnings.push(`${where}: unreadable driver id '${linked}'`);
    return id;
  }
  // Non-starters have no "View Laps" link; their id is only in racerLaps, found by an unambiguous name.
  const named = laps.filter((entry) => entry.driver.toUpperCase() === driver.toUpperCase());
  return named.length === 1 && named[0] ? named[0].driverId : null;
}

function timeOrWarn(shown: string, hidden: string | null, where: string, warnings: string[]): LapTime | null {
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

/** The first `.panel-heading` child of the table's nearest ancestor that has one. */
function headingOf(table: Element): string | null {
  for (let node = table.parent; node && node.type === 'tag'; node = node.parent) {
    const heading = node.children.find(
      (child): child is Element => child.type === 'tag' && hasClass(child, 'panel-heading'),
    );
    if (heading) return nonEmpty(visibleText(heading));
  }
  return null;
}

/** The text after `Label:` in the sub-header line that starts with it. */
function labelled(lines: string[], label: string): string | null {
  const line = lines.find((each) => each.toLowerCase().startsWith(`${label.toLowerCase()}:`));
  return line ? nonEmpty(line.slice(label.length + 1)) : null;
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
