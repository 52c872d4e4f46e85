// The live timing API against a replay server over the repository's synthetic pages: following a track,
// its current event and timing rows kept in the spec's tables, and 'refresh now'.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeWithDatabases, signedIn } from '../../../tests/support/test-app.ts';
import { DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { drivers, events, lapTimes } from '../../db/schema.ts';

const RED_GUM = 'https://redgum.liverc.com/';
const RED_GUM_RACE = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ pagesDir: DEMO_PAGES_DIR });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'live timing API',
  (context) => {
    let cookie: string;
    const request = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = cookie) =>
      context.app.inject({
        method,
        url,
        payload,
        headers: method === 'GET' ? { cookie: as } : { cookie: as, 'content-type': 'application/json' },
      });
    const follow = (url: string | null) => request('PUT', '/api/settings', { followedTrackUrl: url });

    beforeAll(async () => {
      cookie = await signedIn(context);
    });

    describe('settings', () => {
      it('start empty, and keep a driver name and a followed track across sign-out', async () => {
        expect((await request('GET', '/api/settings')).json()).toEqual({
          driverName: null,
          driverNames: [],
          followedTrackUrl: null,
          followedTrackName: null,
          currency: 'GBP',
          temperatureUnit: 'C',
          dateOrder: 'dmy',
        });
        // Any address of the track follows the track itself.
        const saved = await request('PUT', '/api/settings', {
          driverName: '  Liam O’Connor ',
          followedTrackUrl: RED_GUM_RACE,
        });
        expect(saved.statusCode).toBe(200);
        expect(saved.json()).toMatchObject({ driverName: 'Liam O’Connor', followedTrackUrl: RED_GUM });

        await request('POST', '/api/auth/logout');
        const login = await context.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'racer_one', password: 'nitro-buggy-8' },
        });
        cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
        expect((await request('GET', '/api/settings')).json()).toMatchObject({
          driverName: 'Liam O’Connor',
          followedTrackUrl: RED_GUM,
        });
      });

      it('refuse an address outside LiveRC, or the catalogue, and change nothing', async () => {
        for (const url of ['https://evil.com/', 'http://redgum.liverc.com/', 'https://live.liverc.com/']) {
          const response = await follow(url);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message: 'URL must be a LiveRC address' });
        }
        const tooLong = await request('PUT', '/api/settings', { driverName: 'x'.repeat(101) });
        expect(tooLong.statusCode).toBe(400);
        expect((await request('GET', '/api/settings')).json()).toMatchObject({
          driverName: 'Liam O’Connor',
          followedTrackUrl: RED_GUM,
        });
      });

      it("are each racer's own", async () => {
        const other = await signedIn(context, {
          username: 'racer_two',
          email: 'racer.two@example.com',
          password: 'electric-buggy-10',
        });
        expect((await request('GET', '/api/settings', undefined, other)).json()).toMatchObject({
          followedTrackUrl: null,
        });
        expect((await request('GET', '/api/events/current', undefined, other)).json()).toBeNull();
      });
    });

    describe('current event and timing rows', () => {
      it("answer the followed track's event and the newest race's standings", async () => {
        const response = await request('GET', '/api/events/current');
        expect(response.statusCode).toBe(200);
        const event = response.json();
        expect(event).toMatchObject({
          name: 'Red Gum Nitro Series Round 6',
          track: 'Red Gum Raceway',
          trackUrl: RED_GUM,
          class: '1/8 Nitro Buggy',
          round: 'Main Events',
          status: 'active',
          raceName: '1/8 Nitro Buggy A-Main',
          timeRemaining: null,
          stale: false,
        });

        const rows = (await request('GET', `/api/events/${event.id}/drivers`)).json();
        expect(rows).toHaveLength(10);
        expect(rows[0]).toMatchObject({
          position: 1,
          name: "LIAM O'CONNOR",
          bestLap: '37.281',
          lastLap: '37.947',
          gap: null,
        });
        expect(rows[1]).toMatchObject({
          position: 2,
          name: 'JACK MORRISON',
          bestLap: '37.957',
          gap: '0.488',
        });
        expect(rows[2]).toMatchObject({ position: 3, name: 'SOFIA RIVERA', gap: '1 Lap' });
        expect(rows.at(-1)).toMatchObject({ position: 10, name: 'TOM HALVERSON', gap: '12 Laps' });
      });

      it('read LiveRC once however often they are asked, keeping one event row and timing table, every lap', async () => {
        const asked = replay.requestCount(RED_GUM);
        await request('GET', '/api/events/current');
        await request('GET', '/api/events/current');
        // The track's feed, started by the first read, answers every read after it for a while.
        expect(replay.requestCount(RED_GUM)).toBe(asked);
        const { db } = context.database;
        const kept = await db.select().from(events).where(eq(events.trackUrl, RED_GUM));
        expect(kept).toHaveLength(1);
        const [driverCount] = await db
          .select({ n: count() })
          .from(drivers)
          .where(eq(drivers.eventId, kept[0]!.id));
        expect(driverCount?.n).toBe(10);
        const [winner] = await db.select().from(drivers).where(eq(drivers.name, "LIAM O'CONNOR"));
        // The laps are written once the rows are out.
        const laps = await vi.waitFor(async () => {
          const stored = await db.select().from(lapTimes).where(eq(lapTimes.driverId, winner!.id));
          expect(stored).toHaveLength(24);
          return stored;
        });
        expect(laps.find((lap) => lap.lapNumber === 24)?.lapTime).toBe('37.947');
      });

      it("answer any track's event for the Live screen, from any address of it", async () => {
        const other = await signedIn(context, {
          username: 'racer_three',
          email: 'racer.three@example.com',
          password: 'electric-buggy-10',
        });
        const asked = `/api/events/current?track=${encodeURIComponent(RED_GUM_RACE)}`;
        const answer = await request('GET', asked, undefined, other);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({ name: 'Red Gum Nitro Series Round 6', trackUrl: RED_GUM });
        for (const track of ['https://evil.com/', 'https://live.liverc.com/', 'a\u0000b']) {
          const refused = await request('GET', `/api/events/current?track=${encodeURIComponent(track)}`);
          expect(refused.statusCode).toBe(400);
          expect(refused.json()).toMatchObject({ message: 'URL must be a LiveRC address' });
        }
      });

      it('refuse a bad event id and answer 404 for an unknown one', async () => {
        expect((await request('GET', '/api/events/abc/drivers')).statusCode).toBe(400);
        const missing = await request('GET', '/api/events/999999/drivers');
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Event not found' });
      });

      it('need a session', async () => {
        const response = await context.app.inject({ method: 'GET', url: '/api/events/current' });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('my next race', () => {
      it("finds the racer on a grid still to run in the event's heat sheets", async () => {
        await request('PUT', '/api/settings', { driverName: 'Jack Morrison' });
        const response = await request('GET', '/api/live/next-race');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          nextRace: {
            round: 'Main Events',
            raceNumber: 4,
            raceName: '1/8 Nitro Buggy Fun Run',
            heat: null,
            gridSlot: 3,
            racesBefore: 1,
            raceBefore: '1/8 Electric Buggy Fun Run',
            // Red Gum's day posted races at 13:21, 13:27, (lunch) 14:11 and 14:18: paced at 6.5 minutes.
            startEstimate: {
              at: '14:25',
              plusMinusMinutes: 1,
              intervalMinutes: 6.5,
              racesBefore: [{ raceName: '1/8 Electric Buggy Fun Run', at: '14:18' }],
              // Too few postings on the day to check the estimate against.
              record: null,
            },
            // Jack runs an electric buggy too: the transponder is his nitro car's, the class of the race.
            checklist: { tyreSet: null, setupSheet: null, transponder: '3358804' },
          },
          reason: null,
        });
      });

      it("lists the set of the racer's last race of the event and their newest setup sheet for the track", async () => {
        await request('PUT', '/api/settings', { driverName: 'Jack Morrison' });
        const tyre = (
          await request('POST', '/api/tire-inventory', {
            brand: 'Pro-Line',
            treadPattern: 'Blockade',
            compound: 'M3',
          })
        ).json();
        const event = (await request('GET', '/api/events/current')).json();
        const logged = await request('POST', '/api/race-results-with-tires', {
          raceTitle: '1/8 Nitro Buggy A-Main',
          raceUrl: null,
          eventUrl: event.eventUrl,
          trackName: event.track,
          driverName: 'Jack Morrison',
          position: 3,
          raceDate: '2026-11-22T03:00:00.000Z',
          rearTireId: tyre.id,
        });
        expect(logged.statusCode, logged.body).toBe(201);
        for (const [name, date] of [
          ['Old dry', '2026-10-01'],
          ['Red Gum dry', '2026-11-21'],
        ]) {
          const sheet = await request('POST', '/api/setup-sheets', { name, date, track: event.track });
          expect(sheet.statusCode, sheet.body).toBe(201);
        }
        const checklist = async () => (await request('GET', '/api/live/next-race')).json().nextRace.checklist;
        expect(await checklist()).toEqual({
          tyreSet: `Pro-Line Blockade M3 · Set #${tyre.setNumber}`,
          setupSheet: { name: 'Red Gum dry', date: '2026-11-21', car: 'Agama 1/8 buggy' },
          transponder: '3358804',
        });
        // A newer sheet of another car there: the race's class still names the racer's 1/8 nitro buggy's.
        const tenth = (
          await request('POST', '/api/cars', { name: 'Club 2WD', carClass: '1/10 2WD buggy' })
        ).json();
        await request('POST', '/api/setup-sheets', {
          carId: tenth.id,
          name: '2WD',
          date: '2026-11-22',
          track: event.track,
        });
        expect((await checklist()).setupSheet).toEqual({
          name: 'Red Gum dry',
          date: '2026-11-21',
          car: 'Agama 1/8 buggy',
        });
      });

      it('says why there is none', async () => {
        await request('PUT', '/api/settings', { driverName: 'Somebody Else' });
        expect((await request('GET', '/api/live/next-race')).json()).toEqual({
          nextRace: null,
          reason: 'You are not on a heat sheet of this event still to run',
        });
        await request('PUT', '/api/settings', { driverName: null });
        expect((await request('GET', '/api/live/next-race')).json()).toEqual({
          nextRace: null,
          reason: 'Set your driver name in Settings to see your next race',
        });
      });
    });

    describe('refresh now', () => {
      it('reads the followed track from LiveRC again, past the cache', async () => {
        const before = replay.requestCount(RED_GUM);
        const response = await request('POST', '/api/refresh');
        expect(response.statusCode).toBe(200);
        expect(response.json().event).toMatchObject({ name: 'Red Gum Nitro Series Round 6', stale: false });
        expect(response.json().drivers).toHaveLength(10);
        expect(replay.requestCount(RED_GUM)).toBe(before + 1);
      });

      it('fails clearly when LiveRC is down, keeping the last timing table', async () => {
        for (const url of [RED_GUM, `${RED_GUM}live/`]) replay.setFault(url, { type: 'status', status: 500 });
        try {
          const response = await request('POST', '/api/refresh');
          expect(response.statusCode).toBe(502);
          expect(response.json()).toEqual({ message: 'LiveRC is unreachable' });
          const event = (await request('GET', '/api/events/current')).json();
          expect((await request('GET', `/api/events/${event.id}/drivers`)).json()).toHaveLength(10);
        } finally {
          for (const url of [RED_GUM, `${RED_GUM}live/`]) replay.setFault(url, null);
        }
      });

      it('asks to follow a track first', async () => {
        await follow(null);
        const response = await request('POST', '/api/refresh');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Follow a track to see its live timing' });
        expect((await request('GET', '/api/events/current')).json()).toBeNull();
      });
    });
  },
  // Room for the client's two retries of a 5xx (about 1 s of backoff) inside one answer's deadline.
  { config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 3_000 }), resetEachTest: false },
);
