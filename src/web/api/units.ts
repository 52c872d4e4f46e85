// The racer's money, temperature and date choices from their settings, for the screens that show or take
// prices, temperatures and dates; the defaults (pounds, °C, dd/mm/yyyy) until the settings have loaded.
import { DEFAULT_UNITS, type Units } from '../../domain/units';
import { setRacerUnits } from '../lib/units';
import { useSettings } from './settings';

export function useUnits(): Units {
  const { data } = useSettings();
  const units: Units = data
    ? { currency: data.currency, temperatureUnit: data.temperatureUnit, dateOrder: data.dateOrder }
    : DEFAULT_UNITS;
  // Set while rendering, not in an effect: the screen drawn now must already write dates in the new order.
  setRacerUnits(units);
  return units;
}
