// Migration 0009 on both databases: race log entries saved with a set's model as 'pattern compound' get the
// pattern alone as the model and the compound in its own field, and no text a racer saved is lost.
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUntil } from '../../../tests/support/migrations-until.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import { tireInventory, users } from '../../db/schema.ts';

// The committed migrations up to this one: later ones are not what this test is about.
const {
  folder,
  millis: migrationMillis,
  remove,
} = migrationsUntil('0009_race_log_tyre_compound', {
  including: true,
});
afterAll(remove);

describe.each(databaseKinds())('%s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  type Row = Record<string, string | null>;
  const rows = async (): Promise<Row[]> => {
    const result = await database.db.execute(sql`
      select race_title, front_tire_brand, front_tire_model, front_tire_compound, rear_tire_model,
             rear_tire_compound
      from race_results_with_tires order by id`);
    return (result as unknown as { rows: Row[] }).rows;
  };

  it("splits a set's 'pattern compound' model into pattern and compound, keeping any other text whole", async () => {
    // The database as it was before the migration, with entries saved then.
    await database.db.execute(sql`alter table race_results_with_tires drop column front_tire_compound`);
    await database.db.execute(sql`alter table race_results_with_tires drop column rear_tire_compound`);
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at >= ${migrationMillis}`,
    );
    const [racer, other] = await database.db
      .insert(users)
      .values([
        { username: 'racer', passwordHash: 'x' },
        { username: 'other', passwordHash: 'x' },
      ])
      .returning();
    const tyre = (userId: number, treadPattern: string, compound: string, brand = 'Pro-Line') => ({
      userId,
      brand,
      treadPattern,
      compound,
      setNumber: 1,
    });
    const [blockade, holeshot] = await database.db
      .insert(tireInventory)
      .values([
        tyre(racer!.id, 'Blockade', 'M3'),
        tyre(racer!.id, 'Holeshot 3.0', 'M4'),
        tyre(other!.id, 'Reflex', 'Blue', 'JConcepts'),
      ])
      .returning();
    const entry = (
      title: string,
      userId: number,
      front: [number | null, string, string],
      rear = front,
    ) => sql`
      insert into race_results_with_tires (user_id, race_title, track_name, driver_name, position,
        front_tire_id, front_tire_brand, front_tire_model, rear_tire_id, rear_tire_brand, rear_tire_model)
      values (${userId}, ${title}, 'Red Gum', 'Sam', 1, ${front[0]}, ${front[1]}, ${front[2]}, ${rear[0]},
        ${rear[1]}, ${rear[2]})`;
    for (const statement of [
      entry('on a set', racer!.id, [blockade!.id, 'Pro-Line', 'Blockade M3']),
      // The set deleted since: another set of the racer's of that type says where the pattern ends.
      entry(
        'set deleted',
        racer!.id,
        [null, 'pro-line', 'Holeshot 3.0 M4'],
        [holeshot!.id, 'Pro-Line', 'Holeshot 3.0 M4'],
      ),
      // No set of the racer's makes this text (the other racer's does not count): kept whole.
      entry('unknown type', racer!.id, [null, 'JConcepts', 'Reflex Blue']),
      // A model the client sent as the pattern alone, on a set: the set's compound beside it.
      entry('pattern only', racer!.id, [blockade!.id, 'Pro-Line', 'Blockade']),
    ]) {
      await database.db.execute(statement);
    }

    const config = { migrationsFolder: folder };
    await (kind === 'pglite'
      ? migratePglite(database.db as never, config)
      : migratePg(database.db as never, config));

    expect(await rows()).toEqual([
      {
        race_title: 'on a set',
        front_tire_brand: 'Pro-Line',
        front_tire_model: 'Blockade',
        front_tire_compound: 'M3',
        rear_tire_model: 'Blockade',
        rear_tire_compound: 'M3',
      },
      {
        race_title: 'set deleted',
        front_tire_brand: 'pro-line',
        front_tire_model: 'Holeshot 3.0',
        front_tire_compound: 'M4',
        rear_tire_model: 'Holeshot 3.0',
        rear_tire_compound: 'M4',
      },
      {
        race_title: 'unknown type',
        front_tire_brand: 'JConcepts',
        front_tire_model: 'Reflex Blue',
        front_tire_compound: null,
        rear_tire_model: 'Reflex Blue',
        rear_tire_compound: null,
      },
      {
        race_title: 'pattern only',
        front_tire_brand: 'Pro-Line',
        front_tire_model: 'Blockade',
        front_tire_compound: 'M3',
        rear_tire_model: 'Blockade',
        rear_tire_compound: 'M3',
      },
    ]);
  });
});
