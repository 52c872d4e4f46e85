// Parses one practice session (`/practice/?p=view_session&id=`): its summary and every lap from `lapsObj`.
// One streaming pass (page-scan.ts) instead of a DOM: practice-session-dom.ts, the DOM reader it replaced, is kept
// as the tests' reference (practice-session-reference.test.ts).
import { practiceSessionIdFromUrl } from '../urls.ts';
import { fail, guard, nonEmpty, ok, type ParseResult } from './common.ts';
import { linesOfRaw } from './fast-reads.ts';
import { isObject, type JsValue, readJsLiteral, textField } from './js-literal.ts';
import { jsonArrayAt } from './json-array.ts';
import { type Capture, type PageScan, scanPage } from './page-scan.ts';
import { breadcrumbOf, keyValuesOf, nonEmptyText, textOf } from './page-scan-read.ts';
import { findDates, type LapTime, type Measured, parseCount, parseLapTime, parseMeasured } from './values.ts';

export type PracticeLap = {
  lap: number;
  time: LapTime;
  /** Wall-clock date and 24-hour time the lap ended, track-local (`2025-10-25`, `14:44:10`). */
  date: string | null;
  clock: string | null;
  /** Laps outside the valid range are shown but not counted in the stats. */
  valid: boolean;
};

export type PracticeSession = {
  sessionId: number | null;
  trackName: string | null;
  driver: string | null;
  className: string | null;
  transponder: string | null;
  /** ISO yyyy-mm-dd. */
  date: string | null;
  dateText: string | null;
  startTime: string | null;
  endTime: string | null;
  length: LapTime | null;
  lapCount: number | null;
  fastestLap: LapTime | null;
  top3Consecutive: LapTime | null;
  averageLap: LapTime | null;
  averageTop5: LapTime | null;
  averageTop10: LapTime | null;
  averageTop15: LapTime | null;
  stdDeviation: Measured | null;
  consistency: Measured | null;
  /** `20 to 1:10`: lap times outside it are marked invalid. */
  validLapRange: { raw: string; min: LapTime | null; max: LapTime | null } | null;
  laps: PracticeLap[];
};

const NOT_THIS_PAGE = 'not a practice session page';

export function parsePracticeSession(html: string, pageUrl: string): ParseResult<PracticeSession> {
  return guard(NOT_THIS_PAGE, (warnings) =>
    readPracticeSession(scanPage(html, { scripts: true, lapSpans: true }), pageUrl, warnings),
  );
}

function readPracticeSession(
  scan: PageScan,
  pageUrl: string,
  warnings: string[],
): ParseResult<PracticeSession> {
  let rows: Map<string, Capture> | undefined;
  for (const table of scan.tables) {
    const each = keyValuesOf(table);
    if (each.has('transponder') && each.has('num laps')) {
      rows = each;
      break;
    }
  }
  if (!rows) return fail(NOT_THIS_PAGE, warnings);
  const texts: SessionTexts = {
    trackName: breadcrumbOf(scan).h1,
    driver: field(rows, 'driver'),
    className: field(rows, 'class'),
    transponder: field(rows, 'transponder'),
    numLaps: field(rows, 'num laps'),
    fastestLap: field(rows, 'fastest lap'),
    top3Consecutive: field(rows, 'top 3 consec'),
    sessionTime: linesOfRaw(rows.get('session time')?.raw ?? ''),
    averages: linesOfRaw(rows.get('averages')?.raw ?? ''),
    validLapRange: linesOfRaw(rows.get('valid lap range')?.raw ?? '')[0] ?? null,
  };
  const laps = readLaps(scan.scripts, warnings) ?? lapsOfList(scan.lapSpans.map(textOf), warnings);
  return ok(practiceSessionOf(texts, pageUrl, laps, warnings), warnings);
}

/** The texts of a session page's summary table, as a reader found them: each value collapsed, null if empty. */
export type SessionTexts = {
  trackName: string | null;
  driver: string | null;
  className: string | null;
  transponder: string | null;
  numLaps: string | null;
  fastestLap: string | null;
  top3Consecutive: string | null;
  /** The lines of the `Date: …<br />Start: …` cells. */
  sessionTime: string[];
  averages: string[];
  validLapRange: string | null;
};

