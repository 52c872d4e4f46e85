// A racer's several driver names: My races finds races under each, and spellings found in stored races are
// offered to confirm or reject, per racer.
import { expect, it } from 'vitest';
import type { AppContext } from '../../../tests/support/test-app.ts';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { scrapedRaceParticipants, scrapedRaceResults } from '../../db/schema.ts';

const RACE = (id: number) => `https://redgum.liverc.com/results/?p=view_race_result&id=${id}`;

/** Two stored races as LiveRC spelled them at two tracks. */
async function storeRaces(context: AppContext) {
  const db = context.database.db;
  for (const [id, drivers] of [
    [1, ['ARI BAKLA', 'TANNER WHITE', 'Alex Brown']],
    [2, ['A Bakla', 'Ari Balka', 'Mark Wallin']],
  ] as const) {
    const [race] = await db
      .insert(scrapedRaceResults)
      .values({ raceUrl: RACE(id), title: `Race ${id}`, raceDate: `2026-06-0${id}` })
      .returning({ id: scrapedRaceResults.id });
    await db
      .insert(scrapedRaceParticipants)
      .values(drivers.map((driver, index) => ({ raceResultId: race!.id, driver, position: index + 1 })));
  }
}

describeWithDatabases('driver names', (context) => {
  it('keeps several names, lists races under each, and offers found spellings until confirmed or rejected', async () => {
    await storeRaces(context);
    const cookie = await signedIn(context);
    const other = await signedIn(context, secondRacer);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = cookie) =>
      apiCall(context.app, as, method, url, payload);
    const candidates = async (as = cookie) =>
      (await call('GET', '/api/settings/driver-name-candidates', undefined, as)).json().candidates;
    const myRaceUrls = async () =>
      (await call('GET', '/api/my-races')).json().races.map((race: { raceUrl: string }) => race.raceUrl);

    expect(await candidates()).toEqual([]);
    const saved = await call('PUT', '/api/settings', { driverNames: ['Ari Bakla'] });
    expect(saved.json()).toMatchObject({ driverName: 'Ari Bakla', driverNames: ['Ari Bakla'] });
    expect(await myRaceUrls()).toEqual([RACE(1)]);

    // The same name spelled otherwise first, then close ones, none of them counted as the racer's yet.
    expect(await candidates()).toEqual([
      { name: 'ARI BAKLA', match: 'exact' },
      { name: 'A Bakla', match: 'close' },
      { name: 'Ari Balka', match: 'close' },
    ]);

    // Confirm one: My races lists races under both names; reject one: never offered again.
    await call('PUT', '/api/settings', { driverNames: ['Ari Bakla', 'A Bakla'] });
    expect(await myRaceUrls()).toEqual([RACE(2), RACE(1)]);
    const rejected = await call('POST', '/api/settings/rejected-driver-names', { name: 'ari  BALKA' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().candidates).toEqual([{ name: 'ARI BAKLA', match: 'exact' }]);
    expect(await candidates()).toEqual([{ name: 'ARI BAKLA', match: 'exact' }]);

    // The other racer's names and rejections are their own.
    await call('PUT', '/api/settings', { driverName: 'Ari Bakla' }, other);
    expect((await call('GET', '/api/settings', undefined, other)).json()).toMatchObject({
      driverNames: ['Ari Bakla'],
    });
    expect(await candidates(other)).toContainEqual({ name: 'Ari Balka', match: 'close' });
    await call('POST', '/api/settings/rejected-driver-names', { name: 'ARI BAKLA' }, other);
    expect(await candidates()).toEqual([{ name: 'ARI BAKLA', match: 'exact' }]);
    expect((await call('GET', '/api/settings')).json().driverNames).toEqual(['Ari Bakla', 'A Bakla']);
  });

  it('refuses bad names with a 400 and changes nothing', async () => {
    const cookie = await signedIn(context);
    await apiCall(context.app, cookie, 'PUT', '/api/settings', { driverNames: ['Ari Bakla'] });
    for (const [method, url, payload] of [
      ['PUT', '/api/settings', { driverNames: ['Ari Bakla', ' '] }],
      ['PUT', '/api/settings', { driverNames: Array.from({ length: 11 }, (_, i) => `Driver ${i}`) }],
      ['PUT', '/api/settings', { driverNames: ['A Bakla'], driverName: 'A Bakla' }],
      ['PUT', '/api/settings', { driverNames: 'A Bakla' }],
      ['POST', '/api/settings/rejected-driver-names', { name: '' }],
      ['POST', '/api/settings/rejected-driver-names', { name: 'A Bakla', userId: 2 }],
    ] as const) {
      const refused = await apiCall(context.app, cookie, method, url, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await apiCall(context.app, cookie, 'GET', '/api/settings')).json().driverNames).toEqual([
      'Ari Bakla',
    ]);
  });
});
