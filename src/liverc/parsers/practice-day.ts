// Parses a practice day (`/practice/?p=session_list&d=yyyy-mm-dd`): every session and the day's totals.
// One streaming pass (page-scan.ts) instead of a DOM: practice-day-dom.ts, the DOM reader it replaced, is kept as
// the tests' reference (practice-day-reference.test.ts).
import { fail, findColumn, guard, nonEmpty, ok, type ParseResult, resolveUrl } from './common.ts';
import {
  countOf,
  idOfPageLink,
  idOfPlainHref,
  isClock,
  joinedLines,
  linesOfRaw,
  stampOf,
} from './fast-reads.ts';
import { type Cell, type PageScan, type Panel, scanPage } from './page-scan.ts';
import {
  breadcrumbOf,
  hiddenOf,
  keyValuesOf,
  linesOf,
  locateAmong,
  nonEmptyText,
  panelTitled,
  textOf,
} from './page-scan-read.ts';
import { findDates, type LapTime, parseCount, parseLapTime } from './values.ts';

export type PracticeSessionSummary = {
  sessionId: number;
  url: string;
  /** As registered (mixed case), or `Unknown Driver`. */
  driver: string;
  className: string | null;
  transponder: string | null;
  /** LiveRC's hidden sort stamp `2025-10-25 16:36:38`, track-local. */
  startedAt: string | null;
  /** As shown, e.g. `4:36:38pm`. */
  startTime: string | null;
  laps: number | null;
  /** Session length as shown: bare seconds (`55`) or `m:ss` (`28:49`). */
  length: LapTime | null;
  fastestLap: LapTime | null;
  averageLap: LapTime | null;
};

export type PracticeDay = {
  trackName: string | null;
  /** ISO yyyy-mm-dd. */
  date: string | null;
  dateText: string | null;
  sessions: PracticeSessionSummary[];
  stats: {
    totalLaps: number | null;
    /** As shown, e.g. `7 hours, 16 minutes, 45 seconds`. */
    totalTrackTime: string | null;
    uniqueDrivers: number | null;
    uniqueClasses: number | null;
    firstSession: string | null;
    lastSession: string | null;
  };
};

const NOT_THIS_PAGE = 'not a practice day page';
const SESSION_PAGE = ['view_session'];

export function parsePracticeDay(html: string, pageUrl: string): ParseResult<PracticeDay> {
  return guard(NOT_THIS_PAGE, (warnings) => readPracticeDay(scanPage(html), pageUrl, warnings));
}

function readPracticeDay(scan: PageScan, pageUrl: string, warnings: string[]): ParseResult<PracticeDay> {
  const panel = panelTitled(scan, /^Practice Sessions on /i);
  if (!panel) return fail(NOT_THIS_PAGE, warnings);
  // A day without sessions shows a sentence instead of the table: an empty day, not an error.
  const located = locateAmong(panel.tables, ['driver', 'time', 'laps', 'fast']);
  const sessions: PracticeSessionSummary[] = [];
  if (located) {
    const { columns } = located;
    const at: Columns = {
      driver: findColumn(columns, 'driver'),
      time: findColumn(columns, 'time'),
      laps: findColumn(columns, 'laps'),
      fast: findColumn(columns, 'fast'),
    };
    located.rows.forEach((row, index) => {
      const session = readSession(row.cells, at, pageUrl);
      if (session) sessions.push(session);
      else warnings.push(`session row ${index + 1}: no session link, skipped`);
    });
  }
  const stats = readStats(panelTitled(scan, /^Practice Stats for /i));
  return ok(practiceDayOf(breadcrumbOf(scan).h1, textOf(panel.heading), pageUrl, sessions, stats), warnings);
}

/** The day from what a reader found: the sessions panel's heading, its sessions and the stats. */
export function practiceDayOf(
  trackName: string | null,
  heading: string,
  pageUrl: string,
  sessions: PracticeSessionSummary[],
  stats: PracticeDay['stats'],
): PracticeDay {
  const dateText = nonEmpty(heading.replace(/^Practice Sessions on /i, ''));
  const dayParam = safeSearchParam(pageUrl, 'd');
  return {
    trackName,
    date:
      findDates(dateText ?? '')[0] ?? (dayParam && /^\d{4}-\d{2}-\d{2}$/.test(dayParam) ? dayParam : null),
    dateText,
    sessions,
    stats,
  };
}

