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
import { readJsLiteral } from './js-literal.ts';
import {
  lapsOfEntries,
  lapsOfList,
  type PracticeLap,
  type PracticeSession,
  practiceSessionOf,
  type SessionTexts,
} from './practice-session.ts';

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
    const texts: SessionTexts = {
      trackName: readBreadcrumb(doc).h1,
      driver: field('driver'),
      className: field('class'),
      transponder: field('transponder'),
      numLaps: field('num laps'),
      fastestLap: field('fastest lap'),
      top3Consecutive: field('top 3 consec'),
      sessionTime: visibleLines(rows.get('session time')),
      averages: visibleLines(rows.get('averages')),
      validLapRange: visibleLines(rows.get('valid lap range'))[0] ?? null,
    };
    const laps =
      readLaps(scriptTexts(doc), warnings) ??
      lapsOfList(
        all('.laps_list span', doc).map((span) => visibleText(span)),
        warnings,
      );
    return ok(practiceSessionOf(texts, pageUrl, laps, warnings), warnings);
  });
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
    return lapsOfEntries(literal.value, warnings);
  }
  return null;
}
