// Upgrading to several driver names: a racer's one saved name becomes their first confirmed name, and a
// racer without one has none. Run as an upgrade really runs: the migrator over the migrations before, then all.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

const before = mkdtempSync(path.join(tmpdir(), 'pitboard-before-driver-names-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

it("keeps each racer's saved driver name as their first confirmed name", async () => {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const upTo = journal.entries.findIndex((entry: { tag: string }) => entry.tag === '0011_driver_names');
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

  const client = new PGlite();
  const db = drizzle(client);
  try {
    await migrate(db, { migrationsFolder: before });
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
