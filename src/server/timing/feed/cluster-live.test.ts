// Issue 18 as racers and LiveRC see it: three Pitboard instances on one PostgreSQL, racers watching the same
// track on every one of them. Exactly one instance polls LiveRC; every watcher hears each change under the same
// id whichever instance it reached; a watcher resumes on another instance from its Last-Event-ID; and when the
// owner goes, another instance carries on within an interval.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRacerSession, TEST_PASSWORD_COST } from '../../../../tests/support/racer-session.ts';
import { openSse, type SseClient } from '../../../../tests/support/sse-client.ts';
import { racer, testConfig } from '../../../../tests/support/test-app.ts';
import {
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../../../../tests/support/test-database.ts';
import { DEMO_LIVE_RACE_URL, DEMO_PAGES_DIR } from '../../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../../tools/liverc-replay/replay-server.ts';
import { type Database, openDatabase } from '../../../db/client.ts';
import { buildApp } from '../../app.ts';

const RED_GUM = 'https://redgum.liverc.com/';
const EVENT_PAGE = `${RED_GUM}results/?p=view_event&id=500311`;
const POLL_MS = 200;
const RACE_OVER_MS = 24 * 60 * 60 * 1000;
const TAKES_THE_TRACK = 'this instance now polls the track';

type Instance = { name: string; app: FastifyInstance; database: Database; base: string; logs: string[] };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const completed = (raceName: string) => (data: unknown) => {
  const event = data as { raceName?: string; status?: string } | null;
  return event?.raceName === raceName && event.status === 'completed';
};

describe.skipIf(!databaseKinds().includes('postgres'))('three instances on one PostgreSQL', () => {
  let clock = 0;
  let replay: ReplayServer;
  let shared: TestDatabase;
  let cookie: string;
  const instances: Instance[] = [];
  const watchers: SseClient[] = [];

  const watch = async (instance: Instance, lastEventId?: string) => {
    const headers: Record<string, string> = { cookie };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const watcher = await openSse(`${instance.base}/api/live/stream`, headers);
    watchers.push(watcher);
    return watcher;
  };
  const owners = () =>
    instances.filter((instance) => instance.logs.some((line) => line.includes(TAKES_THE_TRACK)));

  beforeAll(async () => {
    replay = await startReplayServer({
      pagesDir: DEMO_PAGES_DIR,
      live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock },
    });
    replay.setLiveSocketAvailable(false);
    shared = await openTestDatabase('postgres');
    for (const name of ['A', 'B', 'C']) {
      // Each instance as its own process would have it: its own pool, locks and listening connection.
      const database = await openDatabase({ kind: 'postgres', url: shared.url as string, poolSize: 4 });
      const logs: string[] = [];
      const app = await buildApp({
        config: { ...testConfig, logLevel: 'info', liveRcUpstream: replay.url, liveRcTimeoutMs: 5_000 },
        database,
        liveFeedTiming: { liveIntervalMs: POLL_MS, idleIntervalMs: POLL_MS, stopAfterMs: 10_000 },
        locationFill: false,
        followedTracks: false,
        passwordHashCost: TEST_PASSWORD_COST,
        logStream: { write: (line) => logs.push(line) },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      instances.push({ name, app, database, base: `http://127.0.0.1:${port}`, logs });
    }
    cookie = (await createRacerSession(shared, racer)).cookie;
    const followed = await instances[0]?.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { followedTrackUrl: RED_GUM },
    });
    expect(followed?.statusCode).toBe(200);
  });

  afterAll(async () => {
    for (const watcher of watchers) watcher.close();
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await shared?.close();
    await replay?.close();
  });

  it('polls LiveRC from one instance only, and every watcher on every instance hears each change', async () => {
    const all = await Promise.all(instances.flatMap((instance) => [watch(instance), watch(instance)]));
    for (const watcher of all) await watcher.next('snapshot');
    await expect.poll(() => owners().length).toBe(1);

    const dashboards = replay.requestCount(RED_GUM);
    await wait(POLL_MS * 10);
    // One instance's cadence (10 polls), where three polling on their own would make 30.
    const polled = replay.requestCount(RED_GUM) - dashboards;
    expect(polled).toBeGreaterThanOrEqual(7);
    expect(polled).toBeLessThanOrEqual(12);

    const eventPages = replay.requestCount(EVENT_PAGE);
    const races = replay.requestCount(DEMO_LIVE_RACE_URL);
    clock = RACE_OVER_MS;
    const heard = await Promise.all(
      all.map((watcher) => watcher.nextWhere('event', completed('1/8 Nitro Buggy A-Main'))),
    );
    // The same change under the same id on every instance: a phone may reconnect to any of them.
    expect(new Set(heard.map((message) => message.id)).size).toBe(1);
    expect(heard[0]?.id).toMatch(/^[0-9a-z]+-\d+$/);
    // Read once for the whole cluster.
    expect(replay.requestCount(EVENT_PAGE) - eventPages).toBe(1);
    expect(replay.requestCount(DEMO_LIVE_RACE_URL) - races).toBe(1);

    // The REST fallback on an instance that does not own the track: what the owner wrote, LiveRC not asked.
    const asked = replay.requestCount(RED_GUM) + replay.requestCount(EVENT_PAGE);
    for (const instance of instances.filter((each) => !owners().includes(each))) {
      const current = await instance.app.inject({
        method: 'GET',
        url: '/api/events/current',
        headers: { cookie },
      });
      expect(current.json()).toMatchObject({
        raceName: '1/8 Nitro Buggy A-Main',
        status: 'completed',
        stale: false,
      });
    }
    expect(replay.requestCount(RED_GUM) + replay.requestCount(EVENT_PAGE) - asked).toBeLessThanOrEqual(1);
  });

  it('resumes a watcher on another instance from its Last-Event-ID, with exactly what it missed', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('three instances expected');
    const before = await watch(first);
    const seen = await before.next('snapshot');
    before.close();

    clock = 0;
    // Watched elsewhere meanwhile: the change a phone misses while it switches instance.
    const other = await watch(second);
    await other.next('snapshot');
    await other.nextWhere('event', (data) => (data as { status?: string } | null)?.status === 'active');

    const resumed = await watch(second, seen.id ?? undefined);
    const missed = await resumed.next();
    // Not the whole state again: the change it missed, numbered after the one it saw.
    expect(missed.event).not.toBe('snapshot');
    expect(Number(missed.id?.split('-')[1])).toBeGreaterThan(Number(seen.id?.split('-')[1]));
  });

  it('hands the track to another instance within an interval when its owner goes, and no watcher notices', async () => {
    const [owner] = owners();
    if (!owner) throw new Error('no instance polls the track');
    const others = instances.filter((instance) => instance !== owner);
    const staying = await Promise.all(others.map((instance) => watch(instance)));
    for (const watcher of staying) await watcher.next('snapshot');

    await owner.app.close();
    await owner.database.close();
    instances.splice(instances.indexOf(owner), 1);

    await expect
      .poll(() => owners().filter((instance) => instance !== owner).length, { timeout: POLL_MS * 5 })
      .toBe(1);
    clock = RACE_OVER_MS;
    for (const watcher of staying) await watcher.nextWhere('event', completed('1/8 Nitro Buggy A-Main'));
    // Still one poller: the cadence of one instance.
    const dashboards = replay.requestCount(RED_GUM);
    await wait(POLL_MS * 10);
    expect(replay.requestCount(RED_GUM) - dashboards).toBeLessThanOrEqual(12);
  });

  it("takes the track again when the owner's lock connection is lost, one poller still", async () => {
    const watching = await Promise.all(instances.map((instance) => watch(instance)));
    for (const watcher of watching) await watcher.next('snapshot');
    const takenBefore = instances
      .flatMap((instance) => instance.logs)
      .filter((line) => line.includes(TAKES_THE_TRACK));

    // What the database sees of a dying instance: the connection holding its locks, gone.
    await shared.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    const taken = () =>
      instances.flatMap((instance) => instance.logs).filter((line) => line.includes(TAKES_THE_TRACK)).length;
    await expect.poll(taken, { timeout: POLL_MS * 5 }).toBe(takenBefore.length + 1);

    clock = 0;
    for (const watcher of watching)
      await watcher.nextWhere('event', (data) => (data as { status?: string } | null)?.status === 'active');
    const dashboards = replay.requestCount(RED_GUM);
    await wait(POLL_MS * 10);
    expect(replay.requestCount(RED_GUM) - dashboards).toBeLessThanOrEqual(12);
  });
});
