// The racer's own data as CSV files: tyre inventory, race results with tyres, setup sheets. Only the
// signed-in racer's rows, ever.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { raceResultsWithTires, setupSheets, tireInventory } from '../../db/schema.ts';
import { toCsv } from '../../domain/csv.ts';
import type { ExportDataset } from '../../domain/export.ts';

export async function exportCsv(db: Db, userId: number, dataset: ExportDataset): Promise<string> {
  switch (dataset) {
    case 'tire-inventory': {
      const rows = await db
        .select()
        .from(tireInventory)
        .where(eq(tireInventory.userId, userId))
        .orderBy(asc(tireInventory.id));
      return toCsv(
        [
          'id',
          'brand',
          'tread_pattern',
          'compound',
          'scale',
          'position',
          'quantity',
          'minimum_stock',
          'price_per_set',
          'condition',
          'purchase_date',
          'notes',
        ],
        rows.map((row) => [
          row.id,
          row.brand,
          row.treadPattern,
          row.compound,
          row.scale,
          row.position,
          row.quantity,
          row.minimumStock,
          row.pricePerSet,
          row.condition,
          row.purchaseDate,
          row.notes,
        ]),
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
