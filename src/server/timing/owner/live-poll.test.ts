// What a live feed asks LiveRC (decision 009), counted at a replay server running Red Gum's A-Main: one page a
// poll while nothing changes, the event page and a race only when the dashboard shows a change, a finished
// race never again, the event's earlier races two a poll until each is stored (race-catch-up.ts), and polls at
// their cadence however long LiveRC takes to answer; and the race it posts is kept with its laps, and is what a
// REST read answers after it.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { openSse, type SseClient } from '../../../../tests/support/sse-client.ts';
import { describeWithDatabases, signedIn } from '../../../../tests/support/test-app.ts';
import {
  DEMO_LIVE_RACE_URL,
  DEMO_PAGES_DIR,
  demoRedGumPages,
} from '../../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../../tools/liverc-replay/replay-server.ts';
import { drivers, lapTimes } from '../../../db/schema.ts';

const RED_GUM = 'https://redgum.liverc.com/';
const EVENT_PAGE = `${RED_GUM}results/?p=view_event&id=500311`;
const EVENTS_LIST = `${RED_GUM}events/`;
// Posted before the bench's A-Main (the newest race while it runs), and the A-Main itself.
const ELECTRIC_A_MAIN = `${RED_GUM}results/?p=view_race_result&id=6610125`;
const NITRO_A_MAIN = DEMO_LIVE_RACE_URL;
// The event's first two races: read once, after the newest, for My races.
const EARLIER_RACES = [6610101, 6610114].map((id) => `${RED_GUM}results/?p=view_race_result&id=${id}`);
const POLL_MS = 100;
const RACE_OVER_MS = 24 * 60 * 60 * 1000;

// The replay's race clock: the A-Main runs while it stands at 0, and is posted once moved past its end.
let clock = 0;
let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({
    pagesDir: DEMO_PAGES_DIR,
    live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock },
  });
  // Pages only: the socket's requests go to another host and are not what is counted here.
  replay.setLiveSocketAvailable(false);
});
afterAll(() => replay?.close());

const redGumPages = demoRedGumPages();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Requests for each Red Gum page (and all of them) since `counting` was called. */
const counting = () => {
  const count = (url?: string) =>
    url === undefined
      ? redGumPages.reduce((sum, each) => sum + replay.requestCount(each), 0)
      : replay.requestCount(url);
  const start = new Map([undefined, ...redGumPages].map((url) => [url, count(url)]));
  return (url?: string) => count(url) - (start.get(url) ?? 0);
};

