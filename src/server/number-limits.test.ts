// No number makes a 500: laps derived from a laps/time obey the laps' own limit, ids and counts past
// 2^31 are refused or not found, and rows written before those limits (over them) still read and export.
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../tests/support/test-app.ts';
import { raceResultsWithTires, tireInventory, tireSessions } from '../db/schema.ts';
import type { RaceLogEntry } from '../domain/race-log.ts';
import type { TyreItem } from '../domain/tyres.ts';

const entry = {
  raceTitle: 'A-Main',
  trackName: 'Red Gum',
  driverName: 'Racer One',
  position: 1,
  raceDate: '2026-03-01T10:00:00.000Z',
};
const LAPS_MESSAGE = 'Laps/time must give at most 10,000 laps';

describeWithDatabases('numbers past every limit', (context) => {
  let cookie: string;
  const call = (method: Parameters<typeof apiCall>[2], url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);
  const addTyre = async (as = cookie): Promise<TyreItem> =>
    (await call('POST', '/api/tire-inventory', { treadPattern: 'Blockade', compound: 'M3' }, as)).json();
  const logged = async (): Promise<RaceLogEntry[]> =>
    (await call('GET', '/api/race-results-with-tires')).json();

  beforeEach(async () => {
    cookie = await signedIn(context);
  });

  it('refuses a laps/time giving more laps than a race can have, on POST and PATCH, and stores nothing', async () => {
    for (const lapsTime of ['2000000000/30:00', '3000000000/30:00', '10001/30:00', '9'.repeat(40)]) {
      const response = await call('POST', '/api/race-results-with-tires', { ...entry, lapsTime });
      expect(response.statusCode, lapsTime).toBe(400);
      expect(response.json().details.fieldErrors.lapsTime).toEqual([LAPS_MESSAGE]);
    }
    expect(await logged()).toEqual([]);

    const created = await call('POST', '/api/race-results-with-tires', { ...entry, lapsTime: '10000/30:00' });
    expect(created.statusCode).toBe(201);
    expect(created.json().lapsCompleted).toBe(10_000);
    const patched = await call('PATCH', `/api/race-results-with-tires/${created.json().id}`, {
      lapsTime: '2000000000/30:00',
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().details.fieldErrors.lapsTime).toEqual([LAPS_MESSAGE]);
    expect((await logged())[0]).toMatchObject({ lapsTime: '10000/30:00', lapsCompleted: 10_000 });
  });

  it('answers ids and counts past 2^31 in a body with 400 or 404, never 500', async () => {
    const tyre = await addTyre();
    for (const big of [2 ** 31 - 1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e21]) {
      const bodies: [string, string, object][] = [
        ['POST', '/api/race-results-with-tires', { ...entry, frontTireId: big }],
        ['POST', '/api/race-results-with-tires', { ...entry, setupSheetId: big }],
        ['POST', '/api/race-results-with-tires', { ...entry, lapsCompleted: big }],
        ['POST', '/api/race-results-with-tires', { ...entry, position: big }],
        ['POST', '/api/tire-inventory', { treadPattern: 'B', compound: 'M3', quantity: big }],
        ['POST', '/api/tire-inventory', { treadPattern: 'B', compound: 'M3', setNumber: big }],
        ['POST', '/api/tire-inventory', { treadPattern: 'B', compound: 'M3', lapsEntered: big }],
        ['POST', '/api/tire-inventory', { treadPattern: 'B', compound: 'M3', tempRangeMin: big }],
        ['POST', '/api/tire-inventory', { treadPattern: 'B', compound: 'M3', purchasePrice: big }],
        ['PATCH', `/api/tire-inventory/${tyre.id}`, { lapsEntered: big }],
        ['POST', `/api/tire-inventory/${tyre.id}/sessions`, { sessionDate: '2026-03-01', laps: big }],
      ];
      for (const [method, url, payload] of bodies) {
        const response = await call(method as 'POST', url, payload);
        expect([400, 404], `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    }
    expect(await logged()).toEqual([]);
    expect((await call('GET', '/api/tire-inventory')).json()).toHaveLength(1);
  });

  it('asks for a set number when the next one of a tyre type would pass the limit', async () => {
    const tyre = await addTyre();
    // A set numbered before the limit, at int4's largest: one more would not fit the column.
    await context.database.db
      .update(tireInventory)
      .set({ setNumber: 2 ** 31 - 1 })
      .where(eq(tireInventory.id, tyre.id));
    const next = await call('POST', '/api/tire-inventory', { treadPattern: 'Blockade', compound: 'M3' });
    expect(next.statusCode, next.body).toBe(409);
    expect(next.json().message).toBe(
      'Set numbers of this tyre are used up to #100000: give this set a free number',
    );
    const given = await call('POST', '/api/tire-inventory', {
      treadPattern: 'Blockade',
      compound: 'M3',
      setNumber: 5,
    });
    expect(given.statusCode).toBe(201);
  });

  it('reads and exports a set whose laps, written before these limits, sum past 2^31', async () => {
    // A database written before these limits existed: two entries of 2 billion laps and a set of 2 billion laps by hand.
    const tyre = await addTyre();
    const other = await addTyre(await signedIn(context, secondRacer));
    const db = context.database.db;
    await db.update(tireInventory).set({ lapsEntered: 2_000_000_000 }).where(eq(tireInventory.id, tyre.id));
    const [owner] = await db
      .select({ userId: tireInventory.userId })
      .from(tireInventory)
      .where(eq(tireInventory.id, tyre.id));
    for (const position of [1, 2]) {
      await db.insert(raceResultsWithTires).values({
        ...entry,
        position,
        userId: owner!.userId,
        frontTireId: tyre.id,
        rearTireId: tyre.id,
        lapsTime: '2000000000/30:00',
        lapsCompleted: 2_000_000_000,
        raceDate: new Date('2026-03-01T10:00:00Z'),
      });
    }
    await db.insert(tireSessions).values({
      userId: owner!.userId,
      tireId: tyre.id,
      brand: 'Pro-Line',
      compound: 'M3',
      sessionDate: '2026-03-01',
      laps: 2_000_000_000,
    });
    const expected = 8_000_000_000;

    const list = await call('GET', '/api/tire-inventory');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((item: TyreItem) => item.totalLaps)).toEqual([expected]);
    const one = await call('GET', `/api/tire-inventory/${tyre.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().totalLaps).toBe(expected);
    const csv = await call('GET', '/api/export/tire-inventory.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(`,${expected},`);
    const log = await call('GET', '/api/export/race-results-with-tires.csv');
    expect(log.statusCode, log.body).toBe(200);
    expect((await logged()).map((row) => row.lapsCompleted)).toEqual([2_000_000_000, 2_000_000_000]);
    // The other racer's set counts none of it.
    expect(other.totalLaps).toBe(0);
  });
});