/** The session from its texts and laps; a lap count that disagrees with the laps listed is warned of. */
export function practiceSessionOf(
  texts: SessionTexts,
  pageUrl: string,
  laps: PracticeLap[],
  warnings: string[],
): PracticeSession {
  const session = labelledLines(texts.sessionTime);
  const averages = labelledLines(texts.averages);
  const range = texts.validLapRange;
  const rangeParts = /^(\S+)\s+to\s+(\S+)$/.exec(range ?? '');
  const lapCount = parseCount(texts.numLaps);
  if (lapCount !== null && laps.length !== lapCount) {
    warnings.push(`page says ${lapCount} laps but lists ${laps.length}`);
  }
  return {
    sessionId: practiceSessionIdFromUrl(pageUrl),
    trackName: texts.trackName,
    driver: texts.driver,
    className: texts.className,
    transponder: texts.transponder,
    date: findDates(session.get('date') ?? '')[0] ?? null,
    dateText: session.get('date') ?? null,
    startTime: session.get('start') ?? null,
    endTime: session.get('end') ?? null,
    length: parseLapTime(session.get('length of session')),
    lapCount,
    fastestLap: parseLapTime(texts.fastestLap),
    top3Consecutive: parseLapTime(texts.top3Consecutive),
    averageLap: parseLapTime(averages.get('avg')),
    averageTop5: parseLapTime(averages.get('top 5')),
    averageTop10: parseLapTime(averages.get('top 10')),
    averageTop15: parseLapTime(averages.get('top 15')),
    stdDeviation: parseMeasured(averages.get('std deviation')),
    consistency: parseMeasured(averages.get('consistency')),
    validLapRange: range
      ? { raw: range, min: parseLapTime(rangeParts?.[1]), max: parseLapTime(rangeParts?.[2]) }
      : null,
    laps,
  };
}

/** A value's collapsed text, or null (a plain function: a closure here is named by tsx on every parse). */
const field = (rows: Map<string, Capture>, label: string): string | null => nonEmptyText(rows.get(label));

/** `Date: …<br />Start: …` cells as label → value; labels lower-cased, empty values left out. */
function labelledLines(lines: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of lines) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2]) map.set(match[1].trim().toLowerCase(), match[2].trim());
  }
  return map;
}

/** `var lapsObj = [{"x":"1","lap_time":"42.996",…,"is_valid":"1"}, …]`; null when the page has no lapsObj. */
function readLaps(scripts: string[], warnings: string[]): PracticeLap[] | null {
  for (const script of scripts) {
    // The pattern is only run over a script that names lapsObj at all (most are long and do not).
    const match = script.includes('lapsObj') ? /\blapsObj\s*=\s*/.exec(script) : null;
    if (!match) continue;
    const start = match.index + match[0].length;
    const literal = jsonArrayAt(script, start) ?? readJsLiteral(script, start);
    if (!literal || !Array.isArray(literal.value)) {
      warnings.push('lapsObj is not a readable array');
      return null;
    }
    return lapsOfEntries(literal.value, warnings);
  }
  return null;
}

/** The laps of `lapsObj`'s entries; an entry without a lap number or time is warned of and skipped. */
export function lapsOfEntries(entries: JsValue[], warnings: string[]): PracticeLap[] {
  const laps: PracticeLap[] = [];
  for (const entry of entries) {
    const lap = isObject(entry) ? parseCount(textField(entry, 'x')) : null;
    const time = isObject(entry) ? parseLapTime(textField(entry, 'lap_time')) : null;
    if (!isObject(entry) || lap === null || !time) {
      warnings.push(`lapsObj: unreadable lap ${JSON.stringify(entry).slice(0, 80)}, skipped`);
      continue;
    }
    laps.push({
      lap,
      time,
      date: nonEmpty(textField(entry, 'date')),
      clock: nonEmpty(textField(entry, 'time')),
      valid: textField(entry, 'is_valid') !== '0',
    });
  }
  return laps;
}

/** Fallback: the shown list's texts, `Lap 3: 43.258`, an asterisk marking an invalid lap. */
export function lapsOfList(texts: string[], warnings: string[]): PracticeLap[] {
  const laps: PracticeLap[] = [];
  for (const text of texts) {
    const match = /^Lap (\d+):\s*(\S+?)(\*)?$/.exec(text);
    const time = parseLapTime(match?.[2]);
    if (!match?.[1] || !time) {
      warnings.push(`lap list: unreadable '${text}', skipped`);
      continue;
    }
    laps.push({ lap: Number(match[1]), time, date: null, clock: null, valid: !match[3] });
  }
  if (laps.length > 0) warnings.push('no lapsObj script: laps read from the shown list');
  return laps;
}
