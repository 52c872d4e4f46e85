// Every figure the app writes as text (times, dates, money, percentages), on Intl and in one place: no screen
// formats a date or a time of day by itself.
import { localIsoDate } from '../../domain/tyre-format';
import { formatIsoDay } from '../../domain/units';
import { money, racerUnits } from './units';

const NO_VALUE = '-';

// Intl formatters are costly to build and a lap table asks for hundreds of figures: one per locale and kind.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

// Clock digits are padded by hand: a whole number's digits need no locale, and a phone's first Intl formatter
// costs tens of milliseconds (its locale data loads) before a lap table can show.
const digits = (value: number, width: number) => String(value).padStart(width, '0');

/** A clock reading from whole units: 'mm:ss' and a fraction, with hours ahead of it past an hour. */
function clock(hours: number, minutes: number, seconds: number, fraction: string): string {
  const tail = `${digits(minutes, 2)}:${digits(seconds, 2)}.${fraction}`;
  return hours > 0 ? `${hours}:${tail}` : tail;
}

/**
 * A lap or race time from seconds, as 'mm:ss.sss' ('00:38.061', '05:04.123'), and 'h:mm:ss.sss' past an hour.
 * Rounded to the millisecond, as LiveRC's own figures are.
 */
export function formatRaceTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return NO_VALUE;
  const ms = Math.round(seconds * 1000);
  const whole = Math.floor(ms / 1000);
  return clock(Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60, digits(ms % 1000, 3));
}

/**
 * The Race Timer's reading from milliseconds, as 'mm:ss.cc' and 'h:mm:ss.cc' past an hour. Hundredths are cut,
 * not rounded, as a stopwatch shows them: the display never runs ahead of the clock.
 */
export function formatStopwatchTime(ms: number): string {
  const hundredths = Math.max(0, Math.floor(ms / 10));
  const whole = Math.floor(hundredths / 100);
  return clock(
    Math.floor(whole / 3600),
    Math.floor(whole / 60) % 60,
    whole % 60,
    digits(hundredths % 100, 2),
  );
}

/**
 * A time of day as the phone shows times ('14:05:09' on an English phone, '2:05:09 PM' on an American one).
 * `locale` is for tests; the app leaves it to the phone.
 */
export function formatTimeOfDay(value: Date | number | string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  return cached(`time-${locale}`, () => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' })).format(
    date,
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in the racer's date order: dd/mm/yyyy unless they chose the phone's own. */
const dayMonthYear = (isoDay: string): string | null => formatIsoDay(isoDay, racerUnits().dateOrder);

/**
 * A date as the racer writes it, '22/11/2026' by default: a calendar day ('2026-11-22', as LiveRC and the forms give
 * it) as that day, in no time zone, so a race on the 22nd is on the 22nd wherever the phone is; an instant as
 * the phone's day.
 */
export function formatDate(value: Date | number | string | null | undefined): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'string' && ISO_DAY.test(value)) return dayMonthYear(value) ?? NO_VALUE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NO_VALUE : (dayMonthYear(localIsoDate(date)) ?? NO_VALUE);
}

/** An event's days: '15/11/2025 – 16/11/2025', or one date when it lasts a day. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const first = formatDate(start);
  return end && end !== start ? `${first} – ${formatDate(end)}` : first;
}

/**
 * A track-local day with its time of day when LiveRC wrote one ('16/11/2025 17:30' on an English phone,
 * '16/11/2025 5:30 PM' on an American one). `time` is 24-hour 'HH:MM'; `locale` is for tests.
 */
export function formatDayAndTime(at: { date: string; time: string | null }, locale?: string): string {
  const day = formatDate(at.date);
  const clockTime = at.time?.match(/^(\d{1,2}):(\d{2})$/);
  if (!clockTime) return day;
  // Any day serves: only the hours and minutes are written.
  const time = new Date(2000, 0, 1, Number(clockTime[1]), Number(clockTime[2]));
  return `${day} ${cached(`short-time-${locale}`, () => new Intl.DateTimeFormat(locale, { timeStyle: 'short' })).format(time)}`;
}

/** When a kept copy was read: '14:02' today, '26/11/2026 14:02' on an earlier day (the phone's own time form). */
export function formatAsOf(at: number, now: number = Date.now(), locale?: string): string {
  const time = cached(
    `short-time-${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
  ).format(at);
  return new Date(at).toDateString() === new Date(now).toDateString() ? time : `${formatDate(at)} ${time}`;
}

/** Money in its currency, the racer's by default: '£12.50', '$1,240.00'. */
export function formatMoney(amount: number | null | undefined, currency?: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_VALUE;
  return money(amount, currency);
}

/** A percentage given as one (95.3, not 0.953): '95.30%' with two decimals by default. */
export function formatPercent(percent: number | null | undefined, decimals = 2): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return NO_VALUE;
  return cached(
    `percent-${decimals}`,
    () =>
      new Intl.NumberFormat('en-GB', {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  ).format(percent / 100);
}
