// The tyre inventory's texts for money, temperatures and dates, as a UK racer writes them
// (£115.50, 18-24°C, 08/03/2026), one definition for cards, totals and charts.
import type { TyreItem } from './tyres.ts';

// Made on first use, not when the module loads: building a browser's first Intl formatter loads its locale data,
// tens of milliseconds on a slow phone, which pages without money (a race result) should not pay.
let pounds: Intl.NumberFormat | undefined;

/** '£115.50'; thousands grouped ('£1,234.50'). */
export const formatPounds = (amount: number): string => {
  pounds ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return pounds.format(amount);
};

/** 'min-max°C', '< max°C' with only a maximum, '> min°C' with only a minimum, null with neither. */
export function temperatureRangeText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min}-${max}°C`;
  if (max !== null) return `< ${max}°C`;
  if (min !== null) return `> ${min}°C`;
  return null;
}

/** 'YYYY-MM-DD' as 'dd/mm/yyyy'; null for no date or anything else. */
export function formatDate(isoDate: string | null): string | null {
  const parts = isoDate?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : null;
}

/**
 * The racer's calendar day of an instant as 'YYYY-MM-DD', in the runtime's time zone (the browser's):
 * toISOString() would give the UTC day, yesterday's date for a set added after midnight in summer.
 */
export const localIsoDate = (instant: Date): string =>
  [
    String(instant.getFullYear()).padStart(4, '0'),
    String(instant.getMonth() + 1).padStart(2, '0'),
    String(instant.getDate()).padStart(2, '0'),
  ].join('-');

/** A tyre type as racers say it: 'Pro-Line Blockade M3'; a race log type named only by text has no compound. */
export const tyreTypeName = (tyre: Pick<TyreItem, 'brand' | 'treadPattern' | 'compound'>): string =>
  [tyre.brand, tyre.treadPattern, tyre.compound].filter(Boolean).join(' ');

const count = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
/** '1 set', '12 sets'. */
export const setsText = (sets: number): string => count(sets, 'set', 'sets');
/** '1 lap', '1,200 laps'. */
export const lapsText = (laps: number): string => count(laps, 'lap', 'laps');
