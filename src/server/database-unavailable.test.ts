// 'The database is not answering' told from other database errors with real errors of both engines, and
// the app on an embedded database whose engine has stopped answering 503 as on a stopped PostgreSQL.
import { createServer, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRacerSession } from '../../tests/support/racer-session.ts';
import { testConfig } from '../../tests/support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { buildApp } from './app.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { DATABASE_UNAVAILABLE } from './errors.ts';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe('a database that does not answer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  const raise = (state: string) =>
    failureOf(
      database.db.execute(sql.raw(`do $$ begin raise exception 'x' using errcode = '${state}'; end $$`)),
    );

  it('is told by the SQLSTATE of a statement, as the engine and Drizzle wrap it', async () => {
    // Statement timeout, shut down, starting up, a broken connection.
    for (const state of ['57014', '57P01', '57P03', '08006'])
      expect(isDatabaseUnavailable(await raise(state))).toBe(true);
    // A refused row or a bad statement is the request's own fault, not the database's.
    for (const state of ['23505', '22003', '42601'])
      expect(isDatabaseUnavailable(await raise(state))).toBe(false);
  });

  it('is told from a server that refuses connections, and one that accepts them and says nothing', async () => {
    const refused = new pg.Client({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 1_000 });
    expect(isDatabaseUnavailable(await failureOf(refused.connect()))).toBe(true);

    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const pool = new pg.Pool({ host: '127.0.0.1', port, connectionTimeoutMillis: 300 });
      expect(isDatabaseUnavailable(await failureOf(pool.query('select 1')))).toBe(true);
      await pool.end();
    } finally {
      silent.close();
    }
  });
});

describe('the app on an embedded database that stopped', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ config: testConfig, database, locationFill: false, followedTracks: false });
  });
  afterAll(() => app?.close());

  it('answers 503 with Retry-After and the sentence, also where the session is looked up', async () => {
    const { cookie } = await createRacerSession(database, {
      username: 'embedded_racer',
      email: 'embedded@example.com',
      password: 'nitro-buggy-8',
    });
    await database.close();
    for (const url of ['/api/tire-inventory', '/api/health']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(response.json(), url).toEqual({ message: DATABASE_UNAVAILABLE });
    }
  });
});
