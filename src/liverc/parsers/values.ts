// Reads LiveRC's text values (lap times, laps/time, gaps, counts, dates) into numbers, always keeping the raw text.
import type { DateRange, LocalDateTime } from '../../domain/liverc.ts';

/** A time as the page wrote it and its value in seconds: `{ raw: '1:02.345', seconds: 62.345 }`. */
export type LapTime = { raw: string; seconds: number };
/** A number as the page wrote it: `{ raw: '92.82%', value: 92.82 }`. */
export type Measured = { raw: string; value: number };
/** `47/30:31.382` → 47 laps in 30:31.382; a bare `0` (did not start) has no time. */
export type LapsTime = { raw: string; laps: number; time: LapTime | null };
/** Gap to the car ahead: seconds (`12.052`) or whole laps (`1 Lap`). */
export type Behind = { raw: string; seconds: number | null; laps: number | null };

const SCALES = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/** The whole number written in raw[from, to), or -1 when that span is empty or holds a non-digit. */
function digitsAt(raw: string, from: number, to: number): number {
  if (to <= from) return -1;
  let value = 0;
  for (let index = from; index < to; index += 1) {
    const digit = raw.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The two forms nearly every LiveRC time takes, read digit by digit (a page has thousands of them): plain
 * seconds `38.17` (1-9 digits) and minutes `10:28.285` (1-4 digits, then seconds below 60), each with an
 * optional 1-6 digit fraction. Null for anything else, which the general path below reads or refuses.
 */
function commonTime(raw: string): number | null {
  const point = raw.indexOf('.');
  const end = point === -1 ? raw.length : point;
  const fractionDigits = point === -1 ? 0 : raw.length - point - 1;
  if (point !== -1 && (fractionDigits < 1 || fractionDigits > 6)) return null;
  const colon = raw.indexOf(':');
  let integerSeconds: number;
  if (colon === -1) {
    if (end > 9) return null;
    integerSeconds = digitsAt(raw, 0, end);
  } else {
    if (colon > 4 || end - colon !== 3) return null;
    const minutes = digitsAt(raw, 0, colon);
    const seconds = digitsAt(raw, colon + 1, end);
    if (minutes < 0 || seconds < 0 || seconds > 59) return null;
    integerSeconds = minutes * 60 + seconds;
  }
  const fraction = fractionDigits === 0 ? 0 : digitsAt(raw, point + 1, raw.length);
  if (integerSeconds < 0 || fraction < 0) return null;
  const scale = SCALES[fractionDigits] ?? 1;
  return (integerSeconds * scale + fraction) / scale;
}

/**
 * `38.17`, `146.309`, `1:02.345`, `1:00:12.345`, `28:49`, `30`. Seconds are computed in integer units of the
 * written precision, so `1:02.345` gives exactly the double nearest 62.345 (no 62.345000000000006).
 */
export function parseLapTime(input: string | null | undefined): LapTime | null {
  const raw = (input ?? '').trim();
  const seconds = commonTime(raw);
  if (seconds !== null) return { raw, seconds };
  const parts = raw.split(':');
  if (parts.length > 3 || raw === '') return null;
  const last = /^(\d+)(?:\.(\d{1,6}))?$/.exec(parts[parts.length - 1] ?? '');
  if (!last?.[1]) return null;
  const whole = parts.slice(0, -1);
  if (whole.some((part, index) => !(index === 0 ? /^\d{1,4}$/ : /^[0-5]\d$/).test(part))) return null;
  // Once minutes are written, seconds are two digits below 60.
  if (whole.length > 0 && !/^[0-5]\d$/.test(last[1])) return null;
  const fraction = last[2] ?? '';
  const scale = 10 ** fraction.length;
  const integerSeconds = [...whole, last[1]].reduce((total, part) => total * 60 + Number(part), 0);
  const units = integerSeconds * scale + (fraction ? Number(fraction) : 0);
  return { raw, seconds: units / scale };
}

export function parseLapsTime(input: string | null | undefined): LapsTime | null {
  const raw = (input ?? '').trim();
  const slash = raw.indexOf('/');
  if (slash === -1) return /^\d+$/.test(raw) ? { raw, laps: Number(raw), time: null } : null;
  const laps = raw.slice(0, slash);
  const written = raw.slice(slash + 1);
  if (!/^\d+$/.test(laps) || written === '' || /\s/.test(written)) return null;
  const time = parseLapTime(written);
  return time ? { raw, laps: Number(laps), time } : null;
}

export function parseBehind(input: string | null | undefined): Behind | null {
  const raw = (input ?? '').trim();
  const laps = /^(\d+) Laps?$/i.exec(raw);
  if (laps?.[1]) return { raw, seconds: null, laps: Number(laps[1]) };
  const time = parseLapTime(raw.replace(/s$/, ''));
  return time ? { raw, seconds: time.seconds, laps: null } : null;
}

/** `4,129` → 4129. Anything else (`N/A`, `12a`, '') → null. */
export function parseCount(input: string | null | undefined): number | null {
  const raw = (input ?? '').trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)$/.test(raw)) return null;
  const value = Number(raw.replaceAll(',', ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** `2.80` → 2.8 with the raw text; a trailing `%` is allowed (`92.82%`). */
export function parseMeasured(input: string | null | undefined): Measured | null {
  const raw = (input ?? '').trim();
  const match = /^(-?\d+(?:\.\d+)?)%?$/.exec(raw);
  return match?.[1] ? { raw, value: Number(match[1]) } : null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DATE = /\b([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})\b/g;

function isoDate(monthName: string, day: string, year: string): string | null {
  const lower = monthName.toLowerCase();
  // "Nov", "Sept" and "November" name a month; "Novelty" does not.
  const month = MONTHS.findIndex((name) => name.startsWith(lower)) + 1;
  if (month === 0) return null;
  const dayNumber = Number(day);
  if (dayNumber < 1 || dayNumber > daysInMonth(Number(year), month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`;
}

/**
 * What `new Date(Date.UTC(year, month, 0)).getUTCDate()` gives, without a Date per date read: Date.UTC reads
 * years 0-99 as 1900-1999, so `0000` counts as 1900 (not a leap year).
 */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  const full = year >= 0 && year <= 99 ? 1900 + year : year;
  return (full % 4 === 0 && full % 100 !== 0) || full % 400 === 0 ? 29 : 28;
}

/** Every `Mon D, YYYY` / `Month D, YYYY` date in a text, in order, as ISO yyyy-mm-dd. */
export function findDates(text: string): string[] {
  const dates: string[] = [];
  for (const match of text.matchAll(DATE)) {
    const iso = match[1] && match[2] && match[3] ? isoDate(match[1], match[2], match[3]) : null;
    if (iso) dates.push(iso);
  }
  return dates;
}

/** `October 2025` → `2025-10`; anything else → null. */
export function parseMonthLabel(input: string | null | undefined): string | null {
  const match = /^([A-Za-z]{3,9}) (\d{4})$/.exec((input ?? '').trim());
  const name = match?.[1]?.toLowerCase();
  const month = name ? MONTHS.findIndex((each) => each.startsWith(name)) + 1 : 0;
  return match?.[2] && month > 0 ? `${match[2]}-${String(month).padStart(2, '0')}` : null;
}

export function parseDateRange(input: string | null | undefined): DateRange | null {
  const raw = (input ?? '').replace(/\s+/g, ' ').trim();
  const dates = findDates(raw);
  if (!dates[0]) return null;
  const end = dates[1] && dates[1] !== dates[0] ? dates[1] : null;
  return { raw, start: dates[0], end };
}

/** `5:30pm` → `17:30`, `2:43:27pm` → `14:43:27` (LiveRC writes 12-hour, lower-case, no zone). */
export function parseClock(input: string | null | undefined): string | null {
  const match = /\b(\d{1,2}):([0-5]\d)(?::([0-5]\d))?\s*([ap])\.?m\.?/i.exec(input ?? '');
  if (!match?.[1] || !match[2] || !match[4]) return null;
  const hour12 = Number(match[1]);
  if (hour12 < 1 || hour12 > 12) return null;
  const hour = (hour12 % 12) + (match[4].toLowerCase() === 'p' ? 12 : 0);
  return [String(hour).padStart(2, '0'), match[2], ...(match[3] ? [match[3]] : [])].join(':');
}

export function parseLocalDateTime(input: string | null | undefined): LocalDateTime | null {
  const raw = (input ?? '').replace(/\s+/g, ' ').trim();
  const date = findDates(raw)[0];
  return date ? { raw, date, time: parseClock(raw) } : null;
}

/** `2025-11-16 08:30:00` (the hidden sort stamps): kept as local text, checked for shape. */
export function parseStamp(input: string | null | undefined): string | null {
  const raw = (input ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(raw) ? raw : null;
}

/** A positive or zero whole number written plainly (`12`), else null. */
export function parseWhole(input: string | null | undefined): number | null {
  const raw = (input ?? '').trim();
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
