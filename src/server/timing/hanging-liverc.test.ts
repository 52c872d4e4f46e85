// Live timing while LiveRC hangs (issue 25 item 6): every answer comes within LiveRC's timeout and a second,
// however many pages stand behind it: the last good data marked stale, or 504 'LiveRC did not answer in time'.
// Each test follows a track of its own (tests/support/red-gum-copies.ts).
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  ANSWER_WITHIN_MS,
  HANG_TIMEOUT_MS,
  hangingPages,
  LATE,
  pagesOf,
  startWithRedGumCopies,
  trackOf,
} from '../../../tests/support/red-gum-copies.ts';
import { describeWithDatabases, signedIn } from '../../../tests/support/test-app.ts';
import type { ReplayServer } from '../../../tools/liverc-replay/replay-server.ts';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startWithRedGumCopies(['unread', 'eventless', 'gridless', 'kept']);
});
afterAll(() => replay?.close());

describeWithDatabases(
  'live timing while LiveRC hangs',
  (context) => {
    let cookie: string;
    const { hang, releaseAll } = hangingPages(() => replay);
    afterEach(releaseAll);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      context.app.inject({
        method,
        url,
        payload,
        headers: method === 'GET' ? { cookie } : { cookie, 'content-type': 'application/json' },
      });
    /** The answer and how long it took. */
    const timed = async (method: 'GET' | 'POST', url: string) => {
      const started = performance.now();
      const response = await call(method, url);
      return { response, ms: performance.now() - started };
    };
    const follow = async (name: string) => {
      const saved = await call('PUT', '/api/settings', {
        followedTrackUrl: trackOf(name),
        driverName: 'Jack Morrison',
      });
      expect(saved.statusCode).toBe(200);
    };

    beforeAll(async () => {
      cookie = await signedIn(context);
    });

    it('answers 504 within the timeout on a track never read, on every live route', async () => {
      await follow('unread');
      hang(pagesOf('unread'));
      for (const [method, url] of [
        ['GET', '/api/events/current'],
        ['GET', '/api/live/next-race'],
        ['POST', '/api/refresh'],
      ] as const) {
        const { response, ms } = await timed(method, url);
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 504,
          body: LATE,
        });
        expect(ms, url).toBeLessThan(ANSWER_WITHIN_MS);
      }
    });

    it("says LiveRC did not answer, not 'no event', when the dashboard answers and the events list hangs", async () => {
      await follow('eventless');
      hang([`${trackOf('eventless')}events/`]);
      const current = await timed('GET', '/api/events/current');
      expect({ status: current.response.statusCode, body: current.response.json() }).toEqual({
        status: 504,
        body: LATE,
      });
      expect(current.ms).toBeLessThan(ANSWER_WITHIN_MS);
      // The track's panel still shows what the dashboard says, marked stale with LiveRC's reason.
      const details = await timed(
        'GET',
        `/api/liverc/track-details?url=${encodeURIComponent(trackOf('eventless'))}`,
      );
      expect(details.response.statusCode).toBe(200);
      expect(details.response.json()).toMatchObject({
        name: 'Red Gum Raceway',
        trackEvents: [],
        stale: true,
        error: LATE.message,
      });
      expect(details.ms).toBeLessThan(ANSWER_WITHIN_MS);
    });

    it('answers the next race within one timeout, though the race and then the heat sheets hang', async () => {
      await follow('gridless');
      // The dashboard, events list and event page answer; the races, entry list and heat sheets hang.
      hang(
        pagesOf('gridless', (page) => page.startsWith('results/?p=view_') && !page.includes('view_event')),
      );
      const current = await timed('GET', '/api/events/current');
      expect(current.response.statusCode).toBe(200);
      expect(current.response.json()).toMatchObject({ name: 'Red Gum Nitro Series Round 6' });
      expect(current.ms).toBeLessThan(ANSWER_WITHIN_MS);

      const next = await timed('GET', '/api/live/next-race');
      expect(next.response.statusCode).toBe(504);
      expect(next.response.json()).toEqual(LATE);
      expect(next.ms).toBeLessThan(ANSWER_WITHIN_MS);
    });

    it("answers 'refresh now' 504 within one timeout when every page is kept, and the rest stale", async () => {
      await follow('kept');
      const read = await call('GET', '/api/events/current');
      expect(read.statusCode).toBe(200);
      const eventId = read.json().id;
      expect((await call('GET', '/api/live/next-race')).json()).toMatchObject({
        nextRace: { round: expect.anything() },
      });

      hang(pagesOf('kept'));
      // Dashboard, events list, event page and newest race, each read again from LiveRC.
      const refresh = await timed('POST', '/api/refresh');
      expect(refresh.response.json()).toEqual(LATE);
      expect(refresh.response.statusCode).toBe(504);
      expect(refresh.ms).toBeLessThan(ANSWER_WITHIN_MS);

      // What was kept is on screen meanwhile, marked stale with LiveRC's reason.
      await expect
        .poll(async () => {
          const { response, ms } = await timed('GET', '/api/events/current');
          expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
          return response.json();
        })
        .toMatchObject({ id: eventId, stale: true, error: LATE.message });
      const rows = await timed('GET', `/api/events/${eventId}/drivers`);
      expect(rows.response.json()).toHaveLength(10);
      const next = await timed('GET', '/api/live/next-race');
      expect(next.response.json()).toMatchObject({ nextRace: { round: expect.anything() } });
      expect(next.ms).toBeLessThan(ANSWER_WITHIN_MS);
    });
  },
  { config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: HANG_TIMEOUT_MS }), resetEachTest: false },
);
