// The practice month's DOM reader, replaced by the streaming reader in practice-month.ts and kept only as the
// tests' reference for it (practice-month-reference.test.ts): both must read every page alike. It finds the
// texts itself; what they mean is practice-month.ts's, shared with the streaming reader.
import {
  all,
  attr,
  cellsOf,
  fail,
  findPanel,
  guard,
  loadDocument,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  resolveUrl,
  visibleText,
} from './common.ts';
import { dayLinkDate, type PracticeDayLink, type PracticeMonth, practiceMonthOf } from './practice-month.ts';
import { parseCount } from './values.ts';

const NOT_THIS_PAGE = 'not a practice month page';

export function parsePracticeMonthWithDom(html: string, pageUrl: string): ParseResult<PracticeMonth> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const panel = findPanel(doc, /^Practice Dates for /i);
    if (!panel) return fail(NOT_THIS_PAGE, warnings);
    const options = all('select option[value]', panel);
    const months = options.map((option) => ({
      month: attr(option, 'value') ?? '',
      label: visibleText(option),
    }));
    const selected = attr(options.find((option) => attr(option, 'selected') !== null) ?? null, 'value');

    const days: PracticeDayLink[] = [];
    const rows = all('tr', panel).filter((row) => cellsOf(row).some((cell) => cell.name === 'td'));
    rows.forEach((row, index) => {
      const cells = cellsOf(row);
      const link = one('a[href]', cells[0] ?? row);
      const url = resolveUrl(attr(link, 'href'), pageUrl);
      const label = visibleText(link);
      const date = dayLinkDate(url, label, index + 1, warnings);
      if (url && date) days.push({ date, label, sessionCount: parseCount(visibleText(cells[1])), url });
    });
    const heading = visibleText(one('.panel-heading', panel));
    return ok(practiceMonthOf(readBreadcrumb(doc).h1, heading, months, selected, days), warnings);
  });
}
