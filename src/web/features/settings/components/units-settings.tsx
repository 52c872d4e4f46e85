// The racer's money, temperature and date choices: each saved as soon as it is picked (a queued write, so
// it holds with no signal); a currency not in the list is typed as its ISO 4217 code.
import { useId, useState } from 'react';
import {
  currencySchema,
  DATE_ORDERS,
  type DateOrder,
  OFFERED_CURRENCIES,
  TEMPERATURE_UNITS,
  type TemperatureUnit,
} from '../../../../domain/units';
import { useUpdateSettings } from '../../../api/settings';
import { useUnits } from '../../../api/units';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

const CURRENCY_NAMES: Record<(typeof OFFERED_CURRENCIES)[number], string> = {
  GBP: 'Pounds (GBP)',
  USD: 'US dollars (USD)',
  CAD: 'Canadian dollars (CAD)',
  AUD: 'Australian dollars (AUD)',
  NZD: 'New Zealand dollars (NZD)',
  EUR: 'Euros (EUR)',
};
const OTHER = 'other';
const TEMPERATURE_NAMES: Record<TemperatureUnit, string> = { C: 'Celsius (°C)', F: 'Fahrenheit (°F)' };
const DATE_NAMES: Record<DateOrder, string> = { dmy: 'dd/mm/yyyy', phone: "The phone's own" };

const SELECT =
  'block min-h-11 w-full rounded-lg border border-(--border) bg-(--background) px-3 text-base text-(--foreground)';

const isOffered = (code: string): boolean => (OFFERED_CURRENCIES as readonly string[]).includes(code);

export function UnitsSettings() {
  const units = useUnits();
  const update = useUpdateSettings();
  const [typing, setTyping] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { currency: useId(), code: useId(), error: useId(), temperature: useId(), dates: useId() };
  const otherCurrency = typing || !isOffered(units.currency);

  const saveCode = () => {
    const parsed = currencySchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Currency must be an ISO 4217 code');
      return;
    }
    setError(null);
    setTyping(false);
    update.mutate({ currency: parsed.data });
  };

  return (
    <div className="mb-5 space-y-4">
      <p className="font-semibold">Money and units</p>
      <div className="space-y-1">
        <Label htmlFor={ids.currency}>Currency</Label>
        <select
          id={ids.currency}
          className={SELECT}
          value={otherCurrency ? OTHER : units.currency}
          onChange={(event) => {
            if (event.target.value === OTHER) {
              setTyping(true);
              setCode(isOffered(units.currency) ? '' : units.currency);
              return;
            }
            setTyping(false);
            update.mutate({ currency: event.target.value });
          }}
        >
          {OFFERED_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {CURRENCY_NAMES[currency]}
            </option>
          ))}
          <option value={OTHER}>
            {otherCurrency && !typing ? `Other: ${units.currency}` : 'Other (type its code)'}
          </option>
        </select>
      </div>
      {typing && (
        <div className="space-y-1">
          <Label htmlFor={ids.code}>Currency code (ISO 4217, e.g. CHF)</Label>
          <div className="flex gap-2">
            <Input
              id={ids.code}
              value={code}
              maxLength={3}
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button onClick={saveCode}>Use currency</Button>
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-(--destructive)">
              {error}
            </p>
          )}
        </div>
      )}
      <p className="text-sm text-(--muted-foreground)">
        New prices are typed in it, and totals count the prices in it: Pitboard does not convert between
        currencies.
      </p>
      <div className="space-y-1">
        <Label htmlFor={ids.temperature}>Temperature</Label>
        <select
          id={ids.temperature}
          className={SELECT}
          value={units.temperatureUnit}
          onChange={(event) => update.mutate({ temperatureUnit: event.target.value as TemperatureUnit })}
        >
          {TEMPERATURE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {TEMPERATURE_NAMES[unit]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.dates}>Dates</Label>
        <select
          id={ids.dates}
          className={SELECT}
          value={units.dateOrder}
          onChange={(event) => update.mutate({ dateOrder: event.target.value as DateOrder })}
        >
          {DATE_ORDERS.map((order) => (
            <option key={order} value={order}>
              {DATE_NAMES[order]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
