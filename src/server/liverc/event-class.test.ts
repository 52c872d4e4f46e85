// One class at an event as a whole through the API, read from the replay server's Red Gum event (two nitro
// qualifier rounds and the A-Main): the racer's sessions in order with their rivals and the drivers they pick,
// a race LiveRC does not send counted rather than failing the whole, another racer's rivals never shown, and
// only LiveRC addresses and sane classes read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';

const RED_GUM = 'https://redgum.liverc.com/';
const EVENT = `${RED_GUM}results/?p=view_event&id=500311`;
const SECOND_HEAT = `${RED_GUM}results/?p=view_race_result&id=6610114`;
const ELECTRIC_A_MAIN = `${RED_GUM}results/?p=view_race_result&id=6610125`;
const NITRO = '1/8 Nitro Buggy';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ pagesDir: DEMO_PAGES_DIR });
});
afterAll(() => replay?.close());

type View = {
  sessions: { name: string }[];
  drivers: { driver: string; me: boolean; rival: boolean; sessions: ({ position: number } | null)[] }[];
  improved: { driver: string }[];
  classDrivers: string[];
  unread: number;
};

describeWithDatabases(
  'event class view',
  (context) => {
    let cookie: Promise<string> | undefined;
    const classOf = async (query: Record<string, string | string[]>, as?: string) => {
      cookie ??= (async () => {
        const signed = await signedIn(context);
        await apiCall(context.app, signed, 'PUT', '/api/settings', { driverNames: ['Jack Morrison'] });
        await apiCall(context.app, signed, 'POST', '/api/rivals', { name: 'Sofia Rivera' });
        return signed;
      })();
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        for (const each of [value].flat()) search.append(key, each);
      return context.app.inject({
        url: `/api/liverc/event-class?${search}`,
        headers: { cookie: as ?? (await cookie) },
      });
    };

    // First, before the heat is in the page cache.
    it('counts a race LiveRC does not send, and shows the rest', async () => {
      replay.setFault(SECOND_HEAT, { type: 'status', status: 404 });
      try {
        const answer = await classOf({ url: EVENT, className: NITRO });
        expect(answer.statusCode).toBe(200);
        const view: View = answer.json();
        expect(view.unread).toBe(1);
        expect(view.sessions.map((session) => session.name)).toEqual(['Qualifier Round 1', 'A-Main']);
      } finally {
        replay.setFault(SECOND_HEAT, null);
      }
    });

    it("shows the racer's and their rival's sessions in order, and the drivers they pick", async () => {
      const electricReads = replay.requestCount(ELECTRIC_A_MAIN);
      const answer = await classOf({ url: EVENT, className: NITRO, driver: "LIAM O'CONNOR" });
      expect(answer.statusCode).toBe(200);
      const view: View = answer.json();
      expect(view.sessions.map((session) => session.name)).toEqual([
        'Qualifier Round 1',
        'Qualifier Round 2',
        'A-Main',
      ]);
      expect(view.drivers.map((each) => [each.driver, each.me, each.rival])).toEqual([
        ['JACK MORRISON', true, false],
        ['SOFIA RIVERA', false, true],
        ["LIAM O'CONNOR", false, false],
      ]);
      expect(view.drivers[0]?.sessions.map((session) => session?.position)).toEqual([3, 1, 2]);
      expect(view.improved.map((each) => each.driver).toSorted()).toEqual([
        'JACK MORRISON',
        "LIAM O'CONNOR",
        'SOFIA RIVERA',
      ]);
      expect(view.classDrivers).toHaveLength(10);
      expect(view.unread).toBe(0);
      // Only the class's races are read.
      expect(replay.requestCount(ELECTRIC_A_MAIN)).toBe(electricReads);
    });

    it("never shows another racer's rivals: theirs are their own", async () => {
      const other = await signedIn(context, secondRacer);
      const answer = await classOf({ url: EVENT, className: NITRO }, other);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().drivers).toEqual([]);
    });

    it('refuses a non-LiveRC address, a NUL byte, a missing or long class and too many drivers, reading nothing', async () => {
      const before = replay.requestCount();
      const queries: Record<string, string | string[]>[] = [
        { url: 'https://evil.com/results/?p=view_event&id=1', className: NITRO },
        { url: 'a\u0000b', className: NITRO },
        { url: EVENT, className: 'Nitro\u0000' },
        { url: EVENT },
        { url: EVENT, className: 'x'.repeat(101) },
        { url: EVENT, className: NITRO, driver: ['a', 'b', 'c', 'd', 'e'] },
      ];
      for (const query of queries) {
        const answer = await classOf(query);
        expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      }
      expect(replay.requestCount()).toBe(before);
    });

    it('asks the racer to sign in', async () => {
      const answer = await context.app.inject({
        url: `/api/liverc/event-class?${new URLSearchParams({ url: EVENT, className: NITRO })}`,
      });
      expect(answer.statusCode).toBe(401);
    });
  },
  { config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 5_000 }), resetEachTest: false },
);
