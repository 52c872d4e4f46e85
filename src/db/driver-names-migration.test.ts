// Upgrading to several driver names: a racer's one saved name becomes their first confirmed name, and a
// racer without one has none. Run as an upgrade really runs: the migrator over the migrations before, then all.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsUntil } from '../../tests/support/migrations-until.ts';
import { migrationsFolder } from './client.ts';

const before = migrationsUntil('0011_driver_names');
afterAll(before.remove);

it("keeps each racer's saved driver name as their first confirmed name", async () => {
  const client = new PGlite();
  const db = drizzle(client);
  try {
    await migrate(db, { migrationsFolder: before.folder });
    await db.execute(sql`insert into users (username, password_hash, driver_name)
      values ('ari', 'x', '  Ari Bakla '), ('sam', 'x', null), ('blank', 'x', '  ')`);
    await migrate(db, { migrationsFolder });
    const { rows } = await client.query('select username, driver_names from users order by username');
    expect(rows).toEqual([
      { username: 'ari', driver_names: ['Ari Bakla'] },
      { username: 'blank', driver_names: [] },
      { username: 'sam', driver_names: [] },
    ]);
  } finally {
    await client.close();
  }
});
