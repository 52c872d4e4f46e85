// My season through the API: a racer keeps series of LiveRC events and reads the standings of their class from
// the stored mains (best N, TQ bonus, their place and the gap to the one ahead), as JSON and as CSV. Another
// racer can neither see nor change them; bad input is a 400 that changes nothing; the 21st series is refused.
import { beforeEach, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import type { RaceResultPage, RaceResultRow } from '../../domain/liverc.ts';
import { RACER_LIMITS } from '../../domain/racer-limits.ts';
import { storeRaceResult } from '../liverc/race-results.ts';

const eventUrl = (id: number) => `https://redgum.liverc.com/results/?p=view_event&id=${id}`;
const raceUrl = (id: number) => `https://redgum.liverc.com/results/?p=view_race_result&id=${id}`;

function row(position: number, driver: string, qualifying: number): RaceResultRow {
  return {
    position,
    driver,
    driverId: null,
    carNumber: null,
    time: '30:00.000',
    behind: null,
    fastestLap: null,
    avgLap: null,
    consistency: null,
    values: { laps: 40, qualifying },
  } as unknown as RaceResultRow;
}
const main = (name: string, drivers: [string, number][]): RaceResultPage =>
  ({
    raceTitle: `${name} Results [M1 Race #14]`,
    raceName: name,
    className: '1/8 Nitro Buggy',
    round: 'Main Events',
    length: '30:00 Timed',
    eventDate: '2026-11-01',
    results: drivers.map(([driver, qualifying], index) => row(index + 1, driver, qualifying)),
    lapTimes: [],
  }) as unknown as RaceResultPage;

const winterSeries = {
  name: 'Winter series',
  className: '1/8 Nitro Buggy',
  events: [
    { eventUrl: eventUrl(1), title: 'Round 1', date: '2026-11-01' },
    { eventUrl: eventUrl(2), title: 'Round 2', date: '2026-11-15' },
    { eventUrl: eventUrl(3), title: 'Round 3', date: '2026-11-29' },
  ],
  points: [25, 18, 15, 12, 10],
  bestOf: 2,
  tqBonus: 1,
};

describeWithDatabases('My season: series and standings', (context) => {
  let cookie: string;
  let otherCookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);
  const create = async (payload: object = winterSeries, as = cookie) => {
    const created = await call('POST', '/api/series', payload, as);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as number;
  };

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
    await call('PUT', '/api/settings', { driverNames: ['Jack Morrison'] });
    const { db } = context.database;
    // Round 1: Kevin wins from TQ, Jack second. Round 2: Jack wins (TQ), Kevin third; Sam comes up from the
    // B-Main. Round 3: not posted yet. An electric main and a heat never score.
    await storeRaceResult(
      db,
      raceUrl(11),
      main('1/8 Nitro Buggy A-Main', [
        ['Kevin Lewis', 1],
        ['Jack Morrison', 2],
        ['Sam Smith', 3],
      ]),
      eventUrl(1),
    );
    await storeRaceResult(
      db,
      raceUrl(12),
      main('1/8 Electric Buggy A-Main', [['Jack Morrison', 1]]),
      eventUrl(1),
    );
    await storeRaceResult(
      db,
      raceUrl(21),
      main('1/8 Nitro Buggy A-Main', [
        ['JACK MORRISON', 1],
        ['Sam Smith', 5],
        ['Kevin Lewis', 2],
      ]),
      eventUrl(2),
    );
    await storeRaceResult(
      db,
      raceUrl(22),
      main('1/8 Nitro Buggy B-Main', [
        ['Sam Smith', 5],
        ['Pat Dunn', 6],
      ]),
      eventUrl(2),
    );
  });

  it("scores the racer's class from the stored mains: best 2 of 3, TQ bonus, their place and the gap ahead", async () => {
    const id = await create();
    const standings = await call('GET', `/api/series/${id}/standings`);
    expect(standings.statusCode, standings.body).toBe(200);
    const body = standings.json();
    expect(body.rounds.map((round: { scored: boolean }) => round.scored)).toEqual([true, true, false]);
    // Jack 18 + 25 + 1 (TQ) = 44; Kevin 25 + 1 (TQ) + 15 = 41; Sam 15 + 18 = 33; Pat 12.
    expect(
      body.rows.map((row: { place: number; driver: string; total: number }) => [
        row.place,
        row.driver,
        row.total,
      ]),
    ).toEqual([
      [1, 'Jack Morrison', 44],
      [2, 'Kevin Lewis', 41],
      [3, 'Sam Smith', 33],
      [4, 'Pat Dunn', 12],
    ]);
    expect(body.rows[0].isMe).toBe(true);
    expect(body.me).toEqual({ place: 1, total: 44, ahead: null });

    // Best 1 of 3: Jack 26 and Kevin 26, one win each; Jack's second place puts him ahead on count-back.
    const edited = await call('PUT', `/api/series/${id}`, { ...winterSeries, bestOf: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const level = (await call('GET', `/api/series/${id}/standings`)).json();
    expect(
      level.rows.slice(0, 2).map((row: { place: number; total: number }) => [row.place, row.total]),
    ).toEqual([
      [1, 26],
      [2, 26],
    ]);
    expect(level.me).toEqual({ place: 1, total: 26, ahead: null });

    // Seen as Sam (best round 18): 8 points behind P2 Kevin Lewis.
    await call('PUT', '/api/settings', { driverNames: ['Sam Smith'] });
    const sam = (await call('GET', `/api/series/${id}/standings`)).json();
    expect(sam.me).toEqual({ place: 3, total: 18, ahead: { place: 2, driver: 'Kevin Lewis', gap: 8 } });
  });

  it('moves as results post: round 3 scores on the first read after its main is stored', async () => {
    const id = await create();
    const before = (await call('GET', `/api/series/${id}/standings`)).json();
    expect(before.rounds[2].scored).toBe(false);
    await storeRaceResult(
      context.database.db,
      raceUrl(31),
      main('1/8 Nitro Buggy A-Main', [['Pat Dunn', 1]]),
      eventUrl(3),
    );
    const posted = (await call('GET', `/api/series/${id}/standings`)).json();
    expect(posted.rounds[2].scored).toBe(true);
    // Pat: 12 in round 2, 25 + 1 (TQ) in round 3.
    expect(posted.rows.find((row: { driver: string }) => row.driver === 'Pat Dunn').total).toBe(38);
  });

  it('exports the standings as CSV with a column per round', async () => {
    const id = await create();
    const csv = await call('GET', `/api/series/${id}/standings.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="pitboard-series-\d+-standings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.trimEnd().split('\r\n')).toEqual([
      'place,driver,total,R1 Round 1 (2026-11-01),R2 Round 2 (2026-11-15),R3 Round 3 (2026-11-29)',
      '1,Jack Morrison,44,18,26 TQ,',
      '2,Kevin Lewis,41,26 TQ,15,',
      '3,Sam Smith,33,15,18,',
      '4,Pat Dunn,12,,12,',
    ]);
  });

  it("keeps each racer's series their own: another racer's answers 404 and changes nothing", async () => {
    const id = await create();
    const theirs = await create({ ...winterSeries, name: 'Their series' }, otherCookie);
    for (const [method, url, payload] of [
      ['GET', `/api/series/${id}`],
      ['GET', `/api/series/${id}/standings`],
      ['GET', `/api/series/${id}/standings.csv`],
      ['PUT', `/api/series/${id}`, { ...winterSeries, name: 'Taken' }],
      ['DELETE', `/api/series/${id}`],
    ] as const) {
      const refused = await call(method, url, payload, otherCookie);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json().message).toBe('Series not found');
    }
    expect((await call('GET', '/api/series')).json().series.map((one: { name: string }) => one.name)).toEqual(
      ['Winter series'],
    );
    expect(
      (await call('GET', '/api/series', undefined, otherCookie))
        .json()
        .series.map((one: { id: number }) => one.id),
    ).toEqual([theirs]);
    expect((await call('GET', `/api/series/${id}/standings`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/series/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/series/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/series/${theirs}`, undefined, otherCookie)).statusCode).toBe(200);
  });

  it('answers bad input with a clear 400 that stores nothing', async () => {
    for (const [payload, message] of [
      [{ ...winterSeries, name: '' }, 'Series name is required'],
      [{ ...winterSeries, points: [] }, 'The points table needs points for first place at least'],
      [{ ...winterSeries, points: [25, -1] }, 'Points must be at least 0'],
      [{ ...winterSeries, bestOf: 0 }, 'Rounds counted must be at least 1'],
      [{ ...winterSeries, tqBonus: 101 }, 'TQ bonus must be at most 100'],
      [
        {
          ...winterSeries,
          events: Array.from({ length: 31 }, (_, i) => ({
            eventUrl: eventUrl(i + 1),
            title: `R${i}`,
            date: null,
          })),
        },
        'A series holds at most 30 events',
      ],
      [
        {
          ...winterSeries,
          events: [
            {
              eventUrl: 'https://redgum.liverc.com/results/?p=view_race_result&id=1',
              title: 'R',
              date: null,
            },
          ],
        },
        'Pick events from a track’s events, or paste LiveRC event links',
      ],
      [
        // One event twice, once with its parameters the other way round.
        {
          ...winterSeries,
          events: [
            { eventUrl: eventUrl(1), title: 'R1', date: null },
            {
              eventUrl: 'https://redgum.liverc.com/results/?id=1&p=view_event',
              title: 'R1 again',
              date: null,
            },
          ],
        },
        'Each event can be in a series once',
      ],
    ] as const) {
      const refused = await call('POST', '/api/series', payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await call('GET', '/api/series/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/series/2147483648')).statusCode).toBe(404);
    expect((await call('GET', '/api/series')).json().series).toEqual([]);
  });

  it(`keeps at most ${RACER_LIMITS.series} series a racer`, async () => {
    for (let n = 0; n < RACER_LIMITS.series; n++) await create({ ...winterSeries, name: `Series ${n}` });
    const refused = await call('POST', '/api/series', winterSeries);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You can keep at most 20 series; delete one to add another');
    expect((await call('GET', '/api/series')).json().series).toHaveLength(RACER_LIMITS.series);
    // The other racer's count is their own.
    await create(winterSeries, otherCookie);
  });
});
