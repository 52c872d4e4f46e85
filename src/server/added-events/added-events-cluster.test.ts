// Three Pitboard instances on one PostgreSQL, each reading the added events every 200 ms: between the event's
// lock, its last reading kept in the database and the shared page cache, LiveRC sees each page of the event
// once, not once per instance.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRacerSession, TEST_PASSWORD_COST } from '../../../tests/support/racer-session.ts';
import { apiCall, racer, testConfig } from '../../../tests/support/test-app.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import type { AddedEvent } from '../../domain/added-events.ts';
import { buildApp } from '../app.ts';

const EVENT = 'https://redgum.liverc.com/results/?p=view_event&id=500311';
const race = (id: number) => `https://redgum.liverc.com/results/?p=view_race_result&id=${id}`;
const RACES = [race(6610126), race(6610125), race(6610114), race(6610101)];
const ROUND_MS = 200;

describe.skipIf(!databaseKinds().includes('postgres'))('added events on three instances', () => {
  let replay: ReplayServer;
  let shared: TestDatabase;
  const instances: { app: Awaited<ReturnType<typeof buildApp>>; database: Database }[] = [];

  beforeAll(async () => {
    replay = await startReplayServer({ pagesDir: DEMO_PAGES_DIR });
    shared = await openTestDatabase('postgres');
    for (let count = 0; count < 3; count += 1) {
      // Each instance as its own process would have it: its own pool, locks and listening connection.
      const database = await openDatabase({ kind: 'postgres', url: shared.url as string, poolSize: 4 });
      const app = await buildApp({
        config: { ...testConfig, liveRcUpstream: replay.url, liveRcTimeoutMs: 5_000 },
        database,
        locationFill: false,
        followedTracks: false,
        addedEvents: {
          startMs: 0,
          roundMs: ROUND_MS,
          doneRecheckMs: 60 * 60_000,
          upcomingRecheckMs: 60 * 60_000,
        },
        passwordHashCost: TEST_PASSWORD_COST,
      });
      await app.ready();
      instances.push({ app, database });
    }
  });
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await shared?.close();
    await replay?.close();
  });

  it('reads each page of an added event once between them', async () => {
    const { cookie } = await createRacerSession(shared, racer);
    const [first, second] = instances;
    if (!first || !second) throw new Error('instances did not start');
    expect((await apiCall(first.app, cookie, 'POST', '/api/added-events', { url: EVENT })).statusCode).toBe(
      201,
    );
    const listed = async () =>
      ((await apiCall(second.app, cookie, 'GET', '/api/added-events')).json() as { events: AddedEvent[] })
        .events[0];
    await vi.waitFor(async () => expect((await listed())?.state).toBe('all-read'), { timeout: 10_000 });
    // Some more rounds on every instance: nothing is read again.
    await new Promise((resolve) => setTimeout(resolve, ROUND_MS * 5));
    expect(replay.requestCount(EVENT)).toBe(1);
    expect(RACES.map((url) => replay.requestCount(url))).toEqual([1, 1, 1, 1]);
    expect(replay.peakConcurrency()).toBe(1);
  });
});
