// The racer's own data as CSV files: tyre inventory, race results with tyres, setup sheets. Only the
// signed-in racer's rows, ever.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { raceResultsWithTires, setupSheets } from '../../db/schema.ts';
import { toCsv } from '../../domain/csv.ts';
import type { ExportDataset } from '../../domain/export.ts';
import type { TyreItem } from '../../domain/tyres.ts';
import { listTyres } from '../tyres/tyre-store.ts';

// The inventory's columns are the API's fields, newest set first as the screen lists them.
const TYRE_CSV_COLUMNS = [
  'id',
  'brand',
  'treadPattern',
  'compound',
  'compoundDescription',
  'size',
  'quantity',
  'setNumber',
  'purchaseDate',
  'purchasePrice',
  'condition',
  'trackType',
  'tempRangeMin',
  'tempRangeMax',
  'treadDescription',
  'notes',
  'lapsEntered',
  'totalLaps',
  'createdAt',
] as const satisfies readonly (keyof TyreItem)[];

export async function exportCsv(db: Db, userId: number, dataset: ExportDataset): Promise<string> {
  switch (dataset) {
    case 'tire-inventory': {
      const items = await listTyres(db, userId);
      return toCsv(
        TYRE_CSV_COLUMNS,
        items.map((item) => TYRE_CSV_COLUMNS.map((column) => item[column])),
      );
    }
    case 'race-results-with-tires': {
      const rows = await db
        .select()
        .from(raceResultsWithTires)
        .where(eq(raceResultsWithTires.userId, userId))
        .orderBy(asc(raceResultsWithTires.id));
      return toCsv(
        [
          'id',
          'tire_id',
          'race_date',
          'event_name',
          'track_name',
          'race_name',
          'class_name',
          'position',
          'total_laps',
          'best_lap',
          'average_lap',
          'consistency',
          'track_conditions',
          'race_url',
          'notes',
        ],
        rows.map((row) => [
          row.id,
          row.tireId,
          row.raceDate,
          row.eventName,
          row.trackName,
          row.raceName,
          row.className,
          row.position,
          row.totalLaps,
          row.bestLap,
          row.averageLap,
          row.consistency,
          row.trackConditions,
          row.raceUrl,
          row.notes,
        ]),
      );
    }
    case 'setup-sheets': {
      const rows = await db
        .select()
        .from(setupSheets)
        .where(eq(setupSheets.userId, userId))
        .orderBy(asc(setupSheets.id));
      return toCsv(
        ['id', 'name', 'car', 'track', 'setup_date', 'settings', 'notes', 'updated_at'],
        rows.map((row) => [
          row.id,
          row.name,
          row.car,
          row.track,
          row.setupDate,
          JSON.stringify(row.data),
          row.notes,
          row.updatedAt,
        ]),
      );
    }
  }
}
