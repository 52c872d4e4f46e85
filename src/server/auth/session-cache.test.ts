// The in-memory session cache: a signed-in request costs no query while its session is known, sign-out
// ends the session at once (on every instance sharing the database), and no session is answered past its
// expiry or kept without bound.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../tests/support/query-count.ts';
import { TEST_PASSWORD_COST } from '../../../tests/support/racer-session.ts';
import { describeWithDatabases, signedIn, signUpAndIn, testConfig } from '../../../tests/support/test-app.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import { buildApp } from '../app.ts';
import { CHANNELS, type Cluster } from '../cluster/cluster.ts';
import { openCluster } from '../cluster/open-cluster.ts';
import { SessionCache } from './session-cache.ts';

const user = (id: number) => ({ id, username: `racer_${id}`, email: null });

describe('SessionCache', () => {
  it('forgets a session at its expiry, even inside its TTL', () => {
    let now = 1_000_000;
    const cache = new SessionCache(30_000, 10, () => now);
    cache.set('sid', user(1), new Date(now + 5_000), cache.mark());
    now += 4_999;
    expect(cache.get('sid')).toEqual(user(1));
    now += 1;
    expect(cache.get('sid')).toBeNull();
  });

  it('forgets a session after its TTL', () => {
    let now = 0;
    const cache = new SessionCache(30_000, 10, () => now);
    cache.set('sid', user(1), new Date(now + 86_400_000), cache.mark());
    now += 30_000;
    expect(cache.get('sid')).toBeNull();
  });

  it('keeps at most its bound, dropping the least recently used first', () => {
    const cache = new SessionCache(30_000, 2);
    const later = new Date(Date.now() + 60_000);
    cache.set('a', user(1), later, cache.mark());
    cache.set('b', user(2), later, cache.mark());
    cache.get('a');
    cache.set('c', user(3), later, cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).toEqual(user(1));
    expect(cache.get('c')).toEqual(user(3));
  });

  it('does not keep a session read before a sign-out that came in the meantime', () => {
    const cache = new SessionCache();
    const later = new Date(Date.now() + 60_000);
    const mark = cache.mark();
    cache.drop('sid');
    cache.set('sid', user(1), later, mark);
    expect(cache.get('sid')).toBeNull();
    cache.set('sid', user(1), later, cache.mark());
    expect(cache.get('sid')).toEqual(user(1));
  });
});

describeWithDatabases('signed-in requests without a session query', (context) => {
  const whoAmI = (cookie: string) =>
    context.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  it('answers a second /api/auth/user without asking the database', async () => {
    const cookie = await signedIn(context);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const queries = countQueries(context.database.db);
    try {
      const again = await whoAmI(cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ username: 'racer_one', email: 'racer.one@example.com' });
      expect(queries.statements).toEqual([]);
    } finally {
      queries.stop();
    }
  });

  it('refuses the cookie at once after sign-out, though its session was in memory', async () => {
    const cookie = await signedIn(context);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    const after = await whoAmI(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthorized' });
  });

  it('still checks a cookie it has not seen against the database', async () => {
    const cookie = await signedIn(context);
    const queries = countQueries(context.database.db);
    try {
      expect((await whoAmI(cookie)).statusCode).toBe(200);
      expect(queries.statements.length).toBeGreaterThan(0);
    } finally {
      queries.stop();
    }
  });
});

// Two instances of the app on one PostgreSQL, as behind a load balancer: each keeps its own session cache.
describe.skipIf(!databaseKinds().includes('postgres'))(
  'sign-out with two instances on one PostgreSQL',
  () => {
    let database: TestDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    // What an onlooker on the database's bus hears: the sign-out announcements.
    let onlooker: Cluster;
    const heard: string[] = [];
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
      onlooker = await openCluster(database, { warn: () => {} });
      onlooker.subscribe(CHANNELS.signOut, (payload) => heard.push(payload));
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close(), onlooker?.close()]);
      await database?.close();
    });
    const whoAmI = (app: FastifyInstance, cookie: string) =>
      app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

    it('refuses the cookie on the other instance as soon as the racer signs out on one', async () => {
      const cookie = await signUpAndIn(a);
      // B now holds the session in memory: without the announcement it would answer it for 30 s.
      expect((await whoAmI(b, cookie)).statusCode).toBe(200);
      const logout = await a.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(logout.statusCode).toBe(200);
      await expect.poll(async () => (await whoAmI(b, cookie)).statusCode).toBe(401);
      expect((await whoAmI(a, cookie)).statusCode).toBe(401);
      // The bus carries the token's hash (the sessions table's sid), never the token itself.
      const token = cookie.split('=')[1] ?? '';
      expect(heard).toEqual([createHash('sha256').update(token).digest('hex')]);
    });
  },
);
