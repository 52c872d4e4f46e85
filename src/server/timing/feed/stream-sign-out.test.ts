// Sign-out ends the session's live streams (issue 25 item 7), on the instance signed out on and on every other:
// the stream closes, its reconnection answers 401, and a stream of the racer's other session (another phone)
// stays open.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRacerSession, TEST_PASSWORD_COST } from '../../../../tests/support/racer-session.ts';
import { openSse, type SseClient } from '../../../../tests/support/sse-client.ts';
import { describeWithDatabases, racer, testConfig } from '../../../../tests/support/test-app.ts';
import {
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../../../../tests/support/test-database.ts';
import type { Database } from '../../../db/client.ts';
import { buildApp } from '../../app.ts';
import { createSession, SESSION_COOKIE } from '../../auth/sessions.ts';

/** Two sessions of one racer (two phones), as Cookie header values. */
async function twoSessions(database: Database): Promise<[string, string]> {
  const first = await createRacerSession(database, racer);
  const second = await createSession(database.db, first.userId);
  return [first.cookie, `${SESSION_COOKIE}=${second.token}`];
}

const baseOf = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const signOut = (app: FastifyInstance, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { cookie, 'content-type': 'application/json' },
  });

describeWithDatabases('live streams at sign-out', (context) => {
  let base: string;
  const clients: SseClient[] = [];
  const watch = async (cookie: string) => {
    const client = await openSse(`${base}/api/live/stream`, { cookie });
    clients.push(client);
    expect(client.status).toBe(200);
    // The stream is open (a racer following no track gets the empty state once).
    await client.next('snapshot');
    return client;
  };
  beforeAll(async () => {
    base = await baseOf(context.app);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  it("ends the session's streams, refuses its reconnection, and keeps the racer's other session's", async () => {
    const [phone, tablet] = await twoSessions(context.database);
    const [first, second, other] = [await watch(phone), await watch(phone), await watch(tablet)];
    expect((await signOut(context.app, phone)).statusCode).toBe(200);
    await expect.poll(() => first.ended() && second.ended()).toBe(true);
    const again = await fetch(`${base}/api/live/stream`, { headers: { cookie: phone } });
    expect(again.status).toBe(401);
    await again.body?.cancel();
    expect(other.ended()).toBe(false);
  });
});

// Two instances of the app on one PostgreSQL, as behind a load balancer: the racer signs out on A, while the
// stream is held open by B.
describe.skipIf(!databaseKinds().includes('postgres'))('live streams at sign-out on another instance', () => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseOfB: string;
  let userId: number;
  const clients: SseClient[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const instance = () =>
      buildApp({
        config: testConfig,
        database,
        locationFill: false,
        followedTracks: false,
        passwordHashCost: TEST_PASSWORD_COST,
      });
    [a, b] = [await instance(), await instance()];
    baseOfB = await baseOf(b);
    userId = (await createRacerSession(database, racer)).userId;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([a?.close(), b?.close()]);
    await database?.close();
  });
  /** Another session of the racer (another phone), as a Cookie header value. */
  const newSession = async () => `${SESSION_COOKIE}=${(await createSession(database.db, userId)).token}`;
  const watchOnB = async (cookie: string) => {
    const client = await openSse(`${baseOfB}/api/live/stream`, { cookie });
    clients.push(client);
    await client.next('snapshot');
    return client;
  };
  const refusedOnB = async (cookie: string) => {
    const again = await fetch(`${baseOfB}/api/live/stream`, { headers: { cookie } });
    await again.body?.cancel();
    return again.status === 401;
  };

  it('ends the stream held by the other instance, which then refuses its reconnection', async () => {
    const [phone, tablet] = [await newSession(), await newSession()];
    const [onB, otherOnB] = [await watchOnB(phone), await watchOnB(tablet)];
    expect((await signOut(a, phone)).statusCode).toBe(200);
    await expect.poll(() => onB.ended()).toBe(true);
    expect(await refusedOnB(phone)).toBe(true);
    expect(otherOnB.ended()).toBe(false);
  });

  it('ends it too when the sign-out was announced while that instance was not listening', async () => {
    const [phone, tablet] = [await newSession(), await newSession()];
    const [onB, otherOnB] = [await watchOnB(phone), await watchOnB(tablet)];
    // Every instance's listening connection drops; each opens it again a second later and reads afresh.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    expect((await signOut(a, phone)).statusCode).toBe(200);
    await expect.poll(() => onB.ended(), { timeout: 10_000 }).toBe(true);
    expect(await refusedOnB(phone)).toBe(true);
    expect(otherOnB.ended()).toBe(false);
  });
});
