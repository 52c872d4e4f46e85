// The practice day's DOM reader, replaced by the streaming reader in practice-day.ts and kept only as the tests'
// reference for it (practice-day-reference.test.ts): both must read every page alike. It finds the texts itself;
// the day, the stats and the class line are read by practice-day.ts's functions, shared with the streaming reader.
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
import {
  classAndTransponder,
  fastAndAverage,
  type PracticeDay,
  type PracticeSessionSummary,
  practiceDayOf,
  statsOf,
} from './practice-day.ts';
import { parseClock, parseCount, parseLapTime, parseStamp } from './values.ts';

const NOT_THIS_PAGE = 'not a practice day page';

export function parsePracticeDayWithDom(html: string, pageUrl: string): ParseResult<PracticeDay> {
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
    const stats = readStats(findPanel(doc, /^Practice Stats for /i));
    const heading = visibleText(one('.panel-heading', panel));
    return ok(practiceDayOf(readBreadcrumb(doc).h1, heading, pageUrl, sessions, stats), warnings);
  });
}

/** The cell under a header label (a plain function, not a closure made per row). */
function cellFor(cells: Element[], columns: Map<string, number>, label: string): Element | undefined {
  const index = findColumn(columns, label);
  return index === null ? undefined : cells[index];
}

function readSession(
  cells: Element[],
  columns: Map<string, number>,
  pageUrl: string,
): PracticeSessionSummary | null {
  const driverCell = cellFor(cells, columns, 'driver');
  const link = driverCell ? one('a[href]', driverCell) : null;
  const url = resolveUrl(attr(link, 'href'), pageUrl);
  const sessionId = url ? idOfLink(url, 'view_session') : null;
  const driver = nonEmpty(visibleText(link));
  if (!url || sessionId === null || !driver) return null;
  const classLine = classAndTransponder(nonEmpty(visibleText(driverCell ? one('small', driverCell) : null)));
  const timeCell = cellFor(cells, columns, 'time');
  const [lapsLine, lengthLine] = visibleLines(cellFor(cells, columns, 'laps'));
  const fastAvg = visibleLines(cellFor(cells, columns, 'fast')).join('\n');
  return {
    sessionId,
    url,
    driver,
    className: classLine.className,
    transponder: classLine.transponder,
    startedAt: timeCell ? parseStamp(hiddenText(timeCell)) : null,
    startTime: parseClock(visibleText(timeCell)) ? nonEmpty(visibleText(timeCell)) : null,
    laps: parseCount(lapsLine),
    length: parseLapTime(lengthLine),
    ...fastAndAverage(fastAvg),
  };
}

function readStats(panel: Element | null): PracticeDay['stats'] {
  const rows = keyValueRows(panel ? one('table', panel) : null);
  return statsOf({
    totalLaps: visibleText(rows.get('total laps')),
    totalTrackTime: visibleText(rows.get('total track time')),
    uniqueDrivers: visibleText(rows.get('unique drivers')),
    uniqueClasses: visibleText(rows.get('unique classes')),
    timeRange: visibleLines(rows.get('time range')).join('\n'),
  });
}
