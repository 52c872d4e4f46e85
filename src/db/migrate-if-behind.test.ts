// The migrator runs at start-up only for a database that lacks a committed migration, on both databases.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { migrationsFolder } from './client.ts';
import { isMigrated, migrateIfBehind } from './migrate-if-behind.ts';

let aheadFolder: string;

beforeAll(() => {
  // The committed migrations plus one the test databases (copies of a migrated template) never saw.
  aheadFolder = mkdtempSync(path.join(tmpdir(), 'pitboard-migrations-'));
  cpSync(migrationsFolder, aheadFolder, { recursive: true });
  const journalPath = path.join(aheadFolder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_probe' });
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(path.join(aheadFolder, '9999_probe.sql'), 'CREATE TABLE "migrate_probe" ("id" integer);');
});
afterAll(() => rmSync(aheadFolder, { recursive: true, force: true }));

describe.each(databaseKinds())('%s', (kind) => {
  let database: TestDatabase;
  let migratorRuns: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  // Drizzle's own migrator for this driver, counted.
  const migrator = (folder: string) => async () => {
    migratorRuns += 1;
    const config = { migrationsFolder: folder };
    await (kind === 'pglite'
      ? migratePglite(database.db as never, config)
      : migratePg(database.db as never, config));
  };

  it('leaves an up-to-date database to its one journal read', async () => {
    migratorRuns = 0;
    expect(await migrateIfBehind(database.db, migrationsFolder, migrator(migrationsFolder))).toBe(false);
    expect(migratorRuns).toBe(0);
  });

  it('gives a database the migration it lacks, once', async () => {
    migratorRuns = 0;
    expect(await isMigrated(database.db, aheadFolder)).toBe(false);
    expect(await migrateIfBehind(database.db, aheadFolder, migrator(aheadFolder))).toBe(true);
    await database.db.execute(sql`select id from migrate_probe`);
    expect(await migrateIfBehind(database.db, aheadFolder, migrator(aheadFolder))).toBe(false);
    expect(migratorRuns).toBe(1);
  });

  it('counts a database the migrator never touched as behind', async () => {
    await database.db.execute(sql`drop schema drizzle cascade`);
    expect(await isMigrated(database.db, migrationsFolder)).toBe(false);
  });
});
