// The racer's money, temperature and date choices (Settings), and the one place each is converted and
// written: money on Intl (its symbols and decimals are the currency's own), °F converted from the °C stored.
import { z } from 'zod';

/** The currencies Settings offers by name; any other ISO 4217 code may be typed. Pounds by default. */
export const OFFERED_CURRENCIES = ['GBP', 'USD', 'CAD', 'AUD', 'NZD', 'EUR'] as const;
export const DEFAULT_CURRENCY = 'GBP';
export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
/** 'dmy' is dd/mm/yyyy, as British racers write it; 'phone' is the phone's own order. */
export const DATE_ORDERS = ['dmy', 'phone'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

export type Units = { currency: string; temperatureUnit: TemperatureUnit; dateOrder: DateOrder };
export const DEFAULT_UNITS: Units = { currency: DEFAULT_CURRENCY, temperatureUnit: 'C', dateOrder: 'dmy' };

// Intl knows the ISO 4217 codes in use (some 160): a code it does not list is refused, not guessed.
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code as typed ('usd ' is 'USD'); anything Intl does not know is refused. */
export const currencySchema = z
  .string({ error: 'Currency must be a three-letter ISO 4217 code, such as USD' })
  .trim()
  .toUpperCase()
  .refine((code) => knownCurrencies.has(code), 'Currency must be a three-letter ISO 4217 code, such as USD');

const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormat = (currency: string, locale?: string) => {
  const key = `${currency}-${locale}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format;
};

/** '£12.50', '$12.50', '€1,240.00', '¥1,250', as the phone writes that currency; `locale` is for tests. */
export const formatMoney = (amount: number, currency: string, locale?: string): string =>
  moneyFormat(currency, locale).format(amount);

/** The currency's symbol as the phone writes it: '£', '$', '€'; for a field's label. */
export const currencySymbol = (currency: string, locale?: string): string =>
  moneyFormat(currency, locale)
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

/** The currency's minor unit as decimals: 2 for pounds, 0 for yen, 3 for Kuwaiti dinars (ISO 4217, by Intl). */
export const currencyDigits = (currency: string): number =>
  moneyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;

/** `value` times 10^by, in decimal: 1.005 shifted by 2 is 100.5, not 100.49999 as 1.005 * 100 is. */
const shifted = (value: number, by: number) => {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
};

/**
 * An amount to the currency's minor unit, as it is stored (decision 017): 12.345 pounds is 12.35, 1250.6 yen
 * 1251, 12.3456 Kuwaiti dinars 12.346.
 */
export const roundMoney = (amount: number, currency: string): number => {
  const digits = currencyDigits(currency);
  return shifted(Math.round(shifted(amount, digits)), -digits);
};

/** '°C' or '°F'. */
export const temperatureSymbol = (unit: TemperatureUnit): string => `°${unit}`;

/** A stored °C as the racer reads it: °F to one decimal place, or the °C itself. */
export const fromCelsius = (celsius: number, unit: TemperatureUnit): number =>
  unit === 'C' ? celsius : Math.round(((celsius * 9) / 5) * 10 + 320) / 10;

/** A temperature typed in the racer's unit as the °C stored, to one decimal place. */
export const toCelsius = (typed: number, unit: TemperatureUnit): number =>
  unit === 'C' ? typed : Math.round((((typed - 32) * 5) / 9) * 10) / 10;

/** A stored °C shown in the racer's unit, whole degrees: '24', '75'. */
export const wholeDegrees = (celsius: number, unit: TemperatureUnit): number =>
  Math.round(fromCelsius(celsius, unit)) || 0; // never '-0°C'

/** A stored °C as text with its unit: '24°C', '75°F' (whole degrees: a track's is no finer). */
export const temperatureText = (celsius: number, unit: TemperatureUnit): string =>
  `${wholeDegrees(celsius, unit)}${temperatureSymbol(unit)}`;

/** 'min-max°C', '< max°F' with only a maximum, '> min°C' with only a minimum, null with neither. */
export function temperatureRangeText(
  min: number | null,
  max: number | null,
  unit: TemperatureUnit = 'C',
): string | null {
  const degrees = (celsius: number) => wholeDegrees(celsius, unit);
  const symbol = temperatureSymbol(unit);
  if (min !== null && max !== null) return `${degrees(min)}-${degrees(max)}${symbol}`;
  if (max !== null) return `< ${degrees(max)}${symbol}`;
  if (min !== null) return `> ${degrees(min)}${symbol}`;
  return null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const phoneDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day 'YYYY-MM-DD' as the racer writes it: '22/11/2026' (dd/mm/yyyy), or in the phone's own order
 * ('11/22/2026' on an American phone); null for no date or anything else. `locale` is for tests.
 */
export function formatIsoDay(
  isoDate: string | null,
  order: DateOrder = 'dmy',
  locale?: string,
): string | null {
  const parts = isoDate?.match(ISO_DAY);
  if (!parts) return null;
  if (order === 'dmy') return `${parts[3]}/${parts[2]}/${parts[1]}`;
  const key = `${locale}`;
  let format = phoneDates.get(key);
  if (!format) {
    // The day at noon UTC, written in UTC: the same calendar day in every time zone.
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    phoneDates.set(key, format);
  }
  return format.format(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12));
}
