// The laps on the race log's full details cost LiveRC little: stored races are answered from the
// database, races not stored yet are read in the background a handful per request and each once, and a race
// LiveRC cannot give is not asked for again on every read. LiveRC is the replay server, counting requests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { scrapedRaceResults } from '../../db/schema.ts';
import type { RaceLogDetailedEntry } from '../../domain/race-log.ts';
import { parseRaceResult } from '../../liverc/parsers/race-result.ts';
import { storeRaceResult } from '../liverc/race-results.ts';
import { RACES_PER_REQUEST } from './race-reads.ts';

const PAGE = readFileSync(
  fileURLToPath(new URL('../../liverc/parsers/fixtures/race-result.html', import.meta.url)),
  'utf8',
);
const raceAt = (host: string, id = 1) => `https://${host}.liverc.com/results/?p=view_race_result&id=${id}`;
// Fifty clubs' races, each on its own host, all answered by the replay server.
const CLUB_RACES = Array.from({ length: 50 }, (_, index) => raceAt(`club${index}`));
const LATER_RACE = raceAt('later');
const SHARED_RACE = raceAt('shared');
const MISSING_RACE = raceAt('missing', 404);
const DETAILS = '/api/race-results-with-full-tire-details';
// The fixture's winner: three laps, the last a 61 s crash, in a field whose finishers' clean laps average these
// (LiveRC's own averages are 21.713 and 23.155; the third finisher has no laps, so LiveRC's 24.006 stands).
const DRIVER = "Sam O'Brien";
const FIELD_AVERAGES = [20.875, 20.999, 24.006];

let replay: ReplayServer;
beforeAll(async () => {
  const pages = new Map([...CLUB_RACES, LATER_RACE, SHARED_RACE].map((url) => [url, PAGE]));
  replay = await startReplayServer({ pagesDir: DEMO_PAGES_DIR, extraPages: pages });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'race log laps from LiveRC',
  (context) => {
    let cookie: string;
    const details = async (as = cookie): Promise<RaceLogDetailedEntry[]> => {
      const response = await apiCall(context.app, as, 'GET', DETAILS);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const log = async (raceUrl: string, as = cookie) => {
      const payload = { raceTitle: 'A-Main', raceUrl, trackName: 'Club', driverName: DRIVER, position: 1 };
      const response = await apiCall(context.app, as, 'POST', '/api/race-results-with-tires', payload);
      expect(response.statusCode, response.body).toBe(201);
    };
    const storedRaces = async () => (await context.database.db.select().from(scrapedRaceResults)).length;
    const withLaps = (entries: RaceLogDetailedEntry[]) =>
      entries.filter((entry) => entry.lapTimes.length > 0);

    beforeEach(async () => {
      cookie = await signedIn(context);
      replay.resetStats();
    });

    it('answers the laps of stored races from the database, asking LiveRC nothing', async () => {
      // Races another instance (or this one before a restart) stored: at addresses the replay server has no
      // page for, so any request for them would be counted and would fail.
      const stored = [raceAt('kept', 1), raceAt('kept', 2), raceAt('kept', 3)];
      const parsed = parseRaceResult(PAGE, stored[0] as string);
      if (!parsed.ok) throw new Error(parsed.error);
      for (const url of stored) {
        await storeRaceResult(context.database.db, url, parsed.data, null);
        await log(url);
      }
      for (let read = 0; read < 3; read += 1) {
        const entries = await details();
        expect(entries).toHaveLength(3);
        for (const entry of entries) {
          expect(entry.lapTimes).toEqual([
            { lap: 1, time: expect.any(Number), position: expect.any(Number) },
            expect.objectContaining({ lap: 2 }),
            expect.objectContaining({ lap: 3 }),
          ]);
          expect(entry.fieldAvgLaps).toEqual(FIELD_AVERAGES);
          const median = expect.closeTo(21.1245, 9);
          expect(entry.raceField).toEqual({ medianLap: median, medianFirstLap: median, nitro: false });
          expect(entry.lapsPending).toBe(false);
        }
      }
      expect(replay.requestCount()).toBe(0);
    });

    it('reads a log of fifty unstored races a handful per request, each race once', async () => {
      for (const url of CLUB_RACES) await log(url);
      let stored = 0;
      while (stored < CLUB_RACES.length) {
        const entries = await details();
        // The answer does not wait for LiveRC: it holds the laps of the races stored so far.
        expect(withLaps(entries)).toHaveLength(stored);
        expect(entries.filter((entry) => entry.lapsPending)).toHaveLength(CLUB_RACES.length - stored);
        stored += RACES_PER_REQUEST;
        await vi.waitFor(async () => expect(await storedRaces()).toBe(stored), { timeout: 10_000 });
        expect(replay.requestCount()).toBe(stored);
      }
      const entries = await details();
      expect(withLaps(entries)).toHaveLength(CLUB_RACES.length);
      expect(entries.some((entry) => entry.lapsPending)).toBe(false);
      for (const url of CLUB_RACES) expect(replay.requestCount(url), url).toBe(1);
    });

    it('does not ask again for a race LiveRC answered 404 for', async () => {
      await log(MISSING_RACE);
      expect((await details())[0]?.lapsPending).toBe(true);
      await vi.waitFor(async () => expect((await details())[0]?.lapsPending).toBe(false), {
        timeout: 10_000,
      });
      const asked = replay.requestCount(MISSING_RACE);
      expect(asked).toBeGreaterThan(0);
      for (let read = 0; read < 5; read += 1) {
        expect(await details()).toEqual([expect.objectContaining({ lapTimes: [], lapsPending: false })]);
      }
      expect(replay.requestCount(MISSING_RACE)).toBe(asked);
    });

    it('shows the laps on a later read once the race is read in the background', async () => {
      await log(LATER_RACE);
      const [first] = await details();
      expect(first).toMatchObject({ lapTimes: [], fieldAvgLaps: [], lapsPending: true });
      await vi.waitFor(async () => expect((await details())[0]?.lapsPending).toBe(false), {
        timeout: 10_000,
      });
      const [later] = await details();
      expect(later?.lapTimes).toHaveLength(3);
      expect(later?.fieldAvgLaps).toEqual(FIELD_AVERAGES);
      expect(replay.requestCount(LATER_RACE)).toBe(1);
    });

    it('reads a race two racers logged once for both', async () => {
      const other = await signedIn(context, secondRacer);
      await log(SHARED_RACE);
      await log(SHARED_RACE, other);
      await Promise.all([details(), details(other), details(), details(other)]);
      for (const as of [cookie, other]) {
        await vi.waitFor(async () => expect(withLaps(await details(as))).toHaveLength(1), {
          timeout: 10_000,
        });
      }
      expect(replay.requestCount(SHARED_RACE)).toBe(1);
    });
  },
  { config: () => ({ liveRcUpstream: replay.url }) },
);
