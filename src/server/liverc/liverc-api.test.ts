// The LiveRC API end to end: the real app, a real database and the replay server answering like
// LiveRC from the repository's synthetic pages, with faults injected per URL.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countQueries } from '../../../tests/support/query-count.ts';
import { describeWithDatabases, signedIn } from '../../../tests/support/test-app.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import {
  dataSources,
  scrapedRaceParticipants,
  scrapedRaceResults,
  scrapedTrackEvents,
  scrapedTracks,
} from '../../db/schema.ts';

const fixtures = fileURLToPath(new URL('../../liverc/parsers/fixtures/', import.meta.url));
const TRACK = 'https://synthetic.liverc.com/';
const CATALOGUE = 'https://live.liverc.com/';
const RACE = 'https://synthetic.liverc.com/results/?p=view_race_result&id=8675309';
const EVENT = 'https://synthetic.liverc.com/results/?p=view_event&id=500003';
const NO_DASHBOARD_TRACK = 'https://ghost.liverc.com/';
// A track whose events list opens with an event booked for next year, above the one held last.
const BOOKED_TRACK = 'https://booked.liverc.com/';
const BOOKED_EVENT = 'https://booked.liverc.com/results/?p=view_event&id=600001';
const UPCOMING_ROW = `<tbody>
  <tr>
    <td><a href="/results/?p=view_event&id=600002">Winter Nationals</a></td>
    <td><span class="hidden">2099-01-09 08:00:00</span>Jan 9, 2099</td>
    <td>0</td>
    <td>0</td>
  </tr>`;

