// The LiveRC routes while LiveRC hangs: every answer comes within LiveRC's timeout and a
// second: the last good copy marked stale, or 504 'LiveRC did not answer in time'. Each test reads a track of
// its own (tests/support/red-gum-copies.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRacerSession, TEST_PASSWORD_COST } from '../../../tests/support/racer-session.ts';
import {
  ANSWER_WITHIN_MS,
  HANG_TIMEOUT_MS,
  hangingPages,
  LATE,
  pagesOf,
  startWithRedGumCopies,
  trackOf,
} from '../../../tests/support/red-gum-copies.ts';
import { describeWithDatabases, racer, signedIn, testConfig } from '../../../tests/support/test-app.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import type { ReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { catalogueUrl } from '../../liverc/urls.ts';
import { buildApp } from '../app.ts';

const eventOf = (name: string) => `${trackOf(name)}results/?p=view_event&id=500311`;
const raceOf = (name: string, id = 6610126) => `${trackOf(name)}results/?p=view_race_result&id=${id}`;
const q = (url: string) => encodeURIComponent(url);

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startWithRedGumCopies(['unseen', 'known', 'busy', 'shared']);
});
afterAll(() => replay?.close());

describeWithDatabases(
  'LiveRC routes while LiveRC hangs',
  (context) => {
    let cookie: string;
    const { hang, answer, releaseAll } = hangingPages(() => replay);
    afterEach(() => {
      releaseAll();
      vi.useRealTimers();
    });
    /** The answer and how long it took. */
    const timed = async (url: string) => {
      const started = performance.now();
      const response = await context.app.inject({ method: 'GET', url, headers: { cookie } });
      return { url, status: response.statusCode, body: response.json(), ms: performance.now() - started };
    };
    const expectWithin = (answers: { url: string; ms: number }[]) => {
      for (const { url, ms } of answers) expect(ms, url).toBeLessThan(ANSWER_WITHIN_MS);
    };

    beforeAll(async () => {
      cookie = await signedIn(context);
    });

    it('answers 504 within the timeout for pages never read, and the events kept (none) for a track', async () => {
      await context.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie, 'content-type': 'application/json' },
        payload: { followedTrackUrl: trackOf('unseen'), driverName: 'Jack Morrison' },
      });
      hang([...pagesOf('unseen'), `${trackOf('unseen')}practice/?p=session_list&d=2026-03-14`]);
      const answers = await Promise.all([
        timed(`/api/liverc/track-details?url=${q(trackOf('unseen'))}`),
        timed(`/api/liverc/event-details?url=${q(eventOf('unseen'))}`),
        timed(`/api/liverc/race-results?url=${q(raceOf('unseen'))}`),
        timed('/api/my-practice?date=2026-03-14'),
      ]);
      for (const { url, status, body } of answers)
        expect({ url, status, body }).toEqual({ url, status: 504, body: LATE });
      expectWithin(answers);
      const saved = await timed(`/api/saved-track-events?trackUrl=${q(trackOf('unseen'))}`);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual([]);
      expectWithin([saved]);
    });

    it('answers six race results at once within one timeout, though LiveRC takes four requests a host at a time', async () => {
      const races = [1, 2, 3, 4, 5, 6].map((id) => raceOf('busy', id));
      hang(races);
      const answers = await Promise.all(
        races.map((race) => timed(`/api/liverc/race-results?url=${q(race)}`)),
      );
      expect(answers.map((each) => each.status)).toEqual(races.map(() => 504));
      expectWithin(answers);
    });

    it('answers the copies it kept, marked stale, within the timeout', async () => {
      const urls = [
        `/api/liverc/track-details?url=${q(trackOf('known'))}`,
        `/api/liverc/event-details?url=${q(eventOf('known'))}`,
        `/api/liverc/race-results?url=${q(raceOf('known'))}`,
        `/api/saved-track-events?trackUrl=${q(trackOf('known'))}`,
      ];
      for (const url of urls) expect((await timed(url)).status, url).toBe(200);
      hang(pagesOf('known'));
      // Past every page's freshness: each is asked of LiveRC again, which does not answer.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 });
      const answers = await Promise.all(urls.map(timed));
      expect(answers.map(({ url, status }) => ({ url, status }))).toEqual(
        urls.map((url) => ({ url, status: 200 })),
      );
      const [details, event, race, saved] = answers.map((each) => each.body);
      expect(details).toMatchObject({ name: 'Red Gum Raceway', stale: true });
      expect(event).toMatchObject({ title: 'Red Gum Nitro Series Round 6', stale: true });
      // A finished race never changes: its copy is as good as LiveRC's.
      expect(race).toMatchObject({ raceName: expect.any(String), stale: false });
      expect(saved.length).toBeGreaterThan(0);
      expectWithin(answers);
    });

    it("answers the track list within the timeout: 504 before any copy, then 'Fetch Data' 504 and the list kept", async () => {
      hang([catalogueUrl()]);
      const first = await timed('/api/liverc/tracks');
      expect({ status: first.status, body: first.body }).toEqual({ status: 504, body: LATE });
      expectWithin([first]);

      answer(catalogueUrl());
      // The read left hanging ends at the client's own timeout; the next one reads the catalogue.
      await expect
        .poll(async () => (await timed('/api/liverc/tracks')).status, { timeout: 10_000 })
        .toBe(200);
      hang([catalogueUrl()]);
      // Past the catalogue's minute between forced refreshes: 'Fetch Data' asks LiveRC again.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      const fetchData = await timed('/api/liverc/tracks?refresh=true');
      expect({ status: fetchData.status, body: fetchData.body }).toEqual({ status: 504, body: LATE });
      const list = await timed('/api/liverc/tracks');
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(0);
      expectWithin([fetchData, list]);
    });
  },
  { config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: HANG_TIMEOUT_MS }), resetEachTest: false },
);

// Two instances on one PostgreSQL share their pages: one asks LiveRC, the other waits for its copy.
describe.skipIf(!databaseKinds().includes('postgres'))('two instances while LiveRC hangs', () => {
  let database: TestDatabase;
  let apps: FastifyInstance[] = [];
  let cookie: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const config = { ...testConfig, liveRcUpstream: replay.url, liveRcTimeoutMs: HANG_TIMEOUT_MS };
    const instance = () =>
      buildApp({
        config,
        database,
        locationFill: false,
        followedTracks: false,
        passwordHashCost: TEST_PASSWORD_COST,
      });
    apps = [await instance(), await instance()];
    cookie = (await createRacerSession(database, racer)).cookie;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('answers within the timeout on both, the one waiting for the other instance too', async () => {
    const race = raceOf('shared');
    replay.setFault(race, { type: 'hang' });
    try {
      const ask = async (app: FastifyInstance) => {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/liverc/race-results?url=${q(race)}`,
          headers: { cookie },
        });
        return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
      };
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      replay.resetStats();
      const first = ask(a);
      // A holds the page's lock and waits for LiveRC; B waits for A's copy, which never comes.
      await expect.poll(() => replay.requestCount(race)).toBe(1);
      const answers = [await ask(b), await first];
      for (const { status, body, ms } of answers) {
        expect({ status, body }).toEqual({ status: 504, body: LATE });
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
    } finally {
      replay.setFault(race, null);
    }
  });
});
