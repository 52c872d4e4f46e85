// The racer's own data as CSV files: tyre inventory, race results with tyres, setup sheets. Only the
// signed-in racer's rows, ever.
import type { Db } from '../../db/client.ts';
import { type CsvValue, toCsv } from '../../domain/csv.ts';
import type { ExportDataset } from '../../domain/export.ts';
import { type RaceLogEntry, raceLogEntrySchema } from '../../domain/race-log.ts';
import { SETUP_FIELD_NAMES, type SetupSheet } from '../../domain/setup-sheets.ts';
import { type TyreItem, tyreItemSchema } from '../../domain/tyres.ts';
import { listEntries } from '../race-log/race-log-store.ts';
import { listSheets } from '../setup-sheets/setup-sheet-store.ts';
import { listTyres } from '../tyres/tyre-store.ts';

// The inventory's and the race log's columns are the API's fields in its order: newest set first, as the
// screen lists them, and the latest race first.
const TYRE_CSV_COLUMNS = Object.keys(tyreItemSchema.shape) as (keyof TyreItem)[];
const RACE_LOG_CSV_COLUMNS = Object.keys(raceLogEntrySchema.shape) as (keyof RaceLogEntry)[];

// A sheet's columns are the API's fields in the sheet's order, newest sheet first as the list gives them.
const SETUP_SHEET_CSV_COLUMNS = [
  'id',
  ...SETUP_FIELD_NAMES,
  'createdAt',
] as const satisfies readonly (keyof SetupSheet)[];

const csvOf = <K extends string>(columns: readonly K[], rows: Record<K, CsvValue>[]) =>
  toCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );

export async function exportCsv(db: Db, userId: number, dataset: ExportDataset): Promise<string> {
  switch (dataset) {
    case 'tire-inventory':
      return csvOf(TYRE_CSV_COLUMNS, await listTyres(db, userId));
    case 'race-results-with-tires':
      return csvOf(RACE_LOG_CSV_COLUMNS, await listEntries(db, userId));
    case 'setup-sheets':
      return csvOf(SETUP_SHEET_CSV_COLUMNS, await listSheets(db, userId));
  }
}
