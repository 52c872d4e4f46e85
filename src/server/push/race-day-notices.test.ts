// A tap on the shoulder with the app closed: racers follow Red Gum and nobody has the app open; the replay
// server runs the Nitro A-Main. The follower whose race comes after the one up hears 'Your race is next' once,
// and once the A-Main is posted, its finisher hears 'Your result is posted' (and where they finished against a
// rival in it), encrypted for their browser, once:
// however many instances run (two on PostgreSQL) and however many polls read the pages.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserKeys, startPushRecorder } from '../../../tests/support/push-recorder.ts';
import { createRacerSession, TEST_PASSWORD_COST } from '../../../tests/support/racer-session.ts';
import { racer, secondRacer, testConfig } from '../../../tests/support/test-app.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_LIVE_RACE_URL, DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import type { PushMessage } from '../../domain/push.ts';
import { buildApp } from '../app.ts';

const RED_GUM = 'https://redgum.liverc.com/';
const EVENT = `${RED_GUM}results/?p=view_event&id=500311`;
const POLL_MS = 200;
const RACE_OVER_MS = 24 * 60 * 60 * 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let clock = 0;
let replay: ReplayServer;
let recorder: Awaited<ReturnType<typeof startPushRecorder>>;
beforeAll(async () => {
  replay = await startReplayServer({
    pagesDir: DEMO_PAGES_DIR,
    live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock },
  });
  replay.setLiveSocketAvailable(false);
  recorder = await startPushRecorder();
});
afterAll(async () => {
  await recorder?.close();
  await replay?.close();
});

