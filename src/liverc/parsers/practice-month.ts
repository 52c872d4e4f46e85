// Parses a practice month view (`/practice/`, `?p=calendar&d=yyyy-mm`): the days with sessions and other months.
// One streaming pass (page-scan.ts) instead of a DOM: practice-month-dom.ts, the DOM reader it replaced, is kept
// as the tests' reference (practice-month-reference.test.ts).

import { fail, guard, nonEmpty, ok, type ParseResult, resolveUrl } from './common.ts';
import { countOf } from './fast-reads.ts';
import { type PageScan, scanPage } from './page-scan.ts';
import { breadcrumbOf, hasTd, panelTitled, textOf } from './page-scan-read.ts';
import { findDates, parseMonthLabel } from './values.ts';

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
  return guard(NOT_THIS_PAGE, (warnings) =>
    readPracticeMonth(scanPage(html, { options: true }), pageUrl, warnings),
  );
}

function readPracticeMonth(scan: PageScan, pageUrl: string, warnings: string[]): ParseResult<PracticeMonth> {
  const panel = panelTitled(scan, /^Practice Dates for /i);
  if (!panel) return fail(NOT_THIS_PAGE, warnings);
  const monthLabel = nonEmpty(textOf(panel.heading).replace(/^Practice Dates for /i, ''));
  const availableMonths = panel.options
    .map((option) => ({ month: option.value, label: textOf(option.text) }))
    .filter((option) => /^\d{4}-\d{2}$/.test(option.month));
  const selected = panel.options.find((option) => option.selected)?.value ?? null;

  const days: PracticeDayLink[] = [];
  const rows = panel.rows.filter(hasTd);
  rows.forEach((row, index) => {
    const cells = row.cells;
    const first = cells[0];
    const link = first ? first.link : row.link;
    const url = resolveUrl(link?.href, pageUrl);
    const date = url ? new URL(url).searchParams.get('d') : null;
    const label = textOf(link);
    if (!url || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      warnings.push(`day row ${index + 1}: no day link, skipped`);
      return;
    }
    const shown = findDates(label)[0];
    if (shown !== undefined && shown !== date) {
      warnings.push(`day row ${index + 1}: label '${label}' and link date ${date} differ`);
    }
    days.push({ date, label, sessionCount: countOf(textOf(cells[1])), url });
  });
  return ok(
    {
      trackName: breadcrumbOf(scan).h1,
      month: selected && /^\d{4}-\d{2}$/.test(selected) ? selected : parseMonthLabel(monthLabel),
      monthLabel,
      availableMonths,
      days,
    },
    warnings,
  );
}
