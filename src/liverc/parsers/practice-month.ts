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
  const options = panel.options.map((option) => ({ month: option.value, label: textOf(option.text) }));
  const selected = panel.options.find((option) => option.selected)?.value ?? null;

  const days: PracticeDayLink[] = [];
  const rows = panel.rows.filter(hasTd);
  rows.forEach((row, index) => {
    const cells = row.cells;
    const first = cells[0];
    const link = first ? first.link : row.link;
    const url = resolveUrl(link?.href, pageUrl);
    const label = textOf(link);
    const date = dayLinkDate(url, label, index + 1, warnings);
    if (url && date) days.push({ date, label, sessionCount: countOf(textOf(cells[1])), url });
  });
  const month = practiceMonthOf(breadcrumbOf(scan).h1, textOf(panel.heading), options, selected, days);
  return ok(month, warnings);
}

/** A day row's date, from its link's `d=`, checked against its label; null (warned of) without a day link. */
export function dayLinkDate(
  url: string | null,
  label: string,
  row: number,
  warnings: string[],
): string | null {
  const date = url ? new URL(url).searchParams.get('d') : null;
  if (!url || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    warnings.push(`day row ${row}: no day link, skipped`);
    return null;
  }
  const shown = findDates(label)[0];
  if (shown !== undefined && shown !== date) {
    warnings.push(`day row ${row}: label '${label}' and link date ${date} differ`);
  }
  return date;
}

/** The month from the texts a reader found: the panel heading, the picker's options and its selected value. */
export function practiceMonthOf(
  trackName: string | null,
  heading: string,
  options: { month: string; label: string }[],
  selected: string | null,
  days: PracticeDayLink[],
): PracticeMonth {
  const monthLabel = nonEmpty(heading.replace(/^Practice Dates for /i, ''));
  return {
    trackName,
    month: selected && /^\d{4}-\d{2}$/.test(selected) ? selected : parseMonthLabel(monthLabel),
    monthLabel,
    availableMonths: options.filter((option) => /^\d{4}-\d{2}$/.test(option.month)),
    days,
  };
}
