// A sick PostgreSQL through a proxy the test breaks: stopped (connections cut and refused) and frozen
// (nothing answered). Every route answers 503 with Retry-After and one sentence within seconds, the
// refused writes change nothing, and once the database is back the same requests succeed by themselves.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRacerSession } from '../../tests/support/racer-session.ts';
import { TcpProxy } from '../../tests/support/tcp-proxy.ts';
import { testConfig } from '../../tests/support/test-app.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { tireInventory, users } from '../db/schema.ts';
import { buildApp } from './app.ts';
import { createSession, SESSION_COOKIE } from './auth/sessions.ts';
import { DATABASE_UNAVAILABLE } from './errors.ts';

const account = { username: 'sick_db_racer', email: 'sick@example.com', password: 'nitro-buggy-8' };
// Short timeouts, so a frozen database answers within a second or two here.
const TIMEOUTS = { connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 };
// 'Within a few seconds' of the racer's tap: the timeouts above, twice (the session, then the route), and room.
const ANSWER_WITHIN_MS = 8_000;

describe.skipIf(!databaseKinds().includes('postgres'))('a sick PostgreSQL', () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let app: FastifyInstance;
  /** A session the app has already seen (kept in its memory): each route's own queries meet the outage. */
  let cookie: string;
  let userId: number;
  let tyreId: number;

  beforeAll(async () => {
    proxy = await TcpProxy.start(inject('postgresServerUrl') as string);
    database = await openTestDatabase('postgres', { via: (url) => proxy.via(url), ...TIMEOUTS });
    app = await buildApp({
      config: { ...testConfig, liveRcUpstream: 'http://127.0.0.1:9' },
      database,
      locationFill: false,
      followedTracks: false,
    });
    const racer = await createRacerSession(database, account);
    cookie = racer.cookie;
    userId = racer.userId;
    const tyre = await send('POST', '/api/tire-inventory', { treadPattern: 'Holeshot', compound: 'M3' });
    tyreId = tyre.json().id;
    expect((await send('PUT', '/api/settings', { driverName: 'Sam Racer' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await proxy?.resume();
    await app?.close();
    await database?.close();
    await proxy?.close();
  });

  function send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    as = cookie,
  ) {
    return app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      // JSON for every change, as the web app sends them (browser-security.ts).
      headers: method === 'GET' ? { cookie: as } : { cookie: as, 'content-type': 'application/json' },
    });
  }

  /** Every kind of route: reads, writes, sign-in and sign-up, the export, the health check. */
  const requests = () =>
    [
      ['GET', '/api/health'],
      ['POST', '/api/auth/login', { username: account.username, password: account.password }],
      [
        'POST',
        '/api/auth/register',
        { username: 'newcomer', email: 'new@example.com', password: 'pit-lane-42' },
      ],
      ['GET', '/api/settings'],
      ['PUT', '/api/settings', { driverName: 'Changed While Down' }],
      ['GET', '/api/events/current'],
      ['GET', `/api/saved-track-events?trackUrl=${encodeURIComponent('https://redgum.liverc.com/')}`],
      ['GET', '/api/data-sources'],
      ['GET', '/api/tire-inventory'],
      ['POST', '/api/tire-inventory', { treadPattern: 'Blockade', compound: 'M4' }],
      ['PATCH', `/api/tire-inventory/${tyreId}`, { notes: 'changed while down' }],
      ['GET', '/api/race-results-with-tires'],
      ['GET', '/api/my-races'],
      ['GET', '/api/setup-sheets'],
      ['GET', '/api/export/tire-inventory.csv'],
      ['DELETE', `/api/tire-inventory/${tyreId}`],
    ] as const;

  /** Every request at once, as a racer's screens send them: each answer and how long it took. */
  async function sendAll() {
    return Promise.all(
      requests().map(async ([method, url, payload]) => {
        const started = Date.now();
        const response = await send(method, url, payload);
        return { request: `${method} ${url}`, response, ms: Date.now() - started };
      }),
    );
  }

  async function expectUnavailable(freshCookie: string) {
    for (const { request, response, ms } of await sendAll()) {
      expect(response.statusCode, request).toBe(503);
      expect(response.headers['retry-after'], request).toBe('5');
      expect(response.json(), request).toEqual({ message: DATABASE_UNAVAILABLE });
      expect(ms, request).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // A session the app has not seen yet is looked up before any route: that lookup answers the same.
    const started = Date.now();
    const guarded = await send('GET', '/api/auth/user', undefined, freshCookie);
    expect(guarded.statusCode).toBe(503);
    expect(guarded.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  }

  async function expectServedAgainAndUnchanged(freshCookie: string) {
    // Nothing the refused requests asked for happened.
    const [tyres] = await database.db.select({ n: count() }).from(tireInventory);
    expect(tyres?.n).toBe(1);
    const [me] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(me?.driverNames).toEqual(['Sam Racer']);
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
    // The app finds the database again by itself: the same reads answer.
    expect((await send('GET', '/api/health')).statusCode).toBe(200);
    const fresh = await send('GET', '/api/tire-inventory', undefined, freshCookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().map((tyre: { id: number }) => tyre.id)).toEqual([tyreId]);
    const settings = await send('GET', '/api/settings');
    expect(settings.json()).toMatchObject({ driverName: 'Sam Racer' });
  }

  async function unseenSession(): Promise<string> {
    return `${SESSION_COOKIE}=${(await createSession(database.db, userId)).token}`;
  }

  it('stopped: every route answers 503, Retry-After and the sentence, changes nothing, then serves again', async () => {
    const fresh = await unseenSession();
    await proxy.refuse();
    try {
      await expectUnavailable(fresh);
    } finally {
      await proxy.resume();
    }
    await expectServedAgainAndUnchanged(fresh);
  }, 60_000);

  it('frozen: every route answers 503 within seconds instead of hanging, changes nothing, then serves again', async () => {
    const fresh = await unseenSession();
    proxy.freeze();
    try {
      await expectUnavailable(fresh);
    } finally {
      await proxy.resume();
    }
    await expectServedAgainAndUnchanged(fresh);
  }, 60_000);
});
