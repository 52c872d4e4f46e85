// The practice month's DOM reader, replaced by the streaming reader in practice-month.ts and kept only as the
// tests' reference for it (practice-month-reference.test.ts): both must read every page alike.
import {
  all,
  attr,
  cellsOf,
  fail,
  findPanel,
  guard,
  loadDocument,
  nonEmpty,
  ok,
  one,
  type ParseResult,
  readBreadcrumb,
  resolveUrl,
  visibleText,
} from './common.ts';
import type { PracticeDayLink, PracticeMonth } from './practice-month.ts';
import { findDates, parseCount, parseMonthLabel } from './values.ts';

const NOT_THIS_PAGE = 'not a practice month page';

export function parsePracticeMonthWithDom(html: string, pageUrl: string): ParseResult<PracticeMonth> {
  return guard(NOT_THIS_PAGE, (warnings) => {
    const doc = loadDocument(html);
    const panel = findPanel(doc, /^Practice Dates for /i);
    if (!panel) return fail(NOT_THIS_PAGE, warnings);
    const monthLabel = nonEmpty(
      visibleText(one('.panel-heading', panel)).replace(/^Practice Dates for /i, ''),
    );
    const options = all('select option[value]', panel);
    const availableMonths = options
      .map((option) => ({ month: attr(option, 'value') ?? '', label: visibleText(option) }))
      .filter((option) => /^\d{4}-\d{2}$/.test(option.month));
    const selected = attr(options.find((option) => attr(option, 'selected') !== null) ?? null, 'value');

    const days: PracticeDayLink[] = [];
    const rows = all('tr', panel).filter((row) => cellsOf(row).some((cell) => cell.name === 'td'));
    rows.forEach((row, index) => {
      const cells = cellsOf(row);
      const link = one('a[href]', cells[0] ?? row);
      const url = resolveUrl(attr(link, 'href'), pageUrl);
      const date = url ? new URL(url).searchParams.get('d') : null;
      const label = visibleText(link);
      if (!url || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
        warnings.push(`day row ${index + 1}: no day link, skipped`);
        return;
      }
      const shown = findDates(label)[0];
      if (shown !== undefined && shown !== date) {
        warnings.push(`day row ${index + 1}: label '${label}' and link date ${date} differ`);
      }
      days.push({ date, label, sessionCount: parseCount(visibleText(cells[1])), url });
    });
    return ok(
      {
        trackName: readBreadcrumb(doc).h1,
        month: selected && /^\d{4}-\d{2}$/.test(selected) ? selected : parseMonthLabel(monthLabel),
        monthLabel,
        availableMonths,
        days,
      },
      warnings,
    );
  });
}
