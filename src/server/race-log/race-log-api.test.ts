// The race log API on a real database: the spec's rules and messages, the upsert of one race row, a set's
// laps counted from the entries it is on, two racers who never see each other's entries, and the full
// details with the driver's laps read from the stored LiveRC race (the replay server).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import type { RaceLogEntry } from '../../domain/race-log.ts';
import type { TyreItem } from '../../domain/tyres.ts';

const RACE_URL = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610101';
const PRACTICE_DAY_URL = 'https://redgum.liverc.com/practice/?p=session_list&d=2026-02-28';
const PRACTICE_DAY_FIXTURE = fileURLToPath(
  new URL('../../liverc/parsers/fixtures/practice-day.html', import.meta.url),
);
const HEAT_URL = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610114';
const result = {
  raceTitle: '1/8 Nitro Buggy A-Main',
  raceUrl: RACE_URL,
  trackName: 'Red Gum Raceway',
  driverName: 'SOFIA RIVERA',
  position: 1,
  lapsTime: '47/30:43.434',
  fastestLap: '38.061',
  consistency: '92.82',
};

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({
    pagesDir: DEMO_PAGES_DIR,
    extraPages: new Map([[PRACTICE_DAY_URL, readFileSync(PRACTICE_DAY_FIXTURE, 'utf8')]]),
  });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'race log API',
  (context) => {
    let cookie: string;
    let otherCookie: string;
    const call = (method: Parameters<typeof apiCall>[2], url: string, payload?: object, as = cookie) =>
      apiCall(context.app, as, method, url, payload);
    const save = async (payload: object, as = cookie): Promise<RaceLogEntry> => {
      const response = await call('POST', '/api/race-results-with-tires', payload, as);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    const entries = async (as = cookie): Promise<RaceLogEntry[]> =>
      (await call('GET', '/api/race-results-with-tires', undefined, as)).json();
    const addTyre = async (payload: object = { treadPattern: 'Blockade', compound: 'M3' }, as = cookie) =>
      (await call('POST', '/api/tire-inventory', payload, as)).json() as Promise<TyreItem>;
    const lapsOf = async (tyre: TyreItem) =>
      ((await call('GET', `/api/tire-inventory/${tyre.id}`)).json() as TyreItem).totalLaps;

    beforeEach(async () => {
      cookie = await signedIn(context);
      otherCookie = await signedIn(context, secondRacer);
    });

    it('needs a signed-in racer', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/race-results-with-tires' });
      expect(response.statusCode).toBe(401);
    });

    it('logs a result with its sets, filling the laps, brand, model (the pattern) and compound, and ignoring a userId', async () => {
      const tyre = await addTyre();
      const response = await call('POST', '/api/race-results-with-tires', {
        ...result,
        frontTireId: tyre.id,
        rearTireId: tyre.id,
        userRating: 4,
        trackConditions: 'dusty',
        temperature: 24.5,
        userId: 1,
      });
      expect(response.statusCode).toBe(201);
      const entry: RaceLogEntry = response.json();
      expect(entry).toMatchObject({
        raceTitle: '1/8 Nitro Buggy A-Main',
        raceUrl: RACE_URL,
        eventUrl: null,
        position: 1,
        lapsCompleted: 47,
        frontTireBrand: 'Pro-Line',
        frontTireModel: 'Blockade',
        frontTireCompound: 'M3',
        rearTireBrand: 'Pro-Line',
        rearTireModel: 'Blockade',
        rearTireCompound: 'M3',
        userRating: 4,
        trackConditions: 'dusty',
        temperature: 24.5,
        raceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(await entries()).toEqual([entry]);
      expect(await entries(otherCookie)).toEqual([]);
    });

    it('takes a manual entry without a race address', async () => {
      const entry = await save({
        raceTitle: 'Club practice',
        raceUrl: null,
        trackName: 'Home track',
        driverName: 'Me',
        position: 3,
        lapsCompleted: 20,
        raceDate: '2026-11-20T10:00:00.000Z',
      });
      expect(entry).toMatchObject({ raceUrl: null, lapsCompleted: 20, raceDate: '2026-11-20T10:00:00.000Z' });
    });

    it("takes the temperature as the spec's client sends it, text, as well as a number", async () => {
      const entry = await save({ ...result, temperature: '24' });
      expect(entry.temperature).toBe(24);
      const patched = await call('PATCH', `/api/race-results-with-tires/${entry.id}`, {
        temperature: ' 18.5 ',
      });
      expect(patched.json().temperature).toBe(18.5);
      const cleared = await call('PATCH', `/api/race-results-with-tires/${entry.id}`, { temperature: '' });
      expect(cleared.json().temperature).toBeNull();
    });

    it('updates the entry of a race row logged again, never a duplicate', async () => {
      const first = await save(result);
      const again = await call('POST', '/api/race-results-with-tires', {
        ...result,
        driverName: 'Sofia Rivera',
        userRating: 5,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ id: first.id, userRating: 5 });
      // The same driver however spaced (src/domain/driver-names.ts): still the one entry.
      const spaced = await call('POST', '/api/race-results-with-tires', {
        ...result,
        driverName: 'sofia   rivera',
      });
      expect(spaced.statusCode).toBe(200);
      expect(spaced.json()).toMatchObject({ id: first.id });
      const another = await save({ ...result, position: 2, driverName: 'MAX COLE' });
      expect((await entries()).map((entry) => entry.id).sort()).toEqual([first.id, another.id].sort());
      // Another racer logging the same row has their own entry.
      expect((await save(result, otherCookie)).id).not.toBe(first.id);
    });

    describe('bad input', () => {
      // A race typed by hand (no race address) must say what it was: nothing is made up for it.
      const manual = {
        raceTitle: 'Club practice',
        raceUrl: null,
        trackName: 'Home track',
        driverName: 'Me',
        position: 3,
        raceDate: '2026-11-20T10:00:00.000Z',
      };
      it.each([
        [{ ...result, raceTitle: '' }, 'Race title is required'],
        [{ ...result, raceTitle: undefined }, 'Race title is required'],
        [{ ...result, raceUrl: 'not a link' }, 'Valid race URL is required'],
        [{ ...result, raceUrl: 'javascript:alert(1)' }, 'Valid race URL is required'],
        [{ ...result, trackName: ' ' }, 'Track name is required'],
        [{ ...result, driverName: undefined }, 'Driver name is required'],
        [{ ...result, position: 0 }, 'Position must be at least 1'],
        [{ ...result, userRating: 6 }, 'Rating must be 1 to 5 stars'],
        [{ ...result, userRating: 0 }, 'Rating must be 1 to 5 stars'],
        [
          { ...result, trackConditions: 'icy' },
          'Track conditions must be one of dry, damp, wet, dusty, high-grip, low-grip, mixed',
        ],
        [{ ...result, raceDate: 'last sunday' }, 'Race date must be a date and time (ISO 8601)'],
        [{ ...result, temperature: 'warm' }, 'Temperature must be a number of °C'],
        [{ ...result, temperature: '24°C' }, 'Temperature must be a number of °C'],
        [{ ...result, temperature: true }, 'Temperature must be a number of °C'],
        [{ ...result, temperature: '81' }, 'Temperature must be at most 80°C'],
        [{ ...result, notes: 'a\u0000b' }, 'Notes contains a character that cannot be used'],
        [{ ...result, owner: 'me' }, 'Unrecognized key: "owner"'],
        [{ ...result, position: undefined }, 'Position is required'],
        [{ ...manual, raceDate: undefined }, 'Race date is required'],
        [{ ...manual, raceUrl: undefined, raceDate: undefined }, 'Race date is required'],
        [{ ...manual, raceTitle: undefined }, 'Race title is required'],
        [{ ...manual, trackName: '' }, 'Track name is required'],
        [{ ...manual, position: null }, 'Position is required'],
      ])('refuses %j with "%s", storing nothing', async (payload, message) => {
        const response = await call('POST', '/api/race-results-with-tires', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
        expect(await entries()).toEqual([]);
      });

      it("refuses another racer's set with 404, storing nothing", async () => {
        const theirs = await addTyre(undefined, otherCookie);
        const response = await call('POST', '/api/race-results-with-tires', {
          ...result,
          frontTireId: theirs.id,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Tyre set not found' });
        expect(await entries()).toEqual([]);
      });
    });

    it("counts an entry's laps once in its set's laps, and drops them when it goes", async () => {
      const tyre = await addTyre();
      const other = await addTyre({ treadPattern: 'Positron', compound: 'MC' });
      const first = await save({ ...result, frontTireId: tyre.id, rearTireId: tyre.id });
      await save({
        ...result,
        position: 4,
        lapsTime: '45/30:12.000',
        frontTireId: tyre.id,
        rearTireId: other.id,
      });
      expect(await lapsOf(tyre)).toBe(47 + 45);
      expect(await lapsOf(other)).toBe(45);

      await call('PATCH', `/api/race-results-with-tires/${first.id}`, { lapsCompleted: 40 });
      expect(await lapsOf(tyre)).toBe(40 + 45);
      expect((await call('DELETE', `/api/race-results-with-tires/${first.id}`)).statusCode).toBe(204);
      expect(await lapsOf(tyre)).toBe(45);
    });

    it('keeps an entry, with its brand, model and compound, when its set is deleted', async () => {
      const tyre = await addTyre();
      await save({ ...result, frontTireId: tyre.id });
      await call('DELETE', `/api/tire-inventory/${tyre.id}`);
      expect((await entries())[0]).toMatchObject({
        frontTireId: null,
        frontTireBrand: 'Pro-Line',
        frontTireModel: 'Blockade',
        frontTireCompound: 'M3',
      });
    });

    it('lets a racer fix a mistake, with the same rules', async () => {
      const entry = await save(result);
      const fixed = await call('PATCH', `/api/race-results-with-tires/${entry.id}`, {
        position: 2,
        notes: 'P2 really',
      });
      expect(fixed.json()).toMatchObject({ id: entry.id, position: 2, notes: 'P2 really' });
      const bad = await call('PATCH', `/api/race-results-with-tires/${entry.id}`, { raceTitle: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Race title is required');
    });

    it("never changes or deletes another racer's entry", async () => {
      const mine = await save(result);
      for (const [method, payload] of [
        ['PATCH', { position: 9 }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, `/api/race-results-with-tires/${mine.id}`, payload, otherCookie);
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual({ message: 'Race result not found' });
      }
      expect(await entries()).toEqual([mine]);
      expect(
        (await call('PATCH', '/api/race-results-with-tires/2147483648', { position: 2 })).statusCode,
      ).toBe(404);
    });

    it("answers the full details: the sets and the driver's laps from the LiveRC race", async () => {
      const tyre = await addTyre();
      // The manual entry the later race: newest first, it comes first.
      await save({
        ...result,
        frontTireId: tyre.id,
        rearTireId: tyre.id,
        raceDate: '2026-02-28T12:00:00.000Z',
      });
      await save({
        raceTitle: 'Manual',
        trackName: 'Home',
        driverName: 'Me',
        position: 2,
        raceDate: '2026-03-01T10:00:00.000Z',
      });
      // The race is read in the background on the first read of the log; its laps come on a later one.
      const first = await call('GET', '/api/race-results-with-full-tire-details');
      expect(first.statusCode).toBe(200);
      let response = first;
      await vi.waitFor(async () => {
        response = await call('GET', '/api/race-results-with-full-tire-details');
        expect(response.json()[1].lapsPending).toBe(false);
      });
      const [manual, raced] = response.json();
      const set = { id: tyre.id, brand: 'Pro-Line', treadPattern: 'Blockade', compound: 'M3', setNumber: 1 };
      expect(raced).toMatchObject({ frontTire: set, rearTire: set });
      expect(raced.lapTimes.length).toBeGreaterThan(5);
      expect(raced.lapTimes[0]).toEqual({ lap: 1, time: expect.any(Number), position: expect.any(Number) });
      expect(raced.fieldAvgLaps.length).toBeGreaterThan(3);
      expect(raced.fieldAvgLaps.every((seconds: number) => seconds > 20 && seconds < 90)).toBe(true);
      expect(manual).toMatchObject({
        frontTire: null,
        rearTire: null,
        lapTimes: [],
        fieldAvgLaps: [],
        lapsPending: false,
      });
    });

    describe('my races', () => {
      it("lists the stored LiveRC races that name the racer's driver name, each with its entry once logged", async () => {
        expect((await call('GET', '/api/my-races')).json()).toEqual({ driverNames: [], races: [] });
        await call('PUT', '/api/settings', { driverName: 'sofia rivera' });
        // Reading a race's results keeps it; 'my races' finds the racer in every kept race. (A race no
        // other test here reads: the app's LiveRC cache outlives the emptied database between tests.)
        await call('GET', `/api/liverc/race-results?url=${encodeURIComponent(HEAT_URL)}`);
        const before = (await call('GET', '/api/my-races')).json();
        expect(before.driverNames).toEqual(['sofia rivera']);
        expect(before.races).toEqual([
          expect.objectContaining({
            raceUrl: HEAT_URL,
            driverName: 'SOFIA RIVERA',
            position: expect.any(Number),
            lapsTime: expect.stringMatching(/^\d+\/\d/),
            entryId: null,
          }),
        ]);
        // One driver however the name is spaced or cased (src/domain/driver-names.ts).
        await call('PUT', '/api/settings', { driverName: 'Sofia   RIVERA' });
        expect((await call('GET', '/api/my-races')).json().races).toEqual(before.races);
        const [race] = before.races;
        const entry = await save({
          raceTitle: race.raceTitle,
          raceUrl: race.raceUrl,
          trackName: 'Red Gum',
          driverName: race.driverName,
          position: race.position,
        });
        expect((await call('GET', '/api/my-races')).json().races[0].entryId).toBe(entry.id);
        // Another racer with the same driver name has no entry on it.
        await call('PUT', '/api/settings', { driverName: 'Sofia Rivera' }, otherCookie);
        expect(
          (await call('GET', '/api/my-races', undefined, otherCookie)).json().races[0].entryId,
        ).toBeNull();
      });
    });

    describe('my practice', () => {
      it("lists the followed track's practice sessions under the racer's name, and puts their laps on a set once", async () => {
        const noTrack = (await call('GET', '/api/my-practice?date=2026-02-28')).json();
        expect(noTrack).toMatchObject({ trackUrl: null, sessions: [] });
        await call('PUT', '/api/settings', {
          driverName: "sam o'brien",
          followedTrackUrl: 'https://redgum.liverc.com/',
        });
        const day = (await call('GET', '/api/my-practice?date=2026-02-28')).json();
        expect(day.sessions).toEqual([
          expect.objectContaining({ driver: "Sam O'Brien", laps: expect.any(Number), tyreId: null }),
        ]);
        const [session] = day.sessions;
        const tyre = await addTyre();
        const practice = {
          sessionDate: '2026-02-28',
          laps: session.laps,
          bestLap: session.fastestLap,
          averageLap: session.averageLap,
          sourceUrl: session.url,
        };
        expect((await call('POST', `/api/tire-inventory/${tyre.id}/sessions`, practice)).statusCode).toBe(
          201,
        );
        expect(await lapsOf(tyre)).toBe(session.laps);
        const again = await call('POST', `/api/tire-inventory/${tyre.id}/sessions`, practice);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ message: 'These practice laps are already on a tyre set' });
        expect(await lapsOf(tyre)).toBe(session.laps);
        expect((await call('GET', '/api/my-practice?date=2026-02-28')).json().sessions[0].tyreId).toBe(
          tyre.id,
        );
      });

      it('refuses a bad day and a source that is not LiveRC', async () => {
        const bad = await call('GET', '/api/my-practice?date=yesterday');
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe('Date must be a date (YYYY-MM-DD)');
        const tyre = await addTyre();
        const elsewhere = await call('POST', `/api/tire-inventory/${tyre.id}/sessions`, {
          sessionDate: '2026-02-28',
          laps: 5,
          sourceUrl: 'http://169.254.169.254/latest',
        });
        expect(elsewhere.statusCode).toBe(400);
        expect(elsewhere.json().message).toBe('Source must be a LiveRC address');
      });
    });
  },
  { config: () => ({ liveRcUpstream: replay.url }) },
);
