// The racer's own data as CSV files: tyre inventory, race results with tyres, setup sheets. Only the
// signed-in racer's rows, ever.
import type { Db } from '../../db/client.ts';
import { type CsvValue, toCsv } from '../../domain/csv.ts';
import type { ExportDataset } from '../../domain/export.ts';
import { type RaceLogEntry, raceLogEntrySchema } from '../../domain/race-log.ts';
import { SETUP_FIELD_NAMES, type SetupSheet } from '../../domain/setup-sheets.ts';
import { type TyreItem, tyreItemSchema } from '../../domain/tyres.ts';
import { fromCelsius, type TemperatureUnit, temperatureSymbol } from '../../domain/units.ts';
import { listCars } from '../cars/car-store.ts';
import { listEntries } from '../race-log/race-log-store.ts';
import { readSettings } from '../settings/settings-store.ts';
import { listSheets } from '../setup-sheets/setup-sheet-store.ts';
import { listTyres } from '../tyres/tyre-store.ts';

// The inventory's and the race log's columns are the API's fields in its order: newest set first, as the
// screen lists them, and the latest race first.
const TYRE_CSV_COLUMNS = Object.keys(tyreItemSchema.shape) as (keyof TyreItem)[];
const RACE_LOG_CSV_COLUMNS = Object.keys(raceLogEntrySchema.shape) as (keyof RaceLogEntry)[];

// A sheet's columns are the API's fields, every sheet's in one table (a field not on a car's sheet is blank),
// newest sheet first as the list gives them, with the car's name beside its id.
const SETUP_SHEET_CSV_COLUMNS = [
  'id',
  'carId',
  'car',
  'template',
  ...SETUP_FIELD_NAMES,
  'createdAt',
] as const satisfies readonly (keyof SetupSheet | 'car')[];

const csvOf = <K extends string>(columns: readonly K[], rows: Partial<Record<K, CsvValue>>[]) =>
  toCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column] ?? null)),
  );

/**
 * Each column of money or temperature says its unit in the header: 'purchasePrice (USD)', 'tempRangeMin (°F)'.
 * Temperatures are given in the racer's unit; prices in their own currency (no exchange rates), named in the
 * header when the prices share one, and by each row's currency column when they do not.
 */
function withUnits<K extends string>(
  columns: readonly K[],
  rows: Record<K, CsvValue>[],
  units: { currency?: string; temperatureUnit: TemperatureUnit; temperatures: readonly K[] },
): string {
  const unitOf = (column: K): string | null => {
    if (units.temperatures.includes(column)) return temperatureSymbol(units.temperatureUnit);
    if (column === 'purchasePrice') return units.currency ?? 'currency column';
    return null;
  };
  const header = columns.map((column) => {
    const unit = unitOf(column);
    return unit ? `${column} (${unit})` : column;
  });
  const shown = rows.map((row) =>
    columns.map((column) => {
      const value = row[column];
      if (!units.temperatures.includes(column) || typeof value !== 'number') return value;
      return fromCelsius(value, units.temperatureUnit);
    }),
  );
  return toCsv(header, shown);
}

/** The one currency of the priced rows, the racer's when none has a price; undefined when they differ. */
function sharedCurrency(tyres: readonly TyreItem[], racerCurrency: string): string | undefined {
  const currencies = new Set(tyres.flatMap((tyre) => (tyre.purchasePrice === null ? [] : [tyre.currency])));
  if (currencies.size === 0) return racerCurrency;
  return currencies.size === 1 ? [...currencies][0] : undefined;
}

export async function exportCsv(db: Db, userId: number, dataset: ExportDataset): Promise<string> {
  switch (dataset) {
    case 'tire-inventory': {
      const [tyres, settings] = await Promise.all([listTyres(db, userId), readSettings(db, userId)]);
      return withUnits(TYRE_CSV_COLUMNS, tyres, {
        currency: sharedCurrency(tyres, settings.currency),
        temperatureUnit: settings.temperatureUnit,
        temperatures: ['tempRangeMin', 'tempRangeMax'],
      });
    }
    case 'race-results-with-tires': {
      const [entries, settings] = await Promise.all([listEntries(db, userId), readSettings(db, userId)]);
      return withUnits(RACE_LOG_CSV_COLUMNS, entries, {
        temperatureUnit: settings.temperatureUnit,
        temperatures: ['temperature'],
      });
    }
    case 'setup-sheets': {
      const [sheets, cars] = await Promise.all([listSheets(db, userId), listCars(db, userId)]);
      const names = new Map(cars.map((car) => [car.id, car.name]));
      return csvOf(
        SETUP_SHEET_CSV_COLUMNS,
        sheets.map((sheet) => ({ ...sheet, car: names.get(sheet.carId) ?? null })),
      );
    }
  }
}
