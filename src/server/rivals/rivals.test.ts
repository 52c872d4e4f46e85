// Rivals through the API: a racer picks Kevin Lewis from the names of races they ran, and the head-to-head counts
// every stored race naming both (any track, any spelling by the one rule), with the tyres and setup they ran
// when winning and losing. Another racer can neither see nor change the rivals; bad names change nothing.
import { beforeEach, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { scrapedTracks } from '../../db/schema.ts';
import type { RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
import { RIVALS_MAX } from '../../domain/rivals.ts';
import { storeRaceResult } from '../liverc/race-results.ts';

const raceUrl = (host: string, id: number) =>
  `https://${host}.liverc.com/results/?p=view_race_result&id=${id}`;
const A_MAIN = raceUrl('redgum', 1);
const QUALIFIER = raceUrl('redgum', 2);
const AWAY = raceUrl('dirtworx', 3);
const WITHOUT_ME = raceUrl('redgum', 4);

type Row = [driver: string, laps: number, time: string, fastestLap: string];
function row(position: number, [driver, laps, time, fastestLap]: Row): RaceResultRow {
  const empty = Object.fromEntries(
    [
      'qualifying',
      'behind',
      'avgLap',
      'avgTop5',
      'avgTop10',
      'avgTop15',
      'top3Consecutive',
      'stdDeviation',
    ].map((name) => [name, null]),
  );
  return {
    ...empty,
    position,
    driver,
    driverId: null,
    carNumber: null,
    lapsTime: `${laps}/${time}`,
    laps: String(laps),
    time,
    fastestLap,
    fastestLapNumber: null,
    consistency: null,
    values: { laps } as RaceResultRow['values'],
  } as RaceResultRow;
}
const page = (title: string, date: string, rows: Row[]): RaceResultPage =>
  ({
    raceTitle: title,
    raceName: title,
    className: '1/8 Nitro Buggy',
    round: 'Main Events',
    length: '30:00 Timed',
    eventDate: date,
    eventEndDate: date,
    results: rows.map((each, index) => row(index + 1, each)),
    lapTimes: [],
  }) as unknown as RaceResultPage;

describeWithDatabases('rivals and head-to-head', (context) => {
  let cookie: string;
  let otherCookie: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
    await apiCall(context.app, cookie, 'PUT', '/api/settings', { driverNames: ['Jack Morrison'] });
    const { db } = context.database;
    await db.insert(scrapedTracks).values({ trackUrl: 'https://redgum.liverc.com/', name: 'Red Gum' });
    // Jack wins the A-Main by 10.5 s on the same lap, loses the qualifier by two places, and beats Kevin by a
    // lap away; Kevin and Sam race once without Jack.
    await storeRaceResult(
      db,
      A_MAIN,
      page('1/8 Nitro Buggy A-Main', '2026-11-22', [
        ['Jack Morrison', 47, '30:01.000', '36.901'],
        ['Sam Smith', 47, '30:05.000', '37.000'],
        ['Kevin Lewis', 47, '30:11.500', '37.200'],
      ]),
      null,
    );
    await storeRaceResult(
      db,
      QUALIFIER,
      page('1/8 Nitro Buggy Qualifier 3', '2026-11-22', [
        ['KEVIN  LEWIS', 20, '10:01.000', '36.950'],
        ['Sam Smith', 20, '10:03.000', '37.100'],
        ['jack morrison', 19, '10:05.000', '37.400'],
      ]),
      null,
    );
    await storeRaceResult(
      db,
      AWAY,
      page('1/8 Nitro Buggy B-Main', '2026-10-04', [
        ['Jack Morrison', 46, '30:05.000', '37.800'],
        ['Kevin Lewis', 45, '30:20.000', '38.100'],
      ]),
      null,
    );
    await storeRaceResult(
      db,
      WITHOUT_ME,
      page('1/8 Nitro Buggy C-Main', '2026-11-23', [
        ['Kevin Lewis', 30, '20:00.000', '36.000'],
        ['Sam Smith', 30, '20:10.000', '36.500'],
      ]),
      null,
    );
  });

  const addKevin = async () => {
    const added = await call('POST', '/api/rivals', { name: 'Kevin Lewis' });
    expect(added.statusCode, added.body).toBe(201);
    return added.json().id as number;
  };

  it('offers the names of drivers the racer raced, most shared races first, never the racer', async () => {
    const names = await call('GET', '/api/rivals/names?q=');
    expect(names.json()).toEqual({ names: [] });
    const typed = await call('GET', '/api/rivals/names?q=%20LEW');
    expect(typed.statusCode).toBe(200);
    expect(typed.json().names).toEqual([{ name: expect.stringMatching(/^kevin lewis$/i), races: 3 }]);
    const all = (await call('GET', '/api/rivals/names?q=i'))
      .json()
      .names.map((each: { name: string }) => each.name);
    expect(all.map((name: string) => name.toLowerCase())).toEqual(['kevin lewis', 'sam smith']);
  });

  it('answers the record, the gaps, best laps and trend over every race naming both', async () => {
    const id = await addKevin();
    const answer = await call('GET', `/api/rivals/${id}/head-to-head`);
    expect(answer.statusCode, answer.body).toBe(200);
    const h2h = answer.json();
    expect(h2h).toMatchObject({
      rival: { id, name: 'Kevin Lewis' },
      wins: 2,
      losses: 1,
      // Places: +2, -2, +1; seconds only in the A-Main, the one race on the same lap.
      averagePlaces: 0.3,
      averageSeconds: 10.5,
      sameLapRaces: 1,
      myBestLap: '36.901',
      rivalBestLap: '36.950',
      trend: [
        { date: '2026-10-04', wins: 1, losses: 0, places: 1 },
        { date: '2026-11-22', wins: 1, losses: 1, places: 0 },
      ],
    });
    expect(h2h.races).toHaveLength(3);
    expect(h2h.races[2]).toMatchObject({ raceUrl: AWAY, gap: { places: 1, laps: 1, seconds: null } });
    expect(h2h.races.find((race: { raceUrl: string }) => race.raceUrl === A_MAIN).trackName).toBe('Red Gum');
  });

  it('says which tyres and setup the racer ran when winning and when losing, from the race log', async () => {
    const sheet = await call('POST', '/api/setup-sheets', {
      name: 'Club dry',
      date: '2026-11-20',
      track: 'Red Gum',
    });
    expect(sheet.statusCode, sheet.body).toBe(201);
    const log = async (url: string, position: number, brand: string, model: string, compound: string) => {
      const logged = await call('POST', '/api/race-results-with-tires', {
        raceTitle: 'race',
        raceUrl: url,
        trackName: 'Red Gum',
        driverName: position === 3 ? 'jack morrison' : 'Jack Morrison',
        position,
        frontTireBrand: brand,
        frontTireModel: model,
        frontTireCompound: compound,
        rearTireBrand: brand,
        rearTireModel: model,
        rearTireCompound: compound,
        setupSheetId: position === 1 ? sheet.json().id : null,
      });
      expect(logged.statusCode, logged.body).toBe(201);
    };
    await log(A_MAIN, 1, 'Pro-Line', 'Blockade', 'M3');
    await log(QUALIFIER, 3, 'JConcepts', 'Double Bar', 'Blue');
    const id = await addKevin();
    const h2h = (await call('GET', `/api/rivals/${id}/head-to-head`)).json();
    expect(h2h.whenWinning).toEqual([
      {
        tyres: 'Pro-Line Blockade M3',
        setup: { name: 'Club dry', date: '2026-11-20', track: 'Red Gum' },
        races: 1,
      },
    ]);
    expect(h2h.whenLosing).toEqual([{ tyres: 'JConcepts Double Bar Blue', setup: null, races: 1 }]);
  });

  it('lists each rival with the latest result against them, once per driver however it is spelled', async () => {
    const id = await addKevin();
    const again = await call('POST', '/api/rivals', { name: '  kevin   LEWIS ' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    await call('POST', '/api/rivals', { name: 'Nobody Yet' });
    const list = (await call('GET', '/api/rivals')).json();
    expect(list.driverNames).toEqual(['Jack Morrison']);
    expect(list.rivals).toEqual([
      expect.objectContaining({
        id,
        name: 'Kevin Lewis',
        latest: expect.objectContaining({ raceDate: '2026-11-22', trackName: 'Red Gum' }),
      }),
      expect.objectContaining({ name: 'Nobody Yet', latest: null }),
    ]);
  });

  it('refuses bad names with a 400, more than the limit with a 409, and changes nothing', async () => {
    for (const name of ['', '   ', 'Kevin\u0000Lewis', 'x'.repeat(101), 'jack  MORRISON']) {
      const refused = await call('POST', '/api/rivals', { name });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect((await call('GET', '/api/rivals/names?q=a%00b')).statusCode).toBe(400);
    expect((await call('GET', `/api/rivals/names?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/rivals/abc/head-to-head')).statusCode).toBe(400);
    for (let n = 0; n < RIVALS_MAX; n += 1) {
      expect((await call('POST', '/api/rivals', { name: `Driver ${n}` })).statusCode).toBe(201);
    }
    const full = await call('POST', '/api/rivals', { name: 'One Too Many' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`You can keep at most ${RIVALS_MAX} rivals: remove one to add another`);
    expect((await call('GET', '/api/rivals')).json().rivals).toHaveLength(RIVALS_MAX);
  });

  it('never counts a race against the racer themselves, should a rival become one of their names', async () => {
    const id = await addKevin();
    await apiCall(context.app, cookie, 'PUT', '/api/settings', {
      driverNames: ['Jack Morrison', 'Kevin Lewis'],
    });
    const h2h = (await call('GET', `/api/rivals/${id}/head-to-head`)).json();
    expect(h2h).toMatchObject({ wins: 2, losses: 1 });
    expect(h2h.races).toHaveLength(3);
  });

  it("answers 404 for another racer's rival, which stays as it was", async () => {
    const id = await addKevin();
    expect((await call('GET', `/api/rivals/${id}/head-to-head`, undefined, otherCookie)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/rivals/${id}`, undefined, otherCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/rivals', undefined, otherCookie)).json().rivals).toEqual([]);
    expect((await call('GET', '/api/rivals/9999999999/head-to-head')).statusCode).toBe(404);
    expect((await call('GET', '/api/rivals')).json().rivals).toHaveLength(1);
    expect((await call('DELETE', `/api/rivals/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/rivals')).json().rivals).toEqual([]);
  });
});
