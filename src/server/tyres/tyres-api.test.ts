// The tyre inventory API on a real database: every inventory rule, two racers who never see each
// other's sets, and bad input that stores nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import type { TyreItem } from '../../domain/tyres.ts';

const blockade = { treadPattern: 'Blockade', compound: 'M3' };

describeWithDatabases('tyre inventory API', (context) => {
  let cookie: string;
  let otherCookie: string;
  const call = (method: Parameters<typeof apiCall>[2], url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);
  const add = async (payload: object, as = cookie): Promise<TyreItem> => {
    const response = await call('POST', '/api/tire-inventory', payload, as);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const list = async (as = cookie): Promise<TyreItem[]> =>
    (await call('GET', '/api/tire-inventory', undefined, as)).json();

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
  });

  it('needs a signed-in racer', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/tire-inventory' });
    expect(response.statusCode).toBe(401);
  });

  describe('adding a set', () => {
    it('fills the defaults and answers the whole item', async () => {
      const item = await add(blockade);
      expect(item).toEqual({
        id: expect.any(Number),
        brand: 'Pro-Line',
        treadPattern: 'Blockade',
        compound: 'M3',
        compoundDescription: null,
        size: '1/8',
        quantity: 1,
        setNumber: 1,
        purchaseDate: null,
        purchasePrice: null,
        currency: 'GBP',
        condition: 'new',
        trackType: null,
        tempRangeMin: null,
        tempRangeMax: null,
        treadDescription: null,
        notes: null,
        lapsEntered: 0,
        totalLaps: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.+Z$/),
      });
    });

    it("stores a price to its currency's minor unit: pence, whole yen, thousandths of a dinar", async () => {
      const priced = async (purchasePrice: number, currency: string) =>
        (await add({ treadPattern: `T ${currency}`, compound: 'M3', purchasePrice, currency })).purchasePrice;
      expect(await priced(1.005, 'GBP')).toBe(1.01);
      expect(await priced(1250.6, 'JPY')).toBe(1251);
      expect(await priced(12.3456, 'KWD')).toBe(12.346);
      // A set moved to another currency keeps its price to that currency's unit.
      const set = await add({
        treadPattern: 'Moved',
        compound: 'M3',
        purchasePrice: 12.345,
        currency: 'KWD',
      });
      expect(set.purchasePrice).toBe(12.345);
      const moved = await call('PATCH', `/api/tire-inventory/${set.id}`, { currency: 'GBP' });
      expect(moved.json()).toMatchObject({ purchasePrice: 12.35, currency: 'GBP' });
    });

    it('keeps every field given, prices in pence and "expired" as worn', async () => {
      const item = await add({
        brand: 'JConcepts',
        treadPattern: 'Double Bar',
        compound: 'Blue',
        compoundDescription: 'Soft, all-purpose.',
        size: '1/10',
        quantity: 4,
        purchaseDate: '2026-03-14',
        purchasePrice: 12.345,
        condition: 'expired',
        trackType: 'clay',
        tempRangeMin: 10,
        tempRangeMax: 25,
        treadDescription: 'Conditioned tracks',
        notes: '  glued with CA  ',
        lapsEntered: 120,
      });
      expect(item).toMatchObject({
        size: '1/10',
        quantity: 4,
        purchaseDate: '2026-03-14',
        purchasePrice: 12.35,
        condition: 'worn',
        trackType: 'clay',
        tempRangeMin: 10,
        tempRangeMax: 25,
        notes: 'glued with CA',
        totalLaps: 120,
      });
      expect((await list())[0]).toEqual(item);
    });

    it('numbers sets per tyre type: the next free number, whatever the case of the names', async () => {
      expect((await add(blockade)).setNumber).toBe(1);
      expect((await add({ treadPattern: 'blockade', compound: 'm3' })).setNumber).toBe(2);
      expect((await add({ treadPattern: 'Blockade', compound: 'M4' })).setNumber).toBe(1);
      expect((await add({ ...blockade, setNumber: 7 })).setNumber).toBe(7);
      expect((await add(blockade)).setNumber).toBe(8);
      // Another racer's sets are their own count.
      expect((await add(blockade, otherCookie)).setNumber).toBe(1);
    });

    it('gives each of several sets added at once its own number', async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => call('POST', '/api/tire-inventory', blockade)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      expect(answers.map((answer) => answer.json().setNumber).sort()).toEqual([1, 2, 3]);
    });

    it('refuses a set number the tyre type already has', async () => {
      await add({ ...blockade, setNumber: 3 });
      const response = await call('POST', '/api/tire-inventory', { ...blockade, setNumber: 3 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Set #3 of this tyre already exists: choose another set number');
      expect(await list()).toHaveLength(1);
    });

    it("reads a quantity sent as the spec's form text: a number as itself, anything else as 0 sets", async () => {
      expect((await add({ ...blockade, quantity: ' 3 ' })).quantity).toBe(3);
      expect((await add({ ...blockade, quantity: 'two' })).quantity).toBe(0);
      expect((await add({ ...blockade, quantity: '' })).quantity).toBe(0);
      const item = await add(blockade);
      const response = await call('PATCH', `/api/tire-inventory/${item.id}`, { quantity: 'some' });
      expect(response.json()).toEqual({ ...item, quantity: 0 });
    });

    it('lists the newest first', async () => {
      const first = await add(blockade);
      const second = await add({ treadPattern: 'Positron', compound: 'MC' });
      expect((await list()).map((item) => item.id)).toEqual([second.id, first.id]);
    });
  });

  describe('bad input', () => {
    it.each([
      [{ compound: 'M3' }, 'Tread pattern is required'],
      [{ treadPattern: 'Blockade' }, 'Compound is required'],
      [{ ...blockade, brand: '  ' }, 'Brand is required'],
      [{ ...blockade, compound: '' }, 'Compound is required'],
      [{ ...blockade, setNumber: 0 }, 'Set number must be positive'],
      [{ ...blockade, purchasePrice: -1 }, 'Purchase price cannot be negative'],
      [{ ...blockade, quantity: 1.5 }, 'Quantity must be a whole number of sets'],
      [{ ...blockade, quantity: -1 }, 'Quantity cannot be negative'],
      [{ ...blockade, quantity: '-2' }, 'Quantity cannot be negative'],
      [{ ...blockade, quantity: '1.5' }, 'Quantity must be a whole number of sets'],
      [{ ...blockade, quantity: '5000' }, 'Quantity must be at most 1000 sets'],
      [{ ...blockade, quantity: 'two\u0000' }, 'Quantity must be a whole number of sets'],
      [{ ...blockade, quantity: null }, 'Quantity must be a whole number of sets'],
      [{ ...blockade, condition: 'mint' }, 'Condition must be new, used, worn or expired'],
      [{ ...blockade, size: '1/12' }, "Size must be '1/8' or '1/10'"],
      [{ ...blockade, trackType: 'snow' }, 'Track type must be clay, dirt, carpet or astro'],
      [{ ...blockade, tempRangeMin: 'warm' }, 'Minimum temperature must be a number of °C'],
      [{ ...blockade, tempRangeMax: 80.5 }, 'Maximum temperature must be at most 80°C'],
      [{ ...blockade, currency: 'XYZ' }, 'Currency must be a three-letter ISO 4217 code, such as USD'],
      [
        { ...blockade, tempRangeMin: 30, tempRangeMax: 20 },
        'Minimum temperature must not be above the maximum',
      ],
      [{ ...blockade, purchaseDate: '2026-02-30' }, 'Purchase date must be a date (YYYY-MM-DD)'],
      [{ ...blockade, notes: 'bad\u0000byte' }, 'Notes contains a character that cannot be used'],
      [{ ...blockade, userId: 1 }, 'Unrecognized key: "userId"'],
      [{ ...blockade, totalLaps: 500 }, 'Unrecognized key: "totalLaps"'],
    ])('refuses %j with "%s", storing nothing', async (payload, message) => {
      const response = await call('POST', '/api/tire-inventory', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await list()).toEqual([]);
    });
  });

  describe('changing a set', () => {
    it('changes only the fields sent, e.g. the quantity for plus and minus', async () => {
      const item = await add({ ...blockade, quantity: 2, notes: 'front' });
      const response = await call('PATCH', `/api/tire-inventory/${item.id}`, { quantity: 3 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...item, quantity: 3 });
    });

    it('refuses an emptied name or an unknown field, changing nothing', async () => {
      const item = await add(blockade);
      for (const [payload, message] of [
        [{ treadPattern: '' }, 'Tread pattern is required'],
        [{ brand: '' }, 'Brand is required'],
        [{ compound: ' ' }, 'Compound is required'],
        [{ setNumber: -2 }, 'Set number must be positive'],
        [{ tempRangeMin: 40, tempRangeMax: 30 }, 'Minimum temperature must not be above the maximum'],
        [{ owner: 'me' }, 'Unrecognized key: "owner"'],
      ] as const) {
        const response = await call('PATCH', `/api/tire-inventory/${item.id}`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      // A minimum above the stored maximum is caught against what is stored.
      await call('PATCH', `/api/tire-inventory/${item.id}`, { tempRangeMax: 20 });
      const above = await call('PATCH', `/api/tire-inventory/${item.id}`, { tempRangeMin: 25 });
      expect(above.statusCode).toBe(400);
      expect((await list())[0]).toEqual({ ...item, tempRangeMax: 20 });
    });

    it('deletes a set', async () => {
      const item = await add(blockade);
      const response = await call('DELETE', `/api/tire-inventory/${item.id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await call('GET', `/api/tire-inventory/${item.id}`)).statusCode).toBe(404);
      expect(await list()).toEqual([]);
    });

    it('answers 404 for ids that name no set, 400 for ids that are no number', async () => {
      for (const id of ['999999', '2147483648', '99999999999999999999']) {
        expect((await call('PATCH', `/api/tire-inventory/${id}`, { quantity: 1 })).statusCode).toBe(404);
        expect((await call('DELETE', `/api/tire-inventory/${id}`)).statusCode).toBe(404);
      }
      const word = await call('GET', '/api/tire-inventory/abc');
      expect(word.statusCode).toBe(400);
      expect(word.json().message).toBe('Tyre id must be a number');
    });
  });

  describe('numbering the sets of a lot', () => {
    const numberSets = (item: TyreItem, as = cookie) =>
      call('POST', `/api/tire-inventory/${item.id}/number-sets`, undefined, as);

    it('makes a lot of 3 Sets #1, #2 and #3 of one set each, its laps and sessions staying on #1', async () => {
      const lot = await add({
        ...blockade,
        quantity: 3,
        purchasePrice: 20,
        purchaseDate: '2026-03-14',
        condition: 'used',
        notes: 'Glued with CA',
        lapsEntered: 30,
      });
      const session = { sessionDate: '2026-03-15', laps: 12 };
      expect((await call('POST', `/api/tire-inventory/${lot.id}/sessions`, session)).statusCode).toBe(201);

      const response = await numberSets(lot);
      expect(response.statusCode, response.body).toBe(200);
      const sets: TyreItem[] = response.json();
      const copy = { ...lot, id: expect.any(Number), quantity: 1, lapsEntered: 0, totalLaps: 0 };
      expect(sets).toEqual([
        { ...lot, quantity: 1, totalLaps: 42 },
        { ...copy, setNumber: 2 },
        { ...copy, setNumber: 3 },
      ]);
      expect((await list()).toSorted((a, b) => a.setNumber - b.setNumber)).toEqual(sets);

      // Each set counts on its own from now on: + on #2, and laps run on #3 stay on #3.
      const [, second, third] = sets;
      const plus = await call('PATCH', `/api/tire-inventory/${second!.id}`, { quantity: 2 });
      expect(plus.json()).toMatchObject({ setNumber: 2, quantity: 2 });
      await call('POST', `/api/tire-inventory/${third!.id}/sessions`, { sessionDate: '2026-03-16', laps: 8 });
      expect((await list()).map((item) => [item.setNumber, item.quantity, item.totalLaps]).sort()).toEqual([
        [1, 1, 42],
        [2, 2, 0],
        [3, 1, 8],
      ]);
    });

    it("numbers from the type's next free number, leaving other types' numbers alone", async () => {
      const lot = await add({ ...blockade, quantity: 2 });
      await add(blockade);
      await add({ treadPattern: 'Blockade', compound: 'M4', quantity: 1 });
      const sets: TyreItem[] = (await numberSets(lot)).json();
      expect(sets.map((item) => item.setNumber)).toEqual([1, 3]);
    });

    it('refuses a lot of one set or none, changing nothing', async () => {
      for (const [quantity, message] of [
        [1, 'Set #1 holds one set: nothing to number'],
        [0, 'Set #2 holds no set: nothing to number'],
      ] as const) {
        const lot = await add({ ...blockade, quantity });
        const response = await numberSets(lot);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(message);
      }
      expect((await list()).map((item) => item.quantity)).toEqual([0, 1]);
    });

    it("refuses another racer's lot (404) and ids that name no set, changing nothing", async () => {
      const mine = await add({ ...blockade, quantity: 2 });
      const response = await numberSets(mine, otherCookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tyre set not found' });
      expect((await numberSets({ ...mine, id: 2147483648 })).statusCode).toBe(404);
      expect(await list()).toEqual([mine]);
      expect(await list(otherCookie)).toEqual([]);
    });
  });

  describe('two racers', () => {
    it("never show, change or delete another racer's set", async () => {
      const mine = await add({ ...blockade, quantity: 2 });
      expect(await list(otherCookie)).toEqual([]);
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { quantity: 0 }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, `/api/tire-inventory/${mine.id}`, payload, otherCookie);
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual({ message: 'Tyre set not found' });
      }
      expect(await list()).toEqual([mine]);
    });
  });
});
