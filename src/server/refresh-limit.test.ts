// Forced refreshes are bounded: racers tapping 'Fetch Data' together share one catalogue fetch, the
// catalogue is fetched and stored at most once a minute, and a racer past the per-racer limit on a refresh route
// gets 429 with Retry-After while other racers are not held back. LiveRC is the replay server, counting requests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { countQueries } from '../../tests/support/query-count.ts';
import { apiCall, describeWithDatabases, signedIn } from '../../tests/support/test-app.ts';
import { type ReplayServer, startReplayServer } from '../../tools/liverc-replay/replay-server.ts';
import { REFRESHES_PER_MINUTE } from './refresh-limit.ts';

const CATALOGUE = 'https://live.liverc.com/';
const fixtures = fileURLToPath(new URL('../liverc/parsers/fixtures/', import.meta.url));
const account = (name: string) => ({ username: name, email: `${name}@example.com`, password: 'secret-pass' });

let replay: ReplayServer;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-refresh-limit-'));
  const catalogue = path.relative(dir, path.join(fixtures, 'track-catalogue.html'));
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ [CATALOGUE]: catalogue }));
  replay = await startReplayServer({ pagesDir: dir });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'refresh limits',
  (context) => {
    const refreshTracks = (cookie: string) =>
      apiCall(context.app, cookie, 'GET', '/api/liverc/tracks?refresh=true');
    const refreshLive = (cookie: string) => apiCall(context.app, cookie, 'POST', '/api/refresh');
    // The catalogue may be fetched again once a minute: a test that needs a new fetch moves the clock on a
    // minute past the last test's (the copy keeps the time it was fetched at).
    let clockOffset = 0;
    const aMinuteLater = () => {
      clockOffset += 61_000;
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + clockOffset });
    };

    beforeEach(() => replay.resetStats());
    afterEach(() => vi.useRealTimers());

    it('makes one catalogue fetch and one upsert of the tracks for ten forced refreshes from four racers', async () => {
      const racers = await Promise.all(
        ['ann', 'ben', 'cat', 'dan'].map((name) => signedIn(context, account(name))),
      );
      aMinuteLater();
      const queries = countQueries(context.database.db);
      try {
        // Four at once, then six more one after another within the minute.
        const answers = await Promise.all(racers.map(refreshTracks));
        for (let tap = 0; tap < 6; tap += 1) answers.push(await refreshTracks(racers[tap % 4] as string));
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
        expect(answers.every((answer) => answer.body === answers[0]?.body)).toBe(true);
        expect(replay.requestCount(CATALOGUE)).toBe(1);
        const upserts = queries.statements.filter((statement) =>
          /^insert into "scraped_tracks"/i.test(statement),
        );
        expect(upserts).toHaveLength(1);
      } finally {
        queries.stop();
      }
      // A minute on, 'Fetch Data' reads LiveRC again.
      aMinuteLater();
      expect((await refreshTracks(racers[0] as string)).statusCode).toBe(200);
      expect(replay.requestCount(CATALOGUE)).toBe(2);
    });

    it('answers 429 with Retry-After to a racer past the limit on the track list, and serves other racers', async () => {
      const greedy = await signedIn(context, account('greedy_tracks'));
      const other = await signedIn(context, account('calm_tracks'));
      for (let tap = 0; tap < REFRESHES_PER_MINUTE; tap += 1) {
        expect((await refreshTracks(greedy)).statusCode).toBe(200);
      }
      const refused = await refreshTracks(greedy);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: expect.stringMatching(/^Too many refreshes\. Please try again in \d+ seconds?\.$/),
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The list itself is not limited, and another racer still refreshes.
      expect((await apiCall(context.app, greedy, 'GET', '/api/liverc/tracks')).statusCode).toBe(200);
      expect((await refreshTracks(other)).statusCode).toBe(200);
    });

    it("answers 429 with Retry-After to a racer past the limit on 'Refresh now', and serves other racers", async () => {
      const greedy = await signedIn(context, account('greedy_live'));
      const other = await signedIn(context, account('calm_live'));
      // No followed track: each answer says so, and still counts.
      for (let tap = 0; tap < REFRESHES_PER_MINUTE; tap += 1) {
        expect((await refreshLive(greedy)).statusCode).toBe(400);
      }
      const refused = await refreshLive(greedy);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many refreshes\. Please try again in \d+ seconds?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await refreshLive(other)).json()).toEqual({ message: 'Follow a track to see its live timing' });
    });
  },
  { config: () => ({ liveRcUpstream: replay.url }), resetEachTest: false },
);
