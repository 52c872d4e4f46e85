// Gives each test file its own migrated database, copied from the templates of global-setup.ts:
// PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export type DatabaseKind = Database['kind'];

/** The kinds this run tests against. */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export type TestDatabase = Database & { reset(): Promise<void> };

/** PostgreSQL only: `via` reroutes the app's connections (a proxy the test breaks), with these timeouts. */
export type PostgresTestOptions = {
  via?: (url: string) => string;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
};

export async function openTestDatabase(
  kind: DatabaseKind,
  postgres: PostgresTestOptions = {},
): Promise<TestDatabase> {
  const database = kind === 'pglite' ? await copyPglite() : await copyPostgres(postgres);
  return { ...database, reset: () => truncateAll(database) };
}

async function copyPglite(): Promise<Database> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-db-'));
  cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  // A copy that is thrown away after the file needs no fsync: durability has its own test.
  const database = await openDatabase({ kind: 'pglite', dataDir: dir, durable: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function copyPostgres({ via = (url) => url, ...timeouts }: PostgresTestOptions): Promise<Database> {
  const templateUrl = inject('postgresTemplateUrl');
  const serverUrl = inject('postgresServerUrl');
  if (!templateUrl || !serverUrl) throw new Error('No PostgreSQL template: TEST_DATABASE_URL is not set');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `pitboard_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  // As for PGlite's copies: a commit need not wait for the disk in a database dropped after the file.
  await adminQuery(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const database = await openDatabase({
    kind: 'postgres',
    url: via(databaseUrl(serverUrl, name)),
    poolSize: 4,
    ...timeouts,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      // Forced: a connection that went through a test's proxy may still be closing on the server.
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Empties every table of the app (not drizzle's migration journal) so each test starts clean. */
async function truncateAll(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = (rows as unknown as { rows: { tablename: string }[] }).rows.map(
    (row) => `"${row.tablename}"`,
  );
  if (tables.length > 0)
    await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