let replay: ReplayServer;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-liverc-api-'));
  const page = (name: string) => path.relative(dir, path.join(fixtures, name));
  const manifest = {
    [CATALOGUE]: page('track-catalogue.html'),
    [TRACK]: page('track-dashboard.html'),
    [`${TRACK}events/`]: page('events-list.html'),
    [EVENT]: page('event.html'),
    [RACE]: page('race-result.html'),
    // The event's entry list and its newest race (the A-Main), read for the event and track panels.
    'https://synthetic.liverc.com/results/?p=view_entry_list&id=500003': page('entry-list.html'),
    'https://synthetic.liverc.com/results/?p=view_race_result&id=7000007': page('race-result.html'),
    'https://synthetic.liverc.com/results/?p=view_race_result&id=1': page('race-result.html'),
    'https://synthetic.liverc.com/results/?p=view_race_result&id=2': page('race-result.html'),
    'https://synthetic.liverc.com/results/?p=view_race_result&id=3': page('race-result.html'),
    'https://synthetic.liverc.com/results/?p=view_race_result&id=4': page('race-result.html'),
    'https://synthetic.liverc.com/results/?p=view_race_result&id=5': page('race-result.html'),
    'https://synthetic.liverc.com/results/?p=view_race_result&id=6': page('race-result.html'),
    'https://synthetic.liverc.com/results/?p=view_race_result&id=7': page('race-result.html'),
  };
  const eventsList = readFileSync(path.join(fixtures, 'events-list.html'), 'utf8')
    .replace('<tbody>', UPCOMING_ROW)
    .replace('/results/?p=view_event&id=500003', '/results/?p=view_event&id=600001');
  writeFileSync(path.join(dir, 'booked-events.html'), eventsList);
  Object.assign(manifest, {
    [BOOKED_TRACK]: page('track-dashboard.html'),
    [`${BOOKED_TRACK}events/`]: 'booked-events.html',
    [BOOKED_EVENT]: page('event.html'),
  });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  replay = await startReplayServer({ pagesDir: dir });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'LiveRC API',
  (context) => {
    let cookie: string;
    const get = (url: string) => context.app.inject({ method: 'GET', url, headers: { cookie } });
    const raceResults = (url: string) => get(`/api/liverc/race-results?url=${encodeURIComponent(url)}`);
    const faulted: string[] = [];
    const fault = (url: string, value: Parameters<ReplayServer['setFault']>[1]) => {
      faulted.push(url);
      replay.setFault(url, value);
    };

    beforeAll(async () => {
      cookie = await signedIn(context);
    });
    beforeEach(() => replay.resetStats());
    afterEach(() => {
      for (const url of faulted.splice(0)) replay.setFault(url, null);
      vi.useRealTimers();
    });

    // The suite shares one app, cache and database on purpose: caching is what it tests. Each test
    // uses its own URLs, or says what it expects of the cache.
    describe('tracks', () => {
      // The catalogue is fetched at most once a minute: a test that needs a new fetch moves the clock on a
      // minute past the last test's (copies keep the time they were fetched at).
      let clockOffset = 0;
      const aMinuteLater = () => {
        clockOffset += 61_000;
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + clockOffset });
      };

      it('lists the catalogue tracks with their status, live first, and keeps them', async () => {
        const response = await get('/api/liverc/tracks');
        expect(response.statusCode).toBe(200);
        const tracks = response.json();
        const synthetic = tracks.find((track: { slug: string }) => track.slug === 'synthetic');
        expect(synthetic).toMatchObject({ url: TRACK, source: 'liverc', stale: false, location: null });
        expect(tracks.some((track: { url: string }) => track.url.includes('evil.example.com'))).toBe(false);
        const statuses = tracks.map((track: { status: string }) => track.status);
        expect(statuses.indexOf('live')).toBe(statuses.lastIndexOf('live') === -1 ? -1 : 0);
        const stored = await context.database.db.select().from(scrapedTracks);
        expect(stored.map((row) => row.trackUrl)).toContain(TRACK);
        const [source] = await context.database.db.select().from(dataSources);
        expect(source).toMatchObject({ name: 'LiveRC', status: 'connected' });
      });

      it('fetches the catalogue again on ?refresh=true a minute after the last fetch', async () => {
        await get('/api/liverc/tracks');
        const before = replay.requestCount(CATALOGUE);
        aMinuteLater();
        const response = await get('/api/liverc/tracks?refresh=true');
        expect(response.statusCode).toBe(200);
        expect(Array.isArray(response.json())).toBe(true);
        expect(replay.requestCount(CATALOGUE)).toBe(before + 1);
      });

      it('serves the last good list at once, marked stale, when LiveRC fails', async () => {
        const first = (await get('/api/liverc/tracks')).json();
        fault(CATALOGUE, { type: 'status', status: 500 });
        aMinuteLater();
        const stale = (await get('/api/liverc/tracks')).json();
        expect(stale).toHaveLength(first.length);
        expect(stale[0].stale).toBe(true);
        // The background refresh retries twice with backoff before it gives up.
        await vi.waitFor(
          async () => {
            const again = (await get('/api/liverc/tracks')).json();
            expect(again[0].error).toBe('LiveRC is unreachable');
          },
          { timeout: 10_000, interval: 100 },
        );
        const [source] = await context.database.db.select().from(dataSources);
        expect(source?.status).toBe('error');
      });

      it("answers 'Fetch Data' with LiveRC's failure, while the plain list keeps its last good copy", async () => {
        const first = (await get('/api/liverc/tracks')).json();
        fault(CATALOGUE, { type: 'status', status: 500 });
        aMinuteLater();
        const refreshed = await get('/api/liverc/tracks?refresh=true');
        expect(refreshed.statusCode).toBe(502);
        expect(refreshed.json()).toEqual({ message: 'LiveRC is unreachable' });
        const plain = await get('/api/liverc/tracks');
        expect(plain.statusCode).toBe(200);
        expect(plain.json()).toHaveLength(first.length);
        expect(plain.json()[0]).toMatchObject({ stale: true, error: 'LiveRC is unreachable' });
      });

      it('answers the list again from memory: no database query while the catalogue copy holds', async () => {
        aMinuteLater();
        expect((await get('/api/liverc/tracks?refresh=true')).statusCode).toBe(200);
        // The fresh read records LiveRC as connected in the background: let that write land first.
        await vi.waitFor(async () => {
          const [source] = await context.database.db.select().from(dataSources);
          expect(source?.status).toBe('connected');
        });
        const first = await get('/api/liverc/tracks');
        const queries = countQueries(context.database.db);
        try {
          const again = await get('/api/liverc/tracks');
          expect(again.statusCode).toBe(200);
          expect(again.body).toBe(first.body);
          expect(queries.statements).toEqual([]);
        } finally {
          queries.stop();
        }
      });

      it('sends a list under the compression threshold as it is, whatever the browser takes', async () => {
        const ask = (encoding: string) =>
          context.app.inject({
            method: 'GET',
            url: '/api/liverc/tracks',
            headers: { cookie, 'accept-encoding': encoding },
          });
        const plain = await ask('identity');
        expect(plain.rawPayload.length).toBeLessThan(1024);
        const brotli = await ask('gzip, br');
        expect(brotli.headers['content-encoding']).toBeUndefined();
        expect(brotli.body).toBe(plain.body);
        expect(brotli.headers.etag).toBe(plain.headers.etag);
      });

      it('keeps LiveRC connected when a page answers 404: an answer, not an outage', async () => {
        const missing = 'https://synthetic.liverc.com/results/?p=view_race_result&id=404404';
        const response = await raceResults(missing);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'LiveRC page not found' });
        // The health is written in the background, and the test before this one left it 'error'.
        await vi.waitFor(async () => {
          const sources = (await get('/api/data-sources')).json();
          expect(sources).toEqual([expect.objectContaining({ name: 'LiveRC', status: 'connected' })]);
        });
      });
    });

    describe('race results', () => {
      it("answers the spec's names with the page's text, the numbers in `values`, and every lap", async () => {
        const response = await raceResults(RACE);
        expect(response.statusCode).toBe(200);
        const race = response.json();
        expect(race).toMatchObject({
          url: RACE,
          raceTitle: '1/10 Stock Buggy A-Main Results [M1 Race #7]',
          raceInfo: '1/10 Stock Buggy A-Main · Round: Main Events · Length: 5:00 Timed',
          raceName: '1/10 Stock Buggy A-Main',
          stale: false,
        });
        expect(Date.parse(race.scrapedAt)).toBeGreaterThan(Date.now() - 60_000);
        expect(race.results[0]).toMatchObject({
          position: 1,
          driver: "SAM O'BRIEN",
          lapsTime: '14/5:03.989',
          laps: '14',
          time: '5:03.989',
          fastestLap: '20.500',
          fastestLapNumber: 2,
          avgLap: '21.713',
          consistency: '94.70%',
          values: { laps: 14, time: 303.989, fastestLap: 20.5, avgLap: 21.713, consistency: 94.7 },
        });
        expect(race.results[1]).toMatchObject({ driver: 'LEE & SONS', behind: '1 Lap' });
        expect(race.lapTimes[0]).toMatchObject({ driver: "SAM O'BRIEN", driverId: 1001 });
        expect(race.lapTimes[0].laps[0]).toEqual({ lap: 1, time: 21.25, timeText: '21.25', position: 2 });
      });

      it('keeps the race and its field, read from LiveRC once', async () => {
        const url = 'https://synthetic.liverc.com/results/?p=view_race_result&id=6';
        await raceResults(url);
        await raceResults(url);
        expect(replay.requestCount(url)).toBe(1);
        const [race] = await context.database.db
          .select()
          .from(scrapedRaceResults)
          .where(eq(scrapedRaceResults.raceUrl, url));
        expect(race?.isComplete).toBe(true);
        const field = await context.database.db
          .select()
          .from(scrapedRaceParticipants)
          .where(eq(scrapedRaceParticipants.raceResultId, race!.id));
        expect(field.map((row) => row.driver)).toContain("SAM O'BRIEN");
        expect(field.find((row) => row.driver === "SAM O'BRIEN")?.lapTimes?.length).toBeGreaterThan(0);
      });

      it('makes one upstream request for 100 concurrent calls', async () => {
        const url = 'https://synthetic.liverc.com/results/?p=view_race_result&id=1';
        fault(url, { type: 'delay', ms: 150 });
        const responses = await Promise.all(Array.from({ length: 100 }, () => raceResults(url)));
        expect(responses.every((response) => response.statusCode === 200)).toBe(true);
        expect(replay.requestCount(url)).toBe(1);
      });

      it.each([
        ['a 500', { type: 'status', status: 500 }, 502, 'LiveRC is unreachable', 2],
        ['a reset connection', { type: 'reset' }, 502, 'LiveRC is unreachable', 3],
        [
          'garbage HTML',
          { type: 'garbage' },
          502,
          'LiveRC page could not be read: not a race result page',
          4,
        ],
        ['a 20 MB page', { type: 'huge', bytes: 20 * 1024 * 1024 }, 502, 'LiveRC page is too large', 5],
      ] as const)('answers %s with a clear error and stays up', async (_name, value, status, message, id) => {
        const url = `https://synthetic.liverc.com/results/?p=view_race_result&id=${id}`;
        fault(url, value);
        const response = await raceResults(url);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ message });
        expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
      });
    });

    describe('addresses', () => {
      it('asks for a url', async () => {
        const response = await get('/api/liverc/race-results');
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('A LiveRC url is required');
      });

      it.each([
        'http://127.0.0.1/',
        'http://169.254.169.254/latest/meta-data/',
        'https://evil.com/',
        'https://liverc.com.evil.com/',
        'https://a.liverc.com@evil.com/',
        'https://x.liverc.com:8443/',
      ])('refuses %s without fetching it', async (url) => {
        const before = replay.requestCount();
        for (const endpoint of ['race-results', 'event-details', 'track-details']) {
          const response = await get(`/api/liverc/${endpoint}?url=${encodeURIComponent(url)}`);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message: 'URL must be a LiveRC address' });
        }
        expect(replay.requestCount()).toBe(before);
      });
    });

    describe('track details and events', () => {
      it('reads the dashboard and the events list, and keeps the events', async () => {
        const response = await get(`/api/liverc/track-details?url=${encodeURIComponent(TRACK)}`);
        expect(response.statusCode).toBe(200);
        const details = response.json();
        expect(details).toMatchObject({ pageType: 'dashboard', url: TRACK, stale: false });
        expect(typeof details.isLive).toBe('boolean');
        expect(details.isLive).toBe(details.liveStatus === 'racing');
        expect(Date.parse(details.lastUpdated)).toBeGreaterThan(Date.now() - 60_000);
        expect(details.name).toBeTruthy();
        expect(details.trackEvents.length).toBeGreaterThan(0);
        expect(details.latestEvent.url).toBe(EVENT);
        // The spec's `events`: the newest event's races with what the panel groups them by, then its pages.
        type Item = { raceId: number | null; status: string; name: string; round: string | null };
        const races = details.events.filter((item: Item) => item.status !== 'section');
        expect(races.map((race: Item) => race.raceId)).toEqual([7000007, 7000006, 7000002, 7000001]);
        expect(details.events).toContainEqual(
          expect.objectContaining({
            name: 'Entry List',
            status: 'section',
            round: 'Race Lineups & Entry List',
            url: 'https://synthetic.liverc.com/results/?p=view_entry_list&id=500003',
          }),
        );
        expect(details.events[0]).toMatchObject({
          name: '1/10 Stock Buggy A-Main',
          status: 'final',
          raceId: 7000007,
          url: 'https://synthetic.liverc.com/results/?p=view_race_result&id=7000007',
        });
        // The spec's `results`: that race's rows; the race itself without them in `latestRace`.
        expect(details.results[0]).toMatchObject({ driver: "SAM O'BRIEN", fastestLap: '20.500' });
        expect(details.latestRace).toMatchObject({ raceName: '1/10 Stock Buggy A-Main' });
        expect(details.latestRace).not.toHaveProperty('results');
        const saved = await get(`/api/saved-track-events?trackUrl=${encodeURIComponent(TRACK)}`);
        expect(saved.json()).toContainEqual(
          expect.objectContaining({
            eventUrl: EVENT,
            title: 'Spring Shootout & Swap Meet',
            date: '2026-03-07',
            status: '1,204',
            description: '1,204 entries, 87 drivers',
            entries: 1204,
            drivers: 87,
          }),
        );
        expect(saved.json().map((row: { eventUrl: string }) => row.eventUrl)).toEqual(
          expect.arrayContaining(details.trackEvents.map((event: { url: string }) => event.url)),
        );
        const stored = await context.database.db.select().from(scrapedTrackEvents);
        expect(stored.length).toBe(details.trackEvents.length);
      });

      it('shows the newest event already held, not one booked for later', async () => {
        const response = await get(`/api/liverc/track-details?url=${encodeURIComponent(BOOKED_TRACK)}`);
        const details = response.json();
        expect(details.trackEvents[0].title).toBe('Winter Nationals');
        expect(details.latestEvent.url).toBe(BOOKED_EVENT);
      });

      it('answers the events even when LiveRC cannot be reached, from what was kept', async () => {
        const events = `${TRACK}events/`;
        const first = await get(`/api/saved-track-events?trackUrl=${encodeURIComponent(events)}`);
        expect(first.json().length).toBeGreaterThan(0);
        fault(events, { type: 'status', status: 503 });
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
        const later = await get(`/api/saved-track-events?trackUrl=${encodeURIComponent(events)}`);
        expect(later.statusCode).toBe(200);
        expect(later.json()).toEqual(first.json());
      });

      it('answers the fallback record for a track without a dashboard', async () => {
        const response = await get(`/api/liverc/track-details?url=${encodeURIComponent(NO_DASHBOARD_TRACK)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          pageType: 'fallback',
          isLive: false,
          events: [],
          results: [],
          description: 'Track dashboard for ghost is not currently available on LiveRC.',
          address: 'Address not available',
          phone: 'Phone not available',
          error: 'Track dashboard not found - this track may not have live timing enabled',
        });
      });

      it('says LiveRC is unreachable, not that the track has no live timing, when it cannot be read', async () => {
        const unread = 'https://neverread.liverc.com/';
        fault(unread, { type: 'status', status: 503 });
        const response = await get(`/api/liverc/track-details?url=${encodeURIComponent(unread)}`);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({ message: 'LiveRC is unreachable' });
      });

      it('reads an event page with its races', async () => {
        const response = await get(`/api/liverc/event-details?url=${encodeURIComponent(EVENT)}`);
        expect(response.statusCode).toBe(200);
        const event = response.json();
        expect(event.url).toBe(EVENT);
        expect(event.description).toBe('Outdoor Clay · 1,204 entries · 87 drivers · 12,345 race laps');
        expect(event.raceGroups.map((group: { round: string }) => group.round)).toEqual([
          'Main Events',
          'Qualifier Round 1',
        ]);
        expect(event.participants.length).toBeGreaterThan(0);
        expect(event.participants[0].entries.length).toBeGreaterThan(0);
        expect(event.participants[0].entries[0].name).toBeTruthy();
        expect(event.latestRace.raceName).toBe('1/10 Stock Buggy A-Main');
        const listed = event.participants.reduce(
          (sum: number, entryClass: { entries: unknown[] }) => sum + entryClass.entries.length,
          0,
        );
        expect(event.statistics).toEqual({
          totalParticipants: listed,
          totalRaces: 4,
          totalResults: event.latestRace.results.length,
          eventDate: event.date.raw,
        });
      });
    });
  },
  // A generous time-out: a hundred requests at once on a loaded machine must not time out LiveRC's answer.
  { config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 8_000 }), resetEachTest: false },
);

describeWithDatabases(
  'LiveRC API with a short time-out',
  (context) => {
    it('answers 504 when LiveRC does not answer in time and nothing is cached', async () => {
      const cookie = await signedIn(context);
      const url = 'https://synthetic.liverc.com/results/?p=view_race_result&id=7';
      replay.setFault(url, { type: 'delay', ms: 1_500 });
      try {
        const response = await context.app.inject({
          method: 'GET',
          url: `/api/liverc/race-results?url=${encodeURIComponent(url)}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(504);
        expect(response.json()).toEqual({ message: 'LiveRC did not answer in time' });
      } finally {
        replay.setFault(url, null);
      }
    });

    it('answers 504 for a track never read while LiveRC is silent, after one address, not three', async () => {
      const cookie = await signedIn(context, {
        username: 'silent_track_racer',
        email: 'silent@example.com',
        password: 'nitro-buggy-8',
      });
      const root = 'https://silent.liverc.com/';
      for (const url of [root, `${root}live/`]) replay.setFault(url, { type: 'delay', ms: 1_500 });
      replay.resetStats();
      try {
        const get = (url: string) => context.app.inject({ method: 'GET', url, headers: { cookie } });
        const details = await get(`/api/liverc/track-details?url=${encodeURIComponent(`${root}live/`)}`);
        expect(details.statusCode).toBe(504);
        expect(details.json()).toEqual({ message: 'LiveRC did not answer in time' });
        expect(replay.requestCount(root)).toBe(1);
        expect(replay.requestCount(`${root}live/`)).toBe(0);

        // Following it, the racer's current event and 'refresh now' say the same, not 'no event'.
        await context.app.inject({
          method: 'PUT',
          url: '/api/settings',
          headers: { cookie },
          payload: { followedTrackUrl: root },
        });
        const current = await get('/api/events/current');
        expect(current.statusCode).toBe(504);
        const refresh = await context.app.inject({
          method: 'POST',
          url: '/api/refresh',
          headers: { cookie, 'content-type': 'application/json' },
        });
        expect(refresh.statusCode).toBe(504);
        expect(refresh.json()).toEqual({ message: 'LiveRC did not answer in time' });
      } finally {
        for (const url of [root, `${root}live/`]) replay.setFault(url, null);
      }
    });
  },
  { config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 500 }), resetEachTest: false },
);
