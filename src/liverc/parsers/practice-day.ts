// Parses a practice day (`/practice/?p=session_list&d=yyyy-mm-dd`): every session and the day's totals.
import type { Element } from 'domhandler';
import {
  attr,
  cellsOf,
  fail,
  findColumn,
  findPanel,
  findTableByHeaders,
  guard,
  hiddenText,
  idOfLink,
  keyValueRows,
  loadDocument,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  resolveUrl,
  visibleLines,
  visibleText,
} from './common.ts';
import { findDates, type LapTime, parseClock, parseCount, parseLapTime, parseStamp } from './values.ts';

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

export function parsePracticeDay(html: string, pageUrl: string): ParseResult<PracticeDay> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const panel = findPanel(doc, /^Practice Sessions on /i);
    if (!panel) return fail(NOT_THIS_PAGE, warnings);
    // A day without sessions shows a sentence instead of the table: an empty day, not an error.
    const located = findTableByHeaders(panel, ['driver', 'time', 'laps', 'fast']);
    const sessions: PracticeSessionSummary[] = [];
    located?.rows.forEach((row, index) => {
      const session = readSession(cellsOf(row), located.columns, pageUrl);
      if (session) sessions.push(session);
      else warnings.push(`session row ${index + 1}: no session link, skipped`);
    });
    const dateText = nonEmpty(
      visibleText(one('.panel-heading', panel)).replace(/^Practice Sessions on /i, ''),
    );
    const dayParam = searchParam(pageUrl, 'd');
    return ok(
      {
        trackName: readBreadcrumb(doc).h1,
        date:
          findDates(dateText ?? '')[0] ??
          (dayParam && /^\d{4}-\d{2}-\d{2}$/.test(dayParam) ? dayParam : null),
        dateText,
        sessions,
        stats: readStats(findPanel(doc, /^Practice Stats for /i)),
      },
      warnings,
    );
  });
}

function readSession(
  cells: Element[],
  columns: Map<string, number>,
  pageUrl: string,
): PracticeSessionSummary | null {
  const cellFor = (label: string) => {
    const index = findColumn(columns, label);
    return index === null ? undefined : cells[index];
  };
  const driverCell = cellFor('driver');
  const link = driverCell ? one('a[href]', driverCell) : null;
  const url = resolveUrl(attr(link, 'href'), pageUrl);
  const sessionId = url ? idOfLink(url, 'view_session') : null;
  const driver = nonEmpty(visibleText(link));
  if (!url || sessionId === null || !driver) return null;
  // `1/10 Open (9783013)`: the class, then the transponder in the last parentheses.
  const classLine = nonEmpty(visibleText(driverCell ? one('small', driverCell) : null));
  const classMatch = /^(.*?)\s*\((\d+)\)$/.exec(classLine ?? '');
  const timeCell = cellFor('time');
  const [lapsLine, lengthLine] = visibleLines(cellFor('laps'));
  // `Fast: 34.746` and `Avg: 56.437` on two lines.
  const fastAvg = visibleLines(cellFor('fast')).join('\n');
  return {
    sessionId,
    url,
    driver,
    className: classMatch ? nonEmpty(classMatch[1]) : classLine,
    transponder: classMatch?.[2] ?? null,
    startedAt: timeCell ? parseStamp(hiddenText(timeCell)) : null,
    startTime: parseClock(visibleText(timeCell)) ? nonEmpty(visibleText(timeCell)) : null,
    laps: parseCount(lapsLine),
    length: parseLapTime(lengthLine),
    fastestLap: parseLapTime(/Fast:\s*(\S+)/i.exec(fastAvg)?.[1]),
    averageLap: parseLapTime(/Avg:\s*(\S+)/i.exec(fastAvg)?.[1]),
  };
}

/** The stats panel's table (`First Session: 9:01am` and `Last Session: 4:40pm` in the time range). */
function readStats(panel: Element | null): PracticeDay['stats'] {
  const rows = keyValueRows(panel ? one('table', panel) : null);
  const range = visibleLines(rows.get('time range')).join('\n');
  return {
    totalLaps: parseCount(visibleText(rows.get('total laps'))),
    totalTrackTime: nonEmpty(visibleText(rows.get('total track time'))),
    uniqueDrivers: parseCount(visibleText(rows.get('unique drivers'))),
    uniqueClasses: parseCount(visibleText(rows.get('unique classes'))),
    firstSession: nonEmpty(/First Session:\s*(\S+)/i.exec(range)?.[1]),
    lastSession: nonEmpty(/Last Session:\s*(\S+)/i.exec(range)?.[1]),
  };
}

function searchParam(pageUrl: string, name: string): string | null {
  try {
    return new URL(pageUrl).searchParams.get(name);
  } catch {
    return null;
  }
}
