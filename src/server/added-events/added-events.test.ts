// Events a racer adds by pasting a LiveRC event link: read in the background into My races, politely
// (counted at the replay server), with the list saying how far the reading got; bad links, the limit and
// another racer's events answered as such.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { addedEvents, scrapedRaceParticipants, scrapedRaceResults } from '../../db/schema.ts';
import {
  ADDED_EVENTS_FULL,
  ADDED_EVENTS_MAX,
  type AddedEvent,
  NOT_AN_EVENT_LINK,
} from '../../domain/added-events.ts';
import type { MyRaces } from '../../domain/my-races.ts';

const EVENT = 'https://redgum.liverc.com/results/?p=view_event&id=500311';
// An event LiveRC has no page for: its reading fails every round, and the other events are read regardless.
const MISSING_EVENT = 'https://redgum.liverc.com/results/?p=view_event&id=999999';
const race = (id: number) => `https://redgum.liverc.com/results/?p=view_race_result&id=${id}`;
// The event's four races, each with Jack Morrison in it.
const RACES = [race(6610126), race(6610125), race(6610114), race(6610101)];
const ROUND_MS = 1_000;

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ pagesDir: DEMO_PAGES_DIR });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'added events read in the background',
  (context) => {
    it('reads an added past event into My races, two races a round, one request at a time, and then leaves it', async () => {
      const cookie = await signedIn(context);
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        apiCall(context.app, cookie, method, url, payload);
      await apiCall(context.app, cookie, 'PUT', '/api/settings', { driverNames: ['Jack Morrison'] });
      replay.resetStats();

      const added = await call('POST', '/api/added-events', { url: `${EVENT}#races` });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({
        eventUrl: EVENT,
        racesPosted: null,
        racesRead: 0,
        state: 'to-read',
      });
      expect((await call('POST', '/api/added-events', { url: MISSING_EVENT })).statusCode).toBe(201);
      const listed = async (url = EVENT): Promise<AddedEvent | undefined> =>
        ((await call('GET', '/api/added-events')).json() as { events: AddedEvent[] }).events.find(
          (event) => event.eventUrl === url,
        );

      // The first round: the event page and two of its races, no more.
      await vi.waitFor(async () => expect((await listed())?.racesRead).toBeGreaterThanOrEqual(2), {
        timeout: 10_000,
      });
      expect(await listed()).toMatchObject({
        title: 'Red Gum Nitro Series Round 6',
        date: '2026-11-22',
        racesPosted: 4,
        racesRead: 2,
        state: 'reading',
      });
      // The rest in the next round.
      await vi.waitFor(async () => expect((await listed())?.state).toBe('all-read'), { timeout: 10_000 });
      expect(await listed()).toMatchObject({ racesPosted: 4, racesRead: 4 });

      // My races lists the racer's race of each, with its laps.
      const mine = (await call('GET', '/api/my-races')).json() as MyRaces;
      expect(mine.races.map((each) => each.raceUrl).sort()).toEqual([...RACES].sort());
      for (const each of mine.races) expect(each.lapsTime).toMatch(/^\d+\//);
      const laps = await context.database.db
        .select({ lapTimes: scrapedRaceParticipants.lapTimes })
        .from(scrapedRaceParticipants)
        .innerJoin(scrapedRaceResults, eq(scrapedRaceResults.id, scrapedRaceParticipants.raceResultId))
        .where(eq(scrapedRaceParticipants.driver, 'JACK MORRISON'));
      expect(laps).toHaveLength(4);
      for (const row of laps) expect(row.lapTimes?.length).toBeGreaterThan(5);

      // The event that LiveRC lacks waits, said so; its failures broke nothing.
      expect(await listed(MISSING_EVENT)).toMatchObject({ racesPosted: null, state: 'to-read' });
      // Each race page once, one request at a time.
      expect(RACES.map((url) => replay.requestCount(url))).toEqual([1, 1, 1, 1]);
      expect(replay.peakConcurrency()).toBe(1);

      // All in and past: the event page is not looked at again for a day, while the missing one is retried.
      const checkedAt = async (url: string) =>
        (
          await context.database.db
            .select({ checkedAt: addedEvents.checkedAt })
            .from(addedEvents)
            .where(eq(addedEvents.eventUrl, url))
        )[0]?.checkedAt?.getTime();
      const doneAt = await checkedAt(EVENT);
      const missingAt = await checkedAt(MISSING_EVENT);
      await vi.waitFor(async () => expect(await checkedAt(MISSING_EVENT)).toBeGreaterThan(missingAt ?? 0), {
        timeout: ROUND_MS * 5,
      });
      await new Promise((resolve) => setTimeout(resolve, ROUND_MS * 2));
      expect(await checkedAt(EVENT)).toBe(doneAt);
      expect(RACES.map((url) => replay.requestCount(url))).toEqual([1, 1, 1, 1]);
    });
  },
  {
    config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 5_000 }),
    addedEvents: {
      startMs: 0,
      roundMs: ROUND_MS,
      doneRecheckMs: 60 * 60_000,
      upcomingRecheckMs: 60 * 60_000,
    },
  },
);

