// Opens Pitboard's database: embedded PGlite in a folder by default, PostgreSQL when a URL is given.
// Both run the same Drizzle schema and the same committed migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateIfBehind } from './migrate-if-behind.ts';
import { DurableNodeFS, durableStartParams } from './pglite-durable-fs.ts';
import { pgliteSizing } from './pglite-settings.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query API shared by both drivers; code never needs to know which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address: the cluster opens connections of its own there (src/server/cluster). */
  url?: string;
  /** The pool's time limits, for those connections of the cluster's own: a sick database costs them seconds too. */
  clientTimeouts?: ClientTimeouts;
  /** Throws when the database does not answer (used by the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long a new connection may take (a stopped or frozen server): 3 s unless set. */
      connectTimeoutMs?: number;
      /** How long one statement may run, and the server stay silent on one: 5 s unless set. */
      statementTimeoutMs?: number;
    }
  /** `durable: false` skips fsync: for throw-away copies (tests), never for a racer's data folder. */
  | {
      kind: 'pglite';
      dataDir: string;
      durable?: boolean;
      /** How long a start waits for another process's lock on the folder to go (data-dir-lock.ts). */
      lockWaitMs?: number;
    };

// The build copies this folder next to the compiled client, so the same relative path works there.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK_ID = 724_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options)
    : openPglite(options.dataDir, options.durable ?? true, options.lockWaitMs);
}

async function openPglite(dataDir: string, durable: boolean, lockWaitMs?: number): Promise<Database> {
  if (dataDir.startsWith('memory://')) {
    return pgliteDatabase(await PGlite.create(dataDir, pgliteSizing(PGlite.defaultStartParams)), () => {});
  }
  mkdirSync(dataDir, { recursive: true });
  // Throws DataDirInUseError while another server keeps this folder open past the wait.
  const lock = await lockDataDir(dataDir, {
    waitMs: lockWaitMs,
    onWait: (holder, waitMs) =>
      console.warn(
        `The data folder ${dataDir} is held by pid ${holder.pid} (started ${holder.startedAt}): waiting ` +
          `up to ${waitMs / 1000} s for it to stop.`,
      ),
    onStaleLock: (holder) =>
      console.warn(
        `Taking over the lock of the data folder ${dataDir}: its holder (pid ${holder.pid}, started ` +
          `${holder.startedAt}) no longer runs.`,
      ),
  });
  try {
    // Committed writes reach the disk before PGlite answers (docs/decisions/007-pglite-durability.md).
    // Smaller memory settings for a one-racer database (docs/decisions/008-pglite-start-cost.md).
    const client = await PGlite.create(
      durable
        ? { dataDir, fs: new DurableNodeFS(dataDir), ...pgliteSizing(durableStartParams) }
        : { dataDir, ...pgliteSizing(PGlite.defaultStartParams) },
    );
    return await pgliteDatabase(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function pgliteDatabase(client: PGlite, releaseDataDir: () => void): Promise<Database> {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // The usual start, an up-to-date database, costs one read of Drizzle's journal, not the migrator.
  await migrateIfBehind(db, migrationsFolder, () => migratePglite(db as never, { migrationsFolder }));
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      releaseDataDir();
    },
  };
}

export type ClientTimeouts = Pick<pg.ClientConfig, 'connectionTimeoutMillis' | 'query_timeout'>;

async function openPostgres({
  url,
  poolSize = 10,
  // A sick database must cost a racer seconds, not a hang: past these a request answers 503 (server/errors.ts).
  connectTimeoutMs = 3_000,
  statementTimeoutMs = 5_000,
}: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const clientTimeouts: ClientTimeouts = {
    // In the pool, also the longest wait for a free connection.
    connectionTimeoutMillis: connectTimeoutMs,
    // A frozen server (or network) says nothing at all: the client stops waiting a moment after the server would have.
    query_timeout: statementTimeoutMs + 1_000,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...clientTimeouts,
    // The server cancels a statement running too long (a lock, a huge read) and says so ...
    statement_timeout: statementTimeoutMs,
    // ... and a transaction left open by a client gone silent does not hold its locks for ever.
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Read without the lock: an instance migrating commits the journal's rows with the migration's own
  // statements, so a journal that shows the last migration means it is all there.
  await migrateIfBehind(db, migrationsFolder, () => migratePostgresLocked(url));
  return {
    db,
    kind: 'postgres',
    url,
    clientTimeouts,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function migratePostgresLocked(url: string): Promise<void> {
  // A connection of its own, without the pool's timeouts: waiting for another instance's migration, or a
  // long one, is no racer's request.
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    // Advisory locks belong to one connection, so the migration runs on the connection holding it.
    // Instances that waited here find the journal up to date and the migrator does nothing.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    // Closing the connection lets go of its lock.
    await lockClient.end().catch(() => {});
  }
}