describeWithDatabases(
  'live feed polls',
  (context) => {
    let base: string;
    let cookie: string;
    const clients: SseClient[] = [];
    const watch = async () => {
      const client = await openSse(`${base}/api/live/stream`, { cookie });
      clients.push(client);
      await client.next('snapshot');
      return client;
    };

    beforeAll(async () => {
      clock = 0;
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      const address = context.app.server.address();
      base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
      cookie = await signedIn(context);
      await context.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie },
        payload: { followedTrackUrl: RED_GUM },
      });
    });
    afterEach(() => {
      for (const client of clients.splice(0)) client.close();
    });

    it('asks LiveRC for one page a poll while nothing changes: the dashboard', async () => {
      const caughtUp = counting();
      await watch();
      // The first polls also read the event's earlier races, once each.
      await vi.waitFor(() => expect(EARLIER_RACES.map(caughtUp)).toEqual([1, 1]));
      await wait(POLL_MS * 2);
      const since = counting();
      await wait(POLL_MS * 10);
      expect(since(RED_GUM)).toBeGreaterThanOrEqual(8);
      expect(since()).toBe(since(RED_GUM));
    });

    it('reads the event page and the posted race once when the dashboard shows the race over, then never again', async () => {
      const watcher = await watch();
      const since = counting();
      clock = RACE_OVER_MS;
      const finished = await watcher.nextWhere('event', (data) => {
        const event = data as { raceName?: string; status?: string } | null;
        return event?.raceName === '1/8 Nitro Buggy A-Main' && event.status === 'completed';
      });
      expect(finished.id).not.toBeNull();
      await wait(POLL_MS * 8);
      expect(since(EVENT_PAGE)).toBe(1);
      expect(since(NITRO_A_MAIN)).toBe(1);
      // The dashboard's event count did not move: the events list is not read again.
      expect(since(EVENTS_LIST)).toBe(0);
      expect(since(ELECTRIC_A_MAIN)).toBe(0);
      expect(since()).toBe(since(RED_GUM) + 2);
    });

    it("keeps a posted race's laps, written once the watchers have its rows", async () => {
      const watcher = await watch();
      const shows = (raceName: string) => (data: unknown) =>
        (data as { raceName?: string } | null)?.raceName === raceName;
      clock = 0;
      await watcher.nextWhere('event', shows('1/8 Electric Buggy A-Main'));
      clock = RACE_OVER_MS;
      await watcher.nextWhere('event', shows('1/8 Nitro Buggy A-Main'));
      const { db } = context.database;
      await vi.waitFor(async () => {
        const [winner] = await db.select().from(drivers).where(eq(drivers.name, "LIAM O'CONNOR"));
        const laps = await db
          .select()
          .from(lapTimes)
          .where(eq(lapTimes.driverId, winner?.id ?? -1));
        expect(laps).toHaveLength(24);
      });
    });

    it('answers a REST read with what the feed last pushed', async () => {
      const watcher = await watch();
      const shows = (raceName: string) => (data: unknown) =>
        (data as { raceName?: string } | null)?.raceName === raceName;
      const current = async () => {
        const answer = await context.app.inject({ url: '/api/events/current', headers: { cookie } });
        return answer.json() as { id: number; raceName: string | null };
      };
      clock = 0;
      await watcher.nextWhere('event', shows('1/8 Electric Buggy A-Main'));
      // The REST read answers what the feed last heard: the A-Main still running.
      expect((await current()).raceName).toBe('1/8 Electric Buggy A-Main');
      clock = RACE_OVER_MS;
      await watcher.nextWhere('event', shows('1/8 Nitro Buggy A-Main'));

      const event = await current();
      expect(event.raceName).toBe('1/8 Nitro Buggy A-Main');
      const rows = await context.app.inject({ url: `/api/events/${event.id}/drivers`, headers: { cookie } });
      expect(rows.json()[0]).toMatchObject({ position: 1, name: "LIAM O'CONNOR" });
    });

    it('never reads a finished race again, whatever the dashboard says next', async () => {
      await watch();
      const since = counting();
      // Racing again (the event page lists the electric A-Main as newest), then over again (the nitro one).
      clock = 0;
      await wait(POLL_MS * 4);
      clock = RACE_OVER_MS;
      await wait(POLL_MS * 4);
      expect(since(EVENT_PAGE)).toBe(2);
      expect(since(ELECTRIC_A_MAIN)).toBe(0);
      expect(since(NITRO_A_MAIN)).toBe(0);
    });

    it('marks the event stale while the changed event page cannot be read, and reads it again each poll until it can', async () => {
      const watcher = await watch();
      replay.setFault(EVENT_PAGE, { type: 'garbage' });
      try {
        clock = 0;
        const stale = await watcher.nextWhere(
          'event',
          (data) => (data as { stale?: boolean } | null)?.stale === true,
        );
        expect(stale.data).toMatchObject({ error: expect.stringContaining('LiveRC page could not be read') });
        await wait(POLL_MS * 3);
      } finally {
        replay.setFault(EVENT_PAGE, null);
      }
      const fresh = await watcher.nextWhere('event', (data) => {
        const event = data as { stale?: boolean; raceName?: string } | null;
        return event?.stale === false && event.raceName === '1/8 Electric Buggy A-Main';
      });
      expect(fresh.id).not.toBeNull();
      // Read once it answered, then left alone again.
      await wait(POLL_MS * 2);
      const since = counting();
      await wait(POLL_MS * 5);
      expect(since(EVENT_PAGE)).toBe(0);
      clock = RACE_OVER_MS;
    });

    it('keeps its cadence when LiveRC is slow to answer', async () => {
      await watch();
      // Each dashboard read takes half an interval: a poll scheduled after the last one ended would lose a
      // third of its polls.
      replay.setFault(RED_GUM, { type: 'delay', ms: POLL_MS / 2 });
      try {
        await wait(POLL_MS * 2);
        const since = counting();
        await wait(POLL_MS * 20);
        expect(since(RED_GUM)).toBeGreaterThanOrEqual(17);
        expect(since(RED_GUM)).toBeLessThanOrEqual(22);
      } finally {
        replay.setFault(RED_GUM, null);
      }
    });
  },
  {
    config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 5_000 }),
    resetEachTest: false,
    liveFeedTiming: { liveIntervalMs: POLL_MS, idleIntervalMs: POLL_MS, stopAfterMs: 5_000 },
  },
);