describe.each(databaseKinds())('race day notifications (%s)', (kind) => {
  // Two instances where many can run (PostgreSQL); PGlite is one process's database.
  const instanceCount = kind === 'postgres' ? 2 : 1;
  let shared: TestDatabase;
  const instances: { app: FastifyInstance; database: Database }[] = [];
  const phone = browserKeys();
  const otherPhone = browserKeys();

  beforeAll(async () => {
    clock = 0;
    recorder.received.length = 0;
    shared = await openTestDatabase(kind);
    for (let n = 0; n < instanceCount; n += 1) {
      const database =
        kind === 'postgres' ? await openDatabase({ kind, url: shared.url as string, poolSize: 4 }) : shared;
      const app = await buildApp({
        config: {
          ...testConfig,
          liveRcUpstream: replay.url,
          liveRcTimeoutMs: 5_000,
          push: { vapidKeys: null, vapidSubject: 'mailto:pits@example.com', endpointHosts: ['127.0.0.1'] },
        },
        database,
        liveFeedTiming: { liveIntervalMs: POLL_MS, idleIntervalMs: POLL_MS, stopAfterMs: 10_000 },
        locationFill: false,
        followedTracks: { refreshMs: POLL_MS },
        addedEvents: { startMs: 0, roundMs: POLL_MS, doneRecheckMs: POLL_MS, upcomingRecheckMs: POLL_MS },
        passwordHashCost: TEST_PASSWORD_COST,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, database });
    }
  });
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      if (database !== shared) await database.close();
    }
    instances.length = 0;
    await shared?.close();
  });

  const call = (cookie: string, method: 'PUT' | 'POST', url: string, payload: object) =>
    instances[0]!.app.inject({ method, url, headers: { cookie }, payload });
  const messagesTo = (id: string, keys: typeof phone) =>
    recorder.received
      .filter((push) => push.path === `/push/${id}`)
      .map((push) => JSON.parse(keys.decrypt(push.body)) as PushMessage);

  it("says 'Your race is next' and 'Your result is posted' once each, to the racer they are about", async () => {
    // Jack Morrison runs the Nitro A-Main (on track now) and the Nitro Fun Run after the Electric one.
    const jack = await createRacerSession(shared, racer);
    const other = await createRacerSession(shared, secondRacer);
    for (const [session, names, id, keys] of [
      [jack, ['Jack Morrison'], 'jack', phone],
      [other, ['Nobody Atall'], 'other', otherPhone],
    ] as const) {
      await call(session.cookie, 'PUT', '/api/settings', { followedTrackUrl: RED_GUM, driverNames: names });
      await call(session.cookie, 'PUT', '/api/push/switches', { raceNext: true, resultPosted: true });
      // Their rivals: one runs the A-Main with Jack, the other races elsewhere.
      for (const rival of ["Liam O'Connor", 'Kevin Lewis'])
        expect((await call(session.cookie, 'POST', '/api/rivals', { name: rival })).statusCode).toBe(201);
      const subscribed = await call(session.cookie, 'POST', '/api/push/subscriptions', {
        endpoint: recorder.endpoint(id),
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      expect(subscribed.statusCode).toBe(204);
    }

    await expect.poll(() => messagesTo('jack', phone), { timeout: 10_000 }).toHaveLength(1);
    const [next] = messagesTo('jack', phone);
    expect(next).toEqual({
      title: 'Your race is next',
      body: expect.stringMatching(
        /^1\/8 Electric Buggy Fun Run is on now\. Your next race: Race 4, 1\/8 Nitro Buggy Fun Run, grid slot 3, about \d\d:\d\d \(± \d+ min\)$/,
      ),
      url: '/',
      tag: 'race-next Main Events 4 1/8 Nitro Buggy Fun Run',
    });

    // The A-Main ends and is posted: a result for Jack, and no news of the races posted before anyone watched.
    clock = RACE_OVER_MS;
    await expect.poll(() => messagesTo('jack', phone), { timeout: 10_000 }).toHaveLength(2);
    const result = messagesTo('jack', phone)[1];
    expect(result?.title).toMatch(/^Your result is posted: P\d+ · fast lap \d+\.\d{3}$/);
    // Where Jack finished against his rival in the race, in the same one notification.
    expect(result?.body).toMatch(/^1\/8 Nitro Buggy A-Main · (ahead of|behind) liam o'connor$/i);
    expect(result?.tag).toBe(`result ${DEMO_LIVE_RACE_URL}`);
    expect(result?.url).toBe(
      `/race-results?${new URLSearchParams({ url: DEMO_LIVE_RACE_URL, name: '1/8 Nitro Buggy A-Main' })}`,
    );

    // Many polls later, on every instance: nothing sent twice, and nothing to the racer no race names.
    await wait(POLL_MS * 10);
    expect(messagesTo('jack', phone)).toHaveLength(2);
    expect(messagesTo('other', otherPhone)).toEqual([]);
  });

  it('tells a racer who added the event, not following its track, of their result posted while it was read', async () => {
    // The A-Main runs again: the event page lists the three races before it.
    clock = 0;
    const adder = await createRacerSession(shared, {
      username: 'racer_three',
      email: 'three@example.com',
      password: 'electric-buggy-10',
    });
    const keys = browserKeys();
    await call(adder.cookie, 'PUT', '/api/settings', { driverNames: ['Jack Morrison'] });
    await call(adder.cookie, 'PUT', '/api/push/switches', { raceNext: true, resultPosted: true });
    await call(adder.cookie, 'POST', '/api/push/subscriptions', {
      endpoint: recorder.endpoint('three'),
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    const added = await call(adder.cookie, 'POST', '/api/added-events', { url: EVENT });
    expect(added.statusCode).toBe(201);
    const posted = async () => {
      const list = await instances[0]!.app.inject({
        url: '/api/added-events',
        headers: { cookie: adder.cookie },
      });
      return (list.json() as { events: { racesPosted: number | null }[] }).events[0]?.racesPosted;
    };
    await expect.poll(posted, { timeout: 10_000 }).toBe(3);
    expect(messagesTo('three', keys)).toEqual([]);

    clock = RACE_OVER_MS;
    await expect.poll(() => messagesTo('three', keys), { timeout: 10_000 }).toHaveLength(1);
    expect(messagesTo('three', keys)[0]?.title).toMatch(/^Your result is posted: P\d+ · fast lap /);
    await wait(POLL_MS * 10);
    expect(messagesTo('three', keys)).toHaveLength(1);
  });
});
