// An event's mains ladder through the API, read from the replay server's Red Gum event: each class with its TQ
// and A-Main, the closest finishes, a main LiveRC does not send counted rather than failing the whole, and only
// LiveRC addresses read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabases, signedIn } from '../../../tests/support/test-app.ts';
import { DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';

const RED_GUM = 'https://redgum.liverc.com/';
const EVENT = `${RED_GUM}results/?p=view_event&id=500311`;
const ELECTRIC_A_MAIN = `${RED_GUM}results/?p=view_race_result&id=6610125`;
const HEAT = `${RED_GUM}results/?p=view_race_result&id=6610114`;

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ pagesDir: DEMO_PAGES_DIR });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'event mains',
  (context) => {
    let cookie: Promise<string> | undefined;
    const mainsOf = async (url: string) => {
      cookie ??= signedIn(context);
      return context.app.inject({
        url: `/api/liverc/event-mains?url=${encodeURIComponent(url)}`,
        headers: { cookie: await cookie },
      });
    };

    it('counts a main LiveRC does not send, and shows the rest', async () => {
      replay.setFault(ELECTRIC_A_MAIN, { type: 'status', status: 404 });
      try {
        const answer = await mainsOf(EVENT);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().unread).toBe(1);
        expect(answer.json().classes.map((each: { className: string }) => each.className)).toEqual([
          '1/8 Nitro Buggy',
        ]);
      } finally {
        replay.setFault(ELECTRIC_A_MAIN, null);
      }
    });

    it("shows each class's TQ and A-Main and the closest finishes, reading the mains and no heat", async () => {
      const heatReads = replay.requestCount(HEAT);
      const answer = await mainsOf(EVENT);
      expect(answer.statusCode).toBe(200);
      const mains = answer.json();
      expect(mains.unread).toBe(0);
      expect(
        mains.classes.map((each: { className: string; tq: string; mains: { name: string }[] }) => [
          each.className,
          each.mains.map((main) => main.name),
        ]),
      ).toEqual([
        ['1/8 Nitro Buggy', ['A-Main']],
        ['1/8 Electric Buggy', ['A-Main']],
      ]);
      expect(mains.classes[0].tq).toEqual(expect.any(String));
      expect(mains.classes[0].mains[0].drivers[0].positions).toEqual([1]);
      expect(mains.closest.length).toBeGreaterThan(0);
      expect(replay.requestCount(HEAT)).toBe(heatReads);
    });

    it('refuses an address that is not LiveRC, and a NUL byte, without reading anything', async () => {
      const before = replay.requestCount();
      for (const url of ['https://evil.com/results/?p=view_event&id=1', 'a\u0000b']) {
        const answer = await mainsOf(url);
        expect(answer.statusCode).toBe(400);
      }
      expect(replay.requestCount()).toBe(before);
    });
  },
  { config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 5_000 }), resetEachTest: false },
);
