// A live read of a track never read while the app's queries cannot reach PostgreSQL (the pool's connections
// refused) though this instance holds the track's lock: the feed's first poll fails on our database, and the
// read says so (503), never 'no event' (200 null).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRacerSession } from '../../../../tests/support/racer-session.ts';
import { TcpProxy } from '../../../../tests/support/tcp-proxy.ts';
import { racer, testConfig } from '../../../../tests/support/test-app.ts';
import {
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../../../../tests/support/test-database.ts';
import { buildApp } from '../../app.ts';
import { DATABASE_UNAVAILABLE } from '../../errors.ts';

const TRACK = 'https://redgum.liverc.com/';

describe.skipIf(!databaseKinds().includes('postgres'))('a live read while the database is down', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let cookie: string;
  const current = () =>
    app.inject({
      method: 'GET',
      url: `/api/events/current?track=${encodeURIComponent(TRACK)}`,
      headers: { cookie },
    });

  beforeAll(async () => {
    const server = new URL(inject('postgresServerUrl') as string);
    proxy = await TcpProxy.start(server.href);
    database = await openTestDatabase('postgres', {
      via: (url) => proxy.via(url),
      connectTimeoutMs: 1_000,
      statementTimeoutMs: 1_000,
    });
    // The cluster (the track's lock) connects straight to PostgreSQL; the app's queries through the proxy.
    const straight = new URL(database.url as string);
    straight.host = server.host;
    app = await buildApp({
      config: { ...testConfig, liveRcUpstream: 'http://127.0.0.1:9', liveRcTimeoutMs: 1_000 },
      database: { ...database, url: straight.href },
      locationFill: false,
      addedEvents: false,
      followedTracks: false,
    });
    cookie = (await createRacerSession(database, racer)).cookie;
    // The app has seen the session: the read itself meets the outage.
    expect((await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await proxy?.resume();
    await app?.close();
    await database?.close();
    await proxy?.close();
  });

  it("answers 503 for a track never read, not 'no event'", async () => {
    await proxy.refuse();
    try {
      const read = await current();
      expect({ status: read.statusCode, body: read.json() }).toEqual({
        status: 503,
        body: { message: DATABASE_UNAVAILABLE },
      });
      expect(read.headers['retry-after']).toBe('5');
    } finally {
      await proxy.resume();
    }
  });
});
