// Parses a practice month view (`/practice/`, `?p=calendar&d=yyyy-mm`): the days with sessions and other months.
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
import { findDates, parseCount, parseMonthLabel } from './values.ts';

export type PracticeDayLink = {
  /** ISO yyyy-mm-dd, from the day link's `d=` parameter. */
  date: string;
  /** As shown, e.g. `Sat, Oct 25, 2025`. */
  label: string;
  sessionCount: number | null;
  url: string;
};

export type PracticeMonth = {
  trackName: string | null;
  /** yyyy-mm of the month shown. */
  month: string | null;
  /** As shown, e.g. `October 2025`. */
  monthLabel: string | null;
  /** Every month the picker offers (only months with practice), newest first as listed. */
  availableMonths: { month: string; label: string }[];
  days: PracticeDayLink[];
};

const NOT_THIS_PAGE = 'not a practice month page';

export function parsePracticeMonth(html: string, pageUrl: string): ParseResult<PracticeMonth> {
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