describeWithDatabases('adding events', (context) => {
  let cookie: string;
  const add = (url: unknown, as = cookie) => apiCall(context.app, as, 'POST', '/api/added-events', { url });
  const list = async (as = cookie): Promise<AddedEvent[]> =>
    (await apiCall(context.app, as, 'GET', '/api/added-events')).json().events;

  beforeEach(async () => {
    cookie = await signedIn(context);
  });

  it('takes only a LiveRC event link, saying what to paste', async () => {
    for (const bad of [
      'https://example.com/results/?p=view_event&id=500311',
      `${EVENT}\u0000`,
      'https://redgum.liverc.com/',
      'https://redgum.liverc.com/events/',
      race(6610101),
      'http://redgum.liverc.com/results/?p=view_event&id=500311',
      '',
      42,
    ]) {
      const answer = await add(bad);
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().message, String(bad)).toMatch(
        bad === `${EVENT}\u0000` ? /Event link contains a character/ : NOT_AN_EVENT_LINK,
      );
    }
    expect(
      (await apiCall(context.app, cookie, 'POST', '/api/added-events', { url: EVENT, userId: 2 })).statusCode,
    ).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('adds an event once, and a racer at most 30', async () => {
    const first = await add(EVENT);
    expect(first.statusCode).toBe(201);
    const again = await add(EVENT.replace('redgum', 'RedGum'));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    for (let id = 1; id < ADDED_EVENTS_MAX; id += 1)
      expect((await add(`https://club.liverc.com/results/?p=view_event&id=${id}`)).statusCode).toBe(201);
    const over = await add('https://club.liverc.com/results/?p=view_event&id=31');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ADDED_EVENTS_FULL);
    expect(await list()).toHaveLength(ADDED_EVENTS_MAX);
    // Another racer's events do not count against this racer's.
    expect((await add(EVENT, await signedIn(context, secondRacer))).statusCode).toBe(201);
  });

  it("neither lists nor removes another racer's event", async () => {
    const other = await signedIn(context, secondRacer);
    const mine = (await add(EVENT)).json() as AddedEvent;
    expect(await list(other)).toEqual([]);
    const remove = (id: number | string, as = cookie) =>
      apiCall(context.app, as, 'DELETE', `/api/added-events/${id}`);
    expect((await remove(mine.id, other)).statusCode).toBe(404);
    expect((await remove(2 ** 40)).statusCode).toBe(404);
    expect((await remove('abc')).statusCode).toBe(400);
    expect(await list()).toEqual([expect.objectContaining({ id: mine.id, title: 'LiveRC event 500311' })]);
    expect((await remove(mine.id)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });
});
