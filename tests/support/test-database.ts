// Gives each test file its own migrated database, copied from the templates of global-setup.ts:
// PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { scratchDir } from './scratch-dir.ts';

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
  let emptyAll: Promise<string> | null = null;
  return {
    ...database,
    reset: async () => {
      emptyAll ??= emptyAllStatement(database);
      await database.db.execute(sql.raw(await emptyAll));
    },
  };
}

async function copyPglite(): Promise<Database> {
  const dir = mkdtempSync(path.join(scratchDir, 'pitboard-db-'));
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

/**
 * One statement (one round trip) that empties every table of the app (not drizzle's migration journal)
 * and restarts its ids, so each test starts clean. DELETE, children before parents, rather than TRUNCATE:
 * truncating the tables gives each of them new files, 100 ms on PGlite and 150-300 ms on PostgreSQL
 * before every test, where deleting the few rows a test wrote takes a few.
 */
async function emptyAllStatement(database: Database): Promise<string> {
  const rowsOf = async <Row>(query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const sequences = await rowsOf<{ name: string }>(
    sql`select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  // A table is emptied once every table referring to it has been.
  const left = new Set(tables.map((table) => table.name));
  const order: string[] = [];
  while (left.size > 0) {
    const ready = [...left].filter(
      (table) => !references.some((edge) => edge.parent === table && left.has(edge.child)),
    );
    if (ready.length === 0) throw new Error(`foreign keys in a cycle among ${[...left].join(', ')}`);
    for (const table of ready) {
      order.push(table);
      left.delete(table);
    }
  }
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const deletes = order.map((table) => `delete from ${quote(table)};`);
  const restarts = sequences.map((sequence) => `perform setval('${quote(sequence.name)}', 1, false);`);
  return `do $$ begin ${[...deletes, ...restarts].join(' ')} end $$`;
}
