// A followed track is read with no screen open while its follower is signed in, and let go once they sign out:
// counted at the replay server's Red Gum dashboard.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabases, signedIn } from '../../../../tests/support/test-app.ts';
import { DEMO_PAGES_DIR } from '../../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../../tools/liverc-replay/replay-server.ts';

const RED_GUM = 'https://redgum.liverc.com/';
const POLL_MS = 100;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ pagesDir: DEMO_PAGES_DIR });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'followed tracks read in the background',
  (context) => {
    it('reads the track while its follower is signed in, with no screen open, and stops after they sign out', async () => {
      const cookie = await signedIn(context);
      const dashboards = () => replay.requestCount(RED_GUM);
      const before = dashboards();
      await context.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie },
        payload: { followedTrackUrl: RED_GUM },
      });
      await expect.poll(dashboards, { timeout: 5_000 }).toBeGreaterThan(before + 3);

      const signedOut = await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(signedOut.statusCode).toBe(200);
      // The next refresh lets the track go, and the feed stops once its stop delay has passed.
      await wait(POLL_MS * 10);
      const stopped = dashboards();
      await wait(POLL_MS * 10);
      expect(dashboards()).toBe(stopped);
    });
  },
  {
    config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 5_000 }),
    liveFeedTiming: { liveIntervalMs: POLL_MS, idleIntervalMs: POLL_MS, stopAfterMs: POLL_MS * 3 },
    followedTracks: { refreshMs: POLL_MS },
  },
);
