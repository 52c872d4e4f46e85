import { describe, expect, it } from 'vitest';
import {
  currencySchema,
  currencySymbol,
  formatIsoDay,
  formatMoney,
  fromCelsius,
  roundMoney,
  temperatureRangeText,
  temperatureText,
  toCelsius,
  wholeDegrees,
} from './units.ts';

describe('money', () => {
  it("rounds to the currency's minor unit in decimal, however small or binary-awkward the amount", () => {
    expect(roundMoney(1.005, 'GBP')).toBe(1.01);
    expect(roundMoney(12.345, 'USD')).toBe(12.35);
    expect(roundMoney(1250.5, 'JPY')).toBe(1251);
    expect(roundMoney(12.3456, 'KWD')).toBe(12.346);
    expect(roundMoney(1e-7, 'GBP')).toBe(0);
    expect(roundMoney(99_999.999, 'EUR')).toBe(100_000);
  });

  it('writes each currency with its own symbol and decimals', () => {
    expect(formatMoney(12.5, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMoney(1240, 'GBP', 'en-GB')).toBe('£1,240.00');
    expect(formatMoney(12.5, 'EUR', 'en-GB')).toBe('€12.50');
    expect(formatMoney(12.5, 'AUD', 'en-AU')).toBe('$12.50');
    expect(formatMoney(12.5, 'CAD', 'en-US')).toBe('CA$12.50');
    expect(formatMoney(1250, 'JPY', 'en-US')).toBe('¥1,250');
    expect(formatMoney(0.1 + 0.2, 'GBP', 'en-GB')).toBe('£0.30');
    expect(currencySymbol('USD', 'en-US')).toBe('$');
    expect(currencySymbol('NZD', 'en-US')).toBe('NZ$');
  });

  it('takes any ISO 4217 code typed, in any case, and refuses what is none', () => {
    expect(currencySchema.parse(' chf ')).toBe('CHF');
    expect(currencySchema.parse('NZD')).toBe('NZD');
    for (const bad of ['XYZ', 'US', 'dollars', '', 12]) {
      expect(currencySchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('temperatures', () => {
  it('converts °C and °F both ways, and a whole °F typed reads back as typed', () => {
    expect(fromCelsius(20, 'F')).toBe(68);
    expect(fromCelsius(-40, 'F')).toBe(-40);
    expect(toCelsius(212, 'F')).toBe(100);
    expect(toCelsius(24, 'C')).toBe(24);
    for (let typed = -40; typed <= 176; typed += 1) {
      expect(wholeDegrees(toCelsius(typed, 'F'), 'F')).toBe(typed);
    }
  });

  it('writes temperatures and ranges in the racer unit', () => {
    expect(temperatureText(24, 'C')).toBe('24°C');
    expect(temperatureText(24, 'F')).toBe('75°F');
    expect(temperatureRangeText(18, 24, 'F')).toBe('64-75°F');
    expect(temperatureRangeText(null, 24)).toBe('< 24°C');
    expect(temperatureRangeText(18, null, 'F')).toBe('> 64°F');
    expect(temperatureRangeText(null, null, 'F')).toBeNull();
    expect(temperatureRangeText(0, 0)).toBe('0-0°C');
    expect(temperatureRangeText(-0.2, 0)).toBe('0-0°C');
  });
});

describe('dates', () => {
  it('writes a day dd/mm/yyyy by default, or in the phone order', () => {
    expect(formatIsoDay('2026-11-22')).toBe('22/11/2026');
    expect(formatIsoDay('2026-11-22', 'phone', 'en-US')).toBe('11/22/2026');
    expect(formatIsoDay('2026-11-22', 'phone', 'de-DE')).toBe('22.11.2026');
    expect(formatIsoDay('2026-11-22', 'phone', 'ja-JP')).toBe('2026/11/22');
    expect(formatIsoDay('22/11/2026')).toBeNull();
    expect(formatIsoDay(null, 'phone')).toBeNull();
  });
});
