// A live read while this instance cannot ask PostgreSQL for the track's lock (the cluster's own connection
// refused, as a loaded database can be slow to give one) though every other query goes through. No instance is
// known to poll the track then, so a track never read is not 'no event': at its deadline the read says the
// database is not answering, and once the lock can be asked for again the track is polled and LiveRC's own
// answer comes back.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRacerSession } from '../../../../tests/support/racer-session.ts';
import { TcpProxy } from '../../../../tests/support/tcp-proxy.ts';
import { racer, testConfig } from '../../../../tests/support/test-app.ts';
import {
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../../../../tests/support/test-database.ts';
import { buildApp } from '../../app.ts';
import { DATABASE_UNAVAILABLE, LIVERC_TIMEOUT } from '../../errors.ts';

// Nothing listens there: once the track is polled, LiveRC's failure is at once the answer.
const NO_LIVERC = 'http://127.0.0.1:9';
const LIVERC_TIMEOUT_MS = 1_000;

describe.skipIf(!databaseKinds().includes('postgres'))(
  'a live read while the track lock cannot be asked for',
  () => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let app: FastifyInstance;
    let cookie: string;
    const current = () => app.inject({ method: 'GET', url: '/api/events/current', headers: { cookie } });

    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      if (!database.url) throw new Error('a PostgreSQL test database has a url');
      proxy = await TcpProxy.start(database.url);
      app = await buildApp({
        config: { ...testConfig, liveRcUpstream: NO_LIVERC, liveRcTimeoutMs: LIVERC_TIMEOUT_MS },
        // The cluster (track locks, announcements) connects through the proxy; the app's queries go straight.
        database: { ...database, url: proxy.via(database.url) },
        liveFeedTiming: { liveIntervalMs: 200, idleIntervalMs: 200, stopAfterMs: 60_000 },
        locationFill: false,
        addedEvents: false,
        followedTracks: false,
      });
      cookie = (await createRacerSession(database, racer)).cookie;
      const followed = await app.inject({
        method: 'PUT',
        url: '/api/settings',
        payload: { followedTrackUrl: 'https://redgum.liverc.com/' },
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(followed.statusCode, followed.body).toBe(200);
    });
    afterAll(async () => {
      await proxy?.resume();
      await app?.close();
      await database?.close();
      await proxy?.close();
    });

    it("answers 503 for a track never read, not 'no event', then polls it once the lock can be asked for", async () => {
      await proxy.refuse();
      const meanwhile = await current();
      expect({ status: meanwhile.statusCode, body: meanwhile.json() }).toEqual({
        status: 503,
        body: { message: DATABASE_UNAVAILABLE },
      });
      expect(meanwhile.headers['retry-after']).toBe('5');

      await proxy.resume();
      // This instance takes the track and polls it: LiveRC, unreachable here, is the answer now.
      await expect
        .poll(async () => (await current()).json(), { timeout: 10_000 })
        .toEqual({ message: expect.stringContaining('LiveRC') });
      const polled = await current();
      expect(polled.statusCode).toBeGreaterThanOrEqual(500);
      expect(polled.json().message).not.toBe(LIVERC_TIMEOUT);
    });
  },
);
