// Runs Drizzle's migrator only when the database lacks a committed migration. The migrator itself always
// creates its schema and table "if not exists" and commits a transaction (an fsync on a durable PGlite);
// an up-to-date database, the usual case at start-up, needs only this one read of its journal.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
type JournalRow = { count: number; hash: string | null; created_at: string | null };

// Postgres's codes for a missing table and a missing schema: a database no migrator has touched yet.
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

/**
 * Whether `db` has every migration of `migrationsFolder`, judged as Drizzle's migrator judges it (the
 * newest applied migration's `created_at`), plus its hash and the count so an edited or missing
 * migration sends the database through the migrator, which then decides.
 */
export async function isMigrated(db: AnyDb, migrationsFolder: string): Promise<boolean> {
  const files = readMigrationFiles({ migrationsFolder });
  const newest = files.at(-1);
  let journal: JournalRow | undefined;
  try {
    const result = await db.execute<JournalRow>(sql`
      select count(*)::int as count,
             (array_agg(hash order by created_at desc, id desc))[1] as hash,
             max(created_at)::text as created_at
      from drizzle.__drizzle_migrations`);
    journal = (result as unknown as { rows: JournalRow[] }).rows[0];
  } catch (error) {
    if (NEVER_MIGRATED.has(postgresCode(error) ?? '')) return false;
    throw error;
  }
  if (!newest) return true;
  return (
    journal?.count === files.length &&
    journal.created_at === String(newest.folderMillis) &&
    journal.hash === newest.hash
  );
}

/**
 * Runs `migrate` (Drizzle's migrator, under whatever lock the caller needs) when the database is behind.
 * Returns whether it ran.
 */
export async function migrateIfBehind(
  db: AnyDb,
  migrationsFolder: string,
  migrate: () => Promise<void>,
): Promise<boolean> {
  if (await isMigrated(db, migrationsFolder)) return false;
  await migrate();
  return true;
}

// Drizzle wraps the driver's error (node-postgres's or PGlite's, both carrying Postgres's code) in its own.
function postgresCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
