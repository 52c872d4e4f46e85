// The racer's money, temperature and date choices as the plain formatters read them (formatDate, money):
// set from Settings by useUnits, the defaults (pounds, °C, dd/mm/yyyy) until Settings have loaded.
import { DEFAULT_UNITS, formatMoney, type Units } from '../../domain/units';

let current: Units = DEFAULT_UNITS;

export const racerUnits = (): Units => current;

/** Called by useUnits with the racer's settings; every formatter reads them from then on. */
export function setRacerUnits(units: Units): void {
  current = units;
}

/** An amount in its currency ('$12.50'); the racer's currency when the amount has none of its own. */
export const money = (amount: number, currency: string = current.currency): string =>
  formatMoney(amount, currency);
