// Reads an event page's "Time Completed" cells (`Nov 16, 2025 at 4:33pm`), one per race: LiveRC's usual form is
// read by one anchored pattern, where `parseLocalDateTime`'s general search (every date-like match, then a
// clock anywhere) took a tenth of an event page's parse. Anything else goes to `parseLocalDateTime`;
// completed-at.test.ts checks both agree on every day of several years, every clock time and odd forms.
import type { LocalDateTime } from '../../domain/liverc.ts';
import { parseLocalDateTime } from './values.ts';

const USUAL = /^([A-Za-z]{3}) (\d{1,2}), (\d{4}) at (\d{1,2}):([0-5]\d)([ap])m$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function readCompletedAt(text: string): LocalDateTime | null {
  const usual = USUAL.exec(text);
  if (!usual) return parseLocalDateTime(text);
  // Read by index: destructuring the match went through the array iterator.
  const year = usual[3] as string;
  const month = MONTHS.indexOf((usual[1] as string).toLowerCase()) + 1;
  const dayNumber = Number(usual[2]);
  // Not a month, or not a day of it: values.ts finds no other date in this form, so there is none.
  if (month === 0 || dayNumber < 1 || dayNumber > daysInMonth(Number(year), month)) return null;
  const hour12 = Number(usual[4]);
  const time =
    hour12 >= 1 && hour12 <= 12
      ? `${String((hour12 % 12) + (usual[6] === 'p' ? 12 : 0)).padStart(2, '0')}:${usual[5]}`
      : null;
  return {
    raw: text,
    date: `${year}-${String(month).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`,
    time,
  };
}

/** values.ts's month length: `Date.UTC` reads years 0-99 as 1900-1999, so `0000` counts as 1900. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  const full = year >= 0 && year <= 99 ? 1900 + year : year;
  return (full % 4 === 0 && full % 100 !== 0) || full % 400 === 0 ? 29 : 28;
}