/** The session table's column of each field, read once per table. */
type Columns = { driver: number | null; time: number | null; laps: number | null; fast: number | null };

/** The cell in a column (a plain function, not a closure made per row). */
const cellAt = (cells: Cell[], at: number | null): Cell | undefined => (at === null ? undefined : cells[at]);

function readSession(cells: Cell[], at: Columns, pageUrl: string): PracticeSessionSummary | null {
  const driverCell = cellAt(cells, at.driver);
  const link = driverCell?.link ?? null;
  const url = resolveUrl(link?.href, pageUrl);
  const sessionId = url
    ? (idOfPlainHref(link?.href ?? '', SESSION_PAGE) ?? idOfPageLink(url, SESSION_PAGE))
    : null;
  const driver = nonEmptyText(link);
  if (!url || sessionId === null || !driver) return null;
  // `<small>1/10 Open (9783013)</small>`: class, then the transponder in the last parentheses.
  const classLine = classAndTransponder(nonEmptyText(driverCell?.small));
  const timeCell = cellAt(cells, at.time);
  const timeText = textOf(timeCell);
  const lapsLines = linesOfRaw(cellAt(cells, at.laps)?.raw ?? '');
  const lapsLine = lapsLines[0];
  const fastAvg = joinedLines(cellAt(cells, at.fast)?.raw ?? '');
  return {
    sessionId,
    url,
    driver,
    className: classLine.className,
    transponder: classLine.transponder,
    startedAt: timeCell ? stampOf(hiddenOf(timeCell)) : null,
    // A text with a time is not empty, and collapsed already.
    startTime: isClock(timeText) ? timeText : null,
    laps: lapsLine === undefined ? null : countOf(lapsLine),
    length: parseLapTime(lapsLines[1]),
    ...fastAndAverage(fastAvg),
  };
}

/** The `Fast: 34.746\nAvg: 56.437` cell's two times. */
export function fastAndAverage(fastAvg: string): { fastestLap: LapTime | null; averageLap: LapTime | null } {
  return {
    fastestLap: parseLapTime(/Fast:\s*(\S+)/i.exec(fastAvg)?.[1]),
    averageLap: parseLapTime(/Avg:\s*(\S+)/i.exec(fastAvg)?.[1]),
  };
}

/** `1/10 Open (9783013)`: the class, then the transponder in the last parentheses. */
export function classAndTransponder(classLine: string | null): {
  className: string | null;
  transponder: string | null;
} {
  const classMatch = /^(.*?)\s*\((\d+)\)$/.exec(classLine ?? '');
  return {
    className: classMatch ? nonEmpty(classMatch[1]) : classLine,
    transponder: classMatch?.[2] ?? null,
  };
}

function readStats(panel: Panel | null): PracticeDay['stats'] {
  const rows = keyValuesOf(panel?.tables[0]);
  return statsOf({
    totalLaps: textOf(rows.get('total laps')),
    totalTrackTime: textOf(rows.get('total track time')),
    uniqueDrivers: textOf(rows.get('unique drivers')),
    uniqueClasses: textOf(rows.get('unique classes')),
    timeRange: linesOf(rows.get('time range')).join('\n'),
  });
}

/** The stats panel's values from its texts (`First Session: 9:01am\nLast Session: 4:40pm` in the time range). */
export function statsOf(texts: {
  totalLaps: string;
  totalTrackTime: string;
  uniqueDrivers: string;
  uniqueClasses: string;
  timeRange: string;
}): PracticeDay['stats'] {
  const range = texts.timeRange;
  return {
    totalLaps: parseCount(texts.totalLaps),
    totalTrackTime: nonEmpty(texts.totalTrackTime),
    uniqueDrivers: parseCount(texts.uniqueDrivers),
    uniqueClasses: parseCount(texts.uniqueClasses),
    firstSession: nonEmpty(/First Session:\s*(\S+)/i.exec(range)?.[1]),
    lastSession: nonEmpty(/Last Session:\s*(\S+)/i.exec(range)?.[1]),
  };
}

function safeSearchParam(pageUrl: string, name: string): string | null {
  try {
    return new URL(pageUrl).searchParams.get(name);
  } catch {
    return null;
  }
}
