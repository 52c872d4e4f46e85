// What both race result readers (race-result.ts streaming, race-result-dom.ts on a DOM) do with the texts they take
// from a page: the columns, each cell's value and warning, a result row (read through each reader's RowCells) and
// the page record. One copy, so race-result-reference.test.ts compares what each reader extracts, and the reading
// of it cannot drift apart.
import type { DriverLapTimes, RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
import { raceIdFromUrl } from '../urls.ts';
import { type Breadcrumb, findColumn, nonEmpty } from './common.ts';
import { classOf } from './race-label.ts';
import {
  type Behind,
  type LapsTime,
  type LapTime,
  type Measured,
  parseBehind,
  parseDateRange,
  parseLapsTime,
  parseLapTime,
  parseMeasured,
  parseWhole,
} from './values.ts';

export const NOT_THIS_PAGE = 'not a race result page';

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

/** A cell's text read by `read`; empty is null, unreadable is null with a warning naming the row and field. */
export function readValue<T>(
  raw: string,
  read: (raw: string) => T | null,
  label: string,
  context: string,
  warnings: string[],
): T | null {
  if (raw === '') return null;
  const parsed = read(raw);
  if (parsed === null) warnings.push(`${context}: unreadable ${label} '${raw}'`);
  return parsed;
}

/** The driver id of a row: its "View Laps" link's `data-driver-id` (`linked`), else found in racerLaps. */
export function driverIdOf(
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

/** A row's values as a reader read them, in the order it read them (the order of its warnings). */
export type RowValues = {
  position: number;
  driver: string;
  driverId: number | null;
  carNumber: string | null;
  qualifying: number | null;
  lapsTime: LapsTime | null;
  behind: Behind | null;
  fastestLap: LapTime | null;
  fastestLapNumber: number | null;
  avgLap: LapTime | null;
  avgTop5: LapTime | null;
  avgTop10: LapTime | null;
  avgTop15: LapTime | null;
  top3: LapTime | null;
  stdDeviation: Measured | null;
  consistency: Measured | null;
  vehicle: string | null;
};

/** The result row of its values: each field as shown, and as a number in `values`. */
export function resultRow(read: RowValues): RaceResultRow {
  const { qualifying, lapsTime, behind, fastestLap, avgLap, avgTop5, avgTop10, avgTop15, top3 } = read;
  const { stdDeviation, consistency } = read;
  const row: RaceResultRow = {
    position: read.position,
    driver: read.driver,
    driverId: read.driverId,
    carNumber: read.carNumber,
    qualifying: qualifying === null ? null : String(qualifying),
    lapsTime: lapsTime?.raw ?? null,
    laps: lapsTime ? String(lapsTime.laps) : null,
    time: lapsTime?.time?.raw ?? null,
    behind: behind?.raw ?? null,
    fastestLap: fastestLap?.raw ?? null,
    fastestLapNumber: read.fastestLapNumber,
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
  if (read.vehicle) row.vehicle = read.vehicle;
  return row;
}

/** How one reader finds a result row's texts in its own kind of cell (a DOM element, a scanned record). */
export type RowCells<C> = {
  /** The cell's visible text ('' for no cell). */
  text(cell: C | undefined): string;
  /** The driver cell's `.driver_name` text ('' without one). */
  driverName(cell: C): string;
  /** The driver cell's text without its car number and links. */
  driverText(cell: C): string;
  /** The driver cell's `data-driver-id`, null without one. */
  driverId(cell: C): string | null;
  carNumber(cell: C): string;
  /** The fastest-lap cell's time without its lap number (`36.589<sup>9</sup>`), and that number. */
  fastestTime(cell: C): string;
  fastestLapNumber(cell: C): string;
  /** The hidden seconds sort value beside a time (`<div class="hidden">111.828</div>1:51.828`), null without one. */
  hiddenSort(cell: C): string | null;
};

// Module functions rather than closures made per row: a page has hundreds of cells.
const cellAt = <C>(cells: C[], index: number | null) => (index === null ? undefined : cells[index]);

function sortedTime<C>(read: RowCells<C>, cell: C | undefined, where: string, warnings: string[]) {
  return cell === undefined ? null : timeOrWarn(read.text(cell), read.hiddenSort(cell), where, warnings);
}

/** One result row read from its cells, each value with its warning, in the order the page lists them. */
export function readRow<C>(
  cells: C[],
  read: RowCells<C>,
  columns: Columns,
  laps: DriverLapTimes[],
  where: string,
  warnings: string[],
): RaceResultRow | null {
  const position = parseWhole(read.text(cellAt(cells, columns.position)));
  const driverCell = cellAt(cells, columns.driver);
  const driver = driverCell ? nonEmpty(read.driverName(driverCell) || read.driverText(driverCell)) : null;
  if (position === null || !driverCell || !driver) {
    warnings.push(`${where}: no position or driver, skipped`);
    return null;
  }
  const context = `${where} (${driver})`;
  const fastestCell = cellAt(cells, columns.fastest);
  const qualifying = readValue(
    read.text(cellAt(cells, columns.qualifying)),
    parseWhole,
    'qualifying position',
    context,
    warnings,
  );
  const lapsTime = readValue(
    read.text(cellAt(cells, columns.lapsTime)),
    parseLapsTime,
    'laps/time',
    context,
    warnings,
  );
  const behind = readValue(
    read.text(cellAt(cells, columns.behind)),
    parseBehind,
    'behind',
    context,
    warnings,
  );
  const fastestLap = fastestCell
    ? timeOrWarn(read.fastestTime(fastestCell), null, `${where} fastest lap`, warnings)
    : null;
  const avgLap = sortedTime(read, cellAt(cells, columns.average), `${where} avg lap`, warnings);
  const avgTop5 = sortedTime(read, cellAt(cells, columns.top5), `${where} avg top 5`, warnings);
  const avgTop10 = sortedTime(read, cellAt(cells, columns.top10), `${where} avg top 10`, warnings);
  const avgTop15 = sortedTime(read, cellAt(cells, columns.top15), `${where} avg top 15`, warnings);
  const top3 = sortedTime(read, cellAt(cells, columns.top3), `${where} top 3 consecutive`, warnings);
  const stdDeviation = readValue(
    read.text(cellAt(cells, columns.stdDeviation)),
    parseMeasured,
    'std. deviation',
    context,
    warnings,
  );
  const consistency = readValue(
    read.text(cellAt(cells, columns.consistency)),
    parseMeasured,
    'consistency',
    context,
    warnings,
  );
  const driverId = driverIdOf(read.driverId(driverCell), driver, laps, where, warnings);
  return resultRow({
    position,
    driver,
    driverId,
    carNumber: nonEmpty(read.carNumber(driverCell)),
    qualifying,
    lapsTime,
    behind,
    fastestLap,
    fastestLapNumber: fastestCell && fastestLap ? parseWhole(read.fastestLapNumber(fastestCell)) : null,
    avgLap,
    avgTop5,
    avgTop10,
    avgTop15,
    top3,
    stdDeviation,
    consistency,
    vehicle: nonEmpty(read.text(cellAt(cells, columns.vehicle))),
  });
}

/** The texts of a race page around its results table, as a reader found them. */
export type PageTexts = {
  heading: string | null;
  raceName: string | null;
  subHeaders: string[];
  /** The `.race_num` text in the table ('' without one). */
  raceNumber: string;
  crumb: Breadcrumb;
};

export function raceResultPage(
  texts: PageTexts,
  pageUrl: string,
  results: RaceResultRow[],
  laps: DriverLapTimes[],
): RaceResultPage {
  const { heading, raceName, subHeaders, crumb } = texts;
  const eventDate = parseDateRange(crumb.h5);
  return {
    raceTitle: heading,
    raceInfo: nonEmpty([raceName, ...subHeaders].filter(Boolean).join(' · ')),
    raceId: raceIdFromUrl(pageUrl),
    raceName,
    className: raceName ? classOf(raceName) : null,
    round: labelled(subHeaders, 'Round'),
    raceNumber: parseWhole(texts.raceNumber) ?? parseWhole(/Race #(\d+)/.exec(heading ?? '')?.[1]),
    length: labelled(subHeaders, 'Length'),
    trackName: crumb.h1,
    eventName: crumb.h3,
    eventDate: eventDate?.start ?? null,
    eventEndDate: eventDate?.end ?? null,
    results,
    lapTimes: laps,
  };
}

export function labelled(lines: string[], label: string): string | null {
  const line = lines.find((each) => each.toLowerCase().startsWith(`${label.toLowerCase()}:`));
  return line ? nonEmpty(line.slice(label.length + 1)) : null;
}
