// Upgrading to cars: every racer's setup sheets become their first car's, an Agama 1/8 buggy, with every
// field kept. Run as an upgrade really runs: the migrator over the migrations before, then all.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsUntil } from '../../tests/support/migrations-until.ts';
import { migrationsFolder } from './client.ts';

const before = migrationsUntil('0021_cars');
afterAll(before.remove);

it("keeps every field of each racer's sheets on their first car, an Agama 1/8 buggy", async () => {
  const client = new PGlite();
  const db = drizzle(client);
  try {
    await migrate(db, { migrationsFolder: before.folder });
    await db.execute(
      sql`insert into users (username, password_hash) values ('ari', 'x'), ('sam', 'x'), ('new', 'x')`,
    );
    await db.execute(sql`insert into setup_sheets (user_id, name, date, track, front_tire, notes, engine,
        front_camber, front_piston_oil, front_ff, rear_op, rear_short, rear_measurement)
      values (1, 'Club dry', '2026-05-01', 'Mintex', 'Blockade M3', 'Loose at the end', 'OS Speed B21',
        '-2', '7x1.3mm', true, false, true, '112'),
      (1, null, '2026-05-08', 'Mintex', null, null, null, null, null, false, true, false, null),
      (2, 'Wet', '2026-06-01', 'Hoghton', null, null, null, '-1.5', 'UP', false, false, false, null)`);
    await db.execute(
      sql`insert into race_results_with_tires (user_id, race_title, track_name, driver_name, position, setup_sheet_id)
        values (1, 'A Main', 'Mintex', 'Ari', 1, 1)`,
    );

    await migrate(db, { migrationsFolder });

    const cars = await client.query(
      'select id, user_id, name, make, car_class, template from cars order by user_id',
    );
    expect(cars.rows).toEqual([
      {
        id: 1,
        user_id: 1,
        name: 'Agama 1/8 buggy',
        make: 'Agama',
        car_class: '1/8 nitro buggy',
        template: 'agama-8',
      },
      {
        id: 2,
        user_id: 2,
        name: 'Agama 1/8 buggy',
        make: 'Agama',
        car_class: '1/8 nitro buggy',
        template: 'agama-8',
      },
    ]);
    const sheets = await client.query(
      'select car_id, name, track, front_tire, notes, settings from setup_sheets order by id',
    );
    expect(sheets.rows).toEqual([
      {
        car_id: 1,
        name: 'Club dry',
        track: 'Mintex',
        front_tire: 'Blockade M3',
        notes: 'Loose at the end',
        settings: {
          engine: 'OS Speed B21',
          frontCamber: '-2',
          frontPistonOil: '7x1.3mm',
          frontFF: true,
          frontFR: false,
          frontRF: false,
          frontRR: false,
          frontUType: false,
          rearOP: false,
          rearUType: false,
          rearLong: false,
          rearShort: true,
          rearMeasurement: '112',
        },
      },
      expect.objectContaining({
        car_id: 1,
        settings: expect.objectContaining({ rearOP: true, frontFF: false }),
      }),
      expect.objectContaining({
        car_id: 2,
        name: 'Wet',
        settings: expect.objectContaining({ frontCamber: '-1.5' }),
      }),
    ]);
    const races = await client.query('select setup_sheet_id, car_id from race_results_with_tires');
    expect(races.rows).toEqual([{ setup_sheet_id: 1, car_id: null }]);
  } finally {
    await client.close();
  }
});
