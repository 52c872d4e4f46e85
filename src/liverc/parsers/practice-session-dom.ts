// The practice session's DOM reader, replaced by the streaming reader in practice-session.ts and kept only as the
// tests' reference for it (practice-session-reference.test.ts): both must read every page alike.
import type { Element } from 'domhandler';
import { practiceSessionIdFromUrl } from '../urls.ts';
import {
  all,
  fail,
  guard,
  keyValueRows,
  loadDocument,
  nonEmpty,
  ok,
  type ParseResult,
  readBreadcrumb,
  scriptTexts,
  visibleLines,
  visibleText,
} from './common.ts';
import { isObject, readJsLiteral, textField } from './js-literal.ts';
import type { PracticeLap, PracticeSession } from './practice-session.ts';
import { findDates, parseCount, parseLapTime, parseMeasured } from './values.ts';

const NOT_THIS_PAGE = 'not a practice session page';

export function parsePracticeSessionWithDom(html: string, pageUrl: string): ParseResult<PracticeSession> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const table = all('table', doc).find((each) => {
      const rows = keyValueRows(each);
      return rows.has('transponder') && rows.has('num laps');
    });
    if (!table) return fail(NOT_THIS_PAGE, warnings);
    const rows = keyValueRows(table);
    const field = (label: string) => nonEmpty(visibleText(rows.get(label)));
    const session = labelledLines(rows.get('session time'));
    const averages = labelledLines(rows.get('averages'));
    const range = visibleLines(rows.get('valid lap range'))[0] ?? null;
    const rangeParts = /^(\S+)\s+to\s+(\S+)$/.exec(range ?? '');
    const lapCount = parseCount(field('num laps'));
    const laps = readLaps(scriptTexts(doc), warnings) ?? readLapList(doc, warnings);
    if (lapCount !== null && laps.length !== lapCount) {
      warnings.push(`page says ${lapCount} laps but lists ${laps.length}`);
    }
    return ok(
      {
        sessionId: practiceSessionIdFromUrl(pageUrl),
        trackName: readBreadcrumb(doc).h1,
        driver: field('driver'),
        className: field('class'),
        transponder: field('transponder'),
        date: findDates(session.get('date') ?? '')[0] ?? null,
        dateText: session.get('date') ?? null,
        startTime: session.get('start') ?? null,
        endTime: session.get('end') ?? null,
        length: parseLapTime(session.get('length of session')),
        lapCount,
        fastestLap: parseLapTime(field('fastest lap')),
        top3Consecutive: parseLapTime(field('top 3 consec')),
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
      },
      warnings,
    );
  });
}

/** `Date: …<br />Start: …` cells as label → value; labels lower-cased, empty values left out. */
function labelledLines(cell: Element | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of visibleLines(cell)) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2]) map.set(match[1].trim().toLowerCase(), match[2].trim());
  }
  return map;
}

/** `var lapsObj = [{"x":"1","lap_time":"42.996",…,"is_valid":"1"}, …]`; null when the page has no lapsObj. */
function readLaps(scripts: string[], warnings: string[]): PracticeLap[] | null {
  for (const script of scripts) {
    const match = /\blapsObj\s*=\s*/.exec(script);
    if (!match) continue;
    const literal = readJsLiteral(script, match.index + match[0].length);
    if (!literal || !Array.isArray(literal.value)) {
      warnings.push('lapsObj is not a readable array');
      return null;
    }
    const laps: PracticeLap[] = [];
    for (const entry of literal.value) {
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
  return null;
}

/** Fallback: the shown list `Lap 3: 43.258`, an asterisk marking an invalid lap. */
function readLapList(doc: ReturnType<typeof loadDocument>, warnings: string[]): PracticeLap[] {
  const laps: PracticeLap[] = [];
  for (const span of all('.laps_list span', doc)) {
    const text = visibleText(span);
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
