// A followed track's posted races reach My races, not only the newest one the live feed shows: counted at a
// replay server whose Red Gum event has posted all four of its races before anyone watched.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openSse } from '../../../../tests/support/sse-client.ts';
import { describeWithDatabases, signedIn } from '../../../../tests/support/test-app.ts';
import { DEMO_LIVE_RACE_URL, DEMO_PAGES_DIR } from '../../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../../tools/liverc-replay/replay-server.ts';

const RED_GUM = 'https://redgum.liverc.com/';
const race = (id: number) => `${RED_GUM}results/?p=view_race_result&id=${id}`;
// Newest first, as the event page lists them; Jack Morrison raced in each.
const RACES = [DEMO_LIVE_RACE_URL, race(6610125), race(6610114), race(6610101)];
// Long enough for a poll's race reads to be done before the next poll.
const POLL_MS = 1_000;

let clock = 0;
let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({
    pagesDir: DEMO_PAGES_DIR,
    live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock },
  });
  // The replay's clock past the live A-Main's end: the event has posted every race.
  clock = 24 * 60 * 60 * 1000;
  replay.setLiveSocketAvailable(false);
});
afterAll(() => replay?.close());

describeWithDatabases(
  'posted races reach My races',
  (context) => {
    it('lists the races posted before the newest after one poll, and never reads a stored race again', async () => {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      const address = context.app.server.address();
      const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
      const cookie = await signedIn(context);
      await context.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie },
        payload: { followedTrackUrl: RED_GUM, driverNames: ['Jack Morrison'] },
      });
      const myRaces = async () => {
        const answer = await context.app.inject({ url: '/api/my-races', headers: { cookie } });
        return (answer.json() as { races: { raceUrl: string }[] }).races.map((each) => each.raceUrl);
      };
      expect(await myRaces()).toEqual([]);
      const polls = () => replay.requestCount(RED_GUM);
      const pollsBefore = polls();
      const readsBefore = RACES.map((url) => replay.requestCount(url));

      const client = await openSse(`${base}/api/live/stream`, { cookie });
      try {
        await client.next('snapshot');
        // The newest race and the one posted before it, after the first poll.
        await vi.waitFor(async () =>
          expect(await myRaces()).toEqual(expect.arrayContaining(RACES.slice(0, 2))),
        );
        expect(polls() - pollsBefore).toBe(1);
        // The rest a poll later (two races a poll), then each race was read once and never again.
        await vi.waitFor(() => expect(polls() - pollsBefore).toBeGreaterThanOrEqual(4), {
          timeout: POLL_MS * 8,
        });
        expect((await myRaces()).sort()).toEqual([...RACES].sort());
        expect(RACES.map((url, i) => replay.requestCount(url) - (readsBefore[i] ?? 0))).toEqual([1, 1, 1, 1]);
      } finally {
        client.close();
      }
    });
  },
  {
    config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 5_000 }),
    liveFeedTiming: { liveIntervalMs: POLL_MS, idleIntervalMs: POLL_MS, stopAfterMs: 30_000 },
  },
);
