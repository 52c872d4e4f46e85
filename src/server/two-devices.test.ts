// One racer on two devices (a phone and a tablet, each with its own session): what each sends ends up as
// the racer expects. + and − on a tyre set add up instead of the last count winning; an edit changes only
// the fields it sends, so two devices editing different fields of one row keep both.
import { beforeEach, describe, expect, it } from 'vitest';
import { createRacerSession } from '../../tests/support/racer-session.ts';
import {
  apiCall,
  describeWithDatabases,
  racer,
  secondRacer,
  signedIn,
} from '../../tests/support/test-app.ts';
import type { TyreItem } from '../domain/tyres.ts';
import { createSession, SESSION_COOKIE } from './auth/sessions.ts';

const blockade = { treadPattern: 'Blockade', compound: 'M3' };

describeWithDatabases('one racer on two devices', (context) => {
  let phone: string;
  let tablet: string;
  let otherRacer: string;
  const call = (as: string, method: Parameters<typeof apiCall>[2], url: string, payload?: object) =>
    apiCall(context.app, as, method, url, payload);
  const addSet = async (payload: object = blockade): Promise<TyreItem> => {
    const response = await call(phone, 'POST', '/api/tire-inventory', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const count = (as: string, set: { id: number }, change: unknown, key?: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/tire-inventory/${set.id}/count`,
      payload: { change },
      headers: {
        cookie: as,
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
    });
  const quantityOf = async (set: { id: number }, as = tablet): Promise<number> =>
    (await call(as, 'GET', `/api/tire-inventory/${set.id}`)).json().quantity;

  beforeEach(async () => {
    const signedUp = await createRacerSession(context.database, racer);
    phone = signedUp.cookie;
    // The same racer signing in on a second device: a session of their own.
    tablet = `${SESSION_COOKIE}=${(await createSession(context.database.db, signedUp.userId)).token}`;
    otherRacer = await signedIn(context, secondRacer);
  });

  describe('+ and − on a tyre set', () => {
    it('adds both devices’ + to the count, answering the set as PATCH does', async () => {
      const set = await addSet({ ...blockade, quantity: 2 });
      const [fromPhone, fromTablet] = await Promise.all([count(phone, set, 1), count(tablet, set, 1)]);
      expect([fromPhone.statusCode, fromTablet.statusCode]).toEqual([200, 200]);
      // Each answer is the set as stored after its own change at least (the other may have landed too).
      for (const answer of [fromPhone, fromTablet]) {
        expect(answer.json()).toEqual({ ...set, quantity: expect.any(Number) });
        expect(answer.json().quantity).toBeGreaterThanOrEqual(3);
      }
      expect(await quantityOf(set)).toBe(4);
    });

    it('takes both devices’ − from the last set down to 0 sets, never below', async () => {
      const set = await addSet({ ...blockade, quantity: 1 });
      expect((await count(phone, set, -1)).json().quantity).toBe(0);
      const late = await count(tablet, set, -1);
      expect(late.statusCode).toBe(200);
      expect(late.json().quantity).toBe(0);
      expect((await count(tablet, set, -5)).json().quantity).toBe(0);
      expect(await quantityOf(set, phone)).toBe(0);
      expect((await count(phone, set, 3)).json().quantity).toBe(3);
    });

    it('stops at the most sets a lot may hold', async () => {
      const set = await addSet({ ...blockade, quantity: 999 });
      expect((await count(phone, set, 5)).json().quantity).toBe(1000);
    });

    it('counts a change resent with its Idempotency-Key once', async () => {
      const set = await addSet({ ...blockade, quantity: 1 });
      const first = await count(phone, set, 1, 'plus-1');
      const resent = await count(phone, set, 1, 'plus-1');
      expect(first.statusCode).toBe(200);
      expect(resent.statusCode).toBe(200);
      expect(resent.headers['idempotent-replayed']).toBe('true');
      expect(resent.json()).toEqual(first.json());
      expect(await quantityOf(set)).toBe(2);
      // The same key from the other device is the same racer's key: still once.
      expect((await count(tablet, set, 1, 'plus-1')).json().quantity).toBe(2);
      expect(await quantityOf(set)).toBe(2);
    });

    it.each([
      [{ change: 0 }, 'Change must not be 0'],
      [{ change: 1.5 }, 'Change must be a whole number of sets'],
      [{ change: '1' }, 'Change must be a whole number of sets'],
      [{ change: 1001 }, 'Change must be at most 1000 sets'],
      [{ change: -1001 }, 'Change must be at least -1000 sets'],
      [{}, 'Change must be a whole number of sets'],
      [{ change: 1, quantity: 5 }, 'Unrecognized key: "quantity"'],
    ])('refuses %j with a 400 that says why, changing nothing', async (payload, message) => {
      const set = await addSet({ ...blockade, quantity: 2 });
      const response = await call(phone, 'POST', `/api/tire-inventory/${set.id}/count`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await quantityOf(set)).toBe(2);
    });

    it("answers 404 for another racer's set and for no set, changing nothing", async () => {
      const set = await addSet({ ...blockade, quantity: 2 });
      for (const id of [set.id, set.id + 1000, 2147483648]) {
        const response = await count(otherRacer, { id }, 1);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json()).toEqual({ message: 'Tyre set not found' });
      }
      expect(await quantityOf(set)).toBe(2);
      expect((await call(otherRacer, 'GET', '/api/tire-inventory')).json()).toEqual([]);
    });

    it('needs a signed-in racer', async () => {
      const set = await addSet();
      expect((await count('', set, 1)).statusCode).toBe(401);
      expect(await quantityOf(set)).toBe(1);
    });
  });

  describe('edits of different fields on each device', () => {
    it('keeps the phone’s notes and the tablet’s price on one tyre set', async () => {
      const set = await addSet({ ...blockade, notes: 'glued', purchasePrice: 40 });
      const url = `/api/tire-inventory/${set.id}`;
      expect((await call(phone, 'PATCH', url, { notes: 'glued with CA' })).statusCode).toBe(200);
      expect((await call(tablet, 'PATCH', url, { purchasePrice: 45.5 })).statusCode).toBe(200);
      expect((await call(phone, 'GET', url)).json()).toEqual({
        ...set,
        notes: 'glued with CA',
        purchasePrice: 45.5,
      });
    });

    it('keeps both devices’ fields on one setup sheet', async () => {
      const created = await call(phone, 'POST', '/api/setup-sheets', {
        name: 'Club dry',
        date: '2026-11-20',
        track: 'Red Gum',
        frontCamber: '-1',
        rearOP: false,
      });
      expect(created.statusCode, created.body).toBe(201);
      const sheet = created.json();
      const url = `/api/setup-sheets/${sheet.id}`;
      expect((await call(phone, 'PATCH', url, { frontCamber: '-2' })).statusCode).toBe(200);
      expect((await call(tablet, 'PATCH', url, { rearOP: true, notes: 'more steering' })).statusCode).toBe(
        200,
      );
      expect((await call(tablet, 'GET', url)).json()).toEqual({
        ...sheet,
        frontCamber: '-2',
        rearOP: true,
        notes: 'more steering',
      });
    });

    it('keeps both devices’ fields on one race log entry', async () => {
      const set = await addSet();
      const created = await call(phone, 'POST', '/api/race-results-with-tires', {
        raceTitle: 'A-Main',
        trackName: 'Red Gum',
        driverName: 'Racer One',
        position: 2,
        raceDate: '2026-11-20T10:00:00.000Z',
        frontTireId: set.id,
        rearTireId: set.id,
      });
      expect(created.statusCode, created.body).toBe(201);
      const entry = created.json();
      const url = `/api/race-results-with-tires/${entry.id}`;
      expect((await call(phone, 'PATCH', url, { notes: 'grippy late' })).statusCode).toBe(200);
      expect((await call(tablet, 'PATCH', url, { userRating: 4, temperature: 24 })).statusCode).toBe(200);
      const list = (await call(phone, 'GET', '/api/race-results-with-tires')).json();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        frontTireId: set.id,
        notes: 'grippy late',
        userRating: 4,
        temperature: 24,
        position: 2,
      });
    });

    it('keeps both devices’ settings', async () => {
      const names = await call(phone, 'PUT', '/api/settings', { driverNames: ['Racer One', 'R ONE'] });
      expect(names.statusCode, names.body).toBe(200);
      const track = await call(tablet, 'PUT', '/api/settings', {
        followedTrackUrl: 'https://redgum.liverc.com/events/',
      });
      expect(track.statusCode, track.body).toBe(200);
      expect((await call(phone, 'GET', '/api/settings')).json()).toMatchObject({
        driverName: 'Racer One',
        driverNames: ['Racer One', 'R ONE'],
        followedTrackUrl: 'https://redgum.liverc.com/',
      });
    });
  });
});
