// Every route, signed in and not, with generated addresses, queries, bodies and content types: no answer
// may be a 5xx, every refusal is `{ message }`, and no answer shows a stack trace or a database query.
// Then valid bodies of every write route holding numbers at and past every limit (2^31, 2^53, 1e309, -0,
// a laps/time of 2 billion laps): none may be a 5xx, and what was stored must still read.
// `npm test` runs a slice of FUZZ_RUNS (default 1,000) cases a database; `npm run fuzz` runs 10,000.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabases, signUpAndIn } from '../../tests/support/test-app.ts';
import { type ReplayServer, startReplayServer } from '../../tools/liverc-replay/replay-server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.npm_lifecycle_event === 'fuzz' ? 10_000 : 1_000));

const STREAM = '/api/live/stream';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Every route the app serves; `:id` and `:file` are filled by the generator. */
export const ROUTES: readonly { method: Method; path: string }[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'POST', path: '/api/auth/register' },
  { method: 'POST', path: '/api/auth/login' },
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'GET', path: '/api/auth/user' },
  { method: 'GET', path: '/api/data-sources' },
  { method: 'GET', path: '/api/liverc/tracks' },
  { method: 'GET', path: '/api/liverc/track-details' },
  { method: 'GET', path: '/api/liverc/event-details' },
  { method: 'GET', path: '/api/liverc/race-results' },
  { method: 'GET', path: '/api/saved-track-events' },
  { method: 'GET', path: '/api/settings' },
  { method: 'PUT', path: '/api/settings' },
  { method: 'GET', path: '/api/settings/driver-name-candidates' },
  { method: 'POST', path: '/api/settings/rejected-driver-names' },
  { method: 'GET', path: '/api/events/current' },
  { method: 'GET', path: '/api/events/:id/drivers' },
  { method: 'GET', path: '/api/live/next-race' },
  { method: 'POST', path: '/api/refresh' },
  { method: 'HEAD', path: STREAM },
  { method: 'GET', path: '/api/tire-inventory' },
  { method: 'POST', path: '/api/tire-inventory' },
  { method: 'GET', path: '/api/tire-inventory/:id' },
  { method: 'PATCH', path: '/api/tire-inventory/:id' },
  { method: 'DELETE', path: '/api/tire-inventory/:id' },
  { method: 'POST', path: '/api/tire-inventory/:id/number-sets' },
  { method: 'POST', path: '/api/tire-inventory/:id/count' },
  { method: 'GET', path: '/api/tire-inventory/:id/sessions' },
  { method: 'POST', path: '/api/tire-inventory/:id/sessions' },
  { method: 'GET', path: '/api/race-results-with-tires' },
  { method: 'POST', path: '/api/race-results-with-tires' },
  { method: 'GET', path: '/api/race-results-with-full-tire-details' },
  { method: 'PATCH', path: '/api/race-results-with-tires/:id' },
  { method: 'DELETE', path: '/api/race-results-with-tires/:id' },
  { method: 'GET', path: '/api/my-races' },
  { method: 'GET', path: '/api/my-practice' },
  { method: 'GET', path: '/api/added-events' },
  { method: 'POST', path: '/api/added-events' },
  { method: 'DELETE', path: '/api/added-events/:id' },
  { method: 'GET', path: '/api/rivals' },
  { method: 'GET', path: '/api/rivals/names' },
  { method: 'POST', path: '/api/rivals' },
  { method: 'DELETE', path: '/api/rivals/:id' },
  { method: 'GET', path: '/api/rivals/:id/head-to-head' },
  { method: 'GET', path: '/api/series' },
  { method: 'POST', path: '/api/series' },
  { method: 'GET', path: '/api/series/:id' },
  { method: 'PUT', path: '/api/series/:id' },
  { method: 'DELETE', path: '/api/series/:id' },
  { method: 'GET', path: '/api/series/:id/standings' },
  { method: 'GET', path: '/api/series/:id/standings.csv' },
  { method: 'GET', path: '/api/cars' },
  { method: 'POST', path: '/api/cars' },
  { method: 'GET', path: '/api/cars/:id' },
  { method: 'PATCH', path: '/api/cars/:id' },
  { method: 'DELETE', path: '/api/cars/:id' },
  { method: 'GET', path: '/api/export/:file' },
  { method: 'GET', path: '/api/setup-sheets' },
  { method: 'POST', path: '/api/setup-sheets' },
  { method: 'GET', path: '/api/setup-sheets/:id' },
  { method: 'PATCH', path: '/api/setup-sheets/:id' },
  { method: 'DELETE', path: '/api/setup-sheets/:id' },
  { method: 'GET', path: '/api/share-links' },
  { method: 'POST', path: '/api/share-links' },
  { method: 'DELETE', path: '/api/share-links/:id' },
  { method: 'GET', path: '/api/shared/:id' },
  { method: 'GET', path: '/api/push/public-key' },
  { method: 'GET', path: '/api/push/switches' },
  { method: 'PUT', path: '/api/push/switches' },
  { method: 'POST', path: '/api/push/subscriptions' },
  { method: 'DELETE', path: '/api/push/subscriptions' },
  { method: 'GET', path: '/api/no-such-route' },
];

const FIELDS = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'driverName',
  'driverNames',
  'name',
  'followedTrackUrl',
  'url',
  'trackUrl',
  'refresh',
  'brand',
  'treadPattern',
  'compound',
  'size',
  'quantity',
  'change',
  'setNumber',
  'purchaseDate',
  'purchasePrice',
  'condition',
  'trackType',
  'tempRangeMin',
  'tempRangeMax',
  'notes',
  'sessionDate',
  'laps',
  'bestLap',
  'averageLap',
  'raceTitle',
  'raceUrl',
  'trackName',
  'driverName',
  'position',
  'frontTireId',
  'rearTireId',
  'lapsTime',
  'userRating',
  'raceDate',
  'date',
  'sourceUrl',
  'track',
  'driver',
  'frontPistonOil',
  'frontFF',
  'setupSheetId',
  'kind',
  'id',
  'make',
  'carClass',
  'template',
];

/** Text a careless or hostile client sends: any code unit (NUL, lone surrogates), LiveRC-ish addresses. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\uD800',
    '\uDFFF',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'https://redgum.liverc.com/',
    'https://redgum.liverc.com//127.0.0.1:9/x',
    'https://redgum.liverc.com/results/?p=view_race_result&id=1',
    'http://169.254.169.254/latest/meta-data',
    'true',
    'x'.repeat(5_000),
  ),
);
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), nasty), value, { maxKeys: 6 }),
  fc.record({ username: nasty, email: nasty, password: nasty }, { requiredKeys: [] }),
  nasty,
);
const segment = fc.oneof(
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    '2147483648',
    '-1',
    '0',
    '1e99',
    'NaN',
    '%00',
    '%E0%A4%A',
    '..',
    'tire-inventory.csv',
    'setup-sheets.csv',
  ),
  nasty.map(encodePathSegment),
);
/** A segment as a client would escape it; a lone surrogate, which has no escape, as the bytes of one. */
function encodePathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * Numbers at and past every limit, as JSON text (so 1e309 and -0 reach the parser as a client wrote
 * them), and the texts that give such numbers: a laps/time of 2 billion laps, an id past int4.
 */
const BOUNDARY_LITERALS = [
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '1e21',
  '1e309',
  '-1e309',
  '-0',
  '0.1e-400',
  '123456789012345678901234567890',
  '1.000000000000000000000000000001',
  '99999999.999999999',
  '-99999999.99',
  '"2000000000/30:00"',
  '"2147483648/5:00"',
  '"99999999999999999999/1:00"',
  '"2147483648"',
  '"1e309"',
  '"-0"',
  '"NaN"',
  'null',
];
const boundaryLiteral = fc.constantFrom(...BOUNDARY_LITERALS);
const boundarySegment = fc.constantFrom('2147483647', '2147483648', '9007199254740993', '1e309', '-0', '1.5');

/**
 * A valid body of each write route, so that its boundary fields reach the database, and the number-bearing
 * fields it takes (ids included). ':tyre' is the racer's own set: laps logged on it count in its total.
 */
const WRITES: readonly { method: Method; path: string; body: Record<string, unknown>; fields: string[] }[] = [
  {
    method: 'POST',
    path: '/api/tire-inventory',
    body: { treadPattern: 'Blockade', compound: 'M3', quantity: 1, lapsEntered: 0 },
    fields: ['quantity', 'setNumber', 'purchasePrice', 'tempRangeMin', 'tempRangeMax', 'lapsEntered'],
  },
  {
    method: 'PATCH',
    path: '/api/tire-inventory/:id',
    body: { quantity: 2, lapsEntered: 10 },
    fields: ['quantity', 'setNumber', 'purchasePrice', 'tempRangeMin', 'tempRangeMax', 'lapsEntered'],
  },
  { method: 'POST', path: '/api/tire-inventory/:id/count', body: { change: 1 }, fields: ['change'] },
  {
    method: 'POST',
    path: '/api/tire-inventory/:id/sessions',
    body: { sessionDate: '2026-03-01', laps: 12 },
    fields: ['laps', 'bestLap', 'averageLap'],
  },
  {
    method: 'POST',
    path: '/api/race-results-with-tires',
    body: {
      raceTitle: 'A-Main',
      trackName: 'Red Gum',
      driverName: 'Racer',
      position: 1,
      raceDate: '2026-03-01T10:00:00.000Z',
      frontTireId: ':tyre',
    },
    fields: [
      'lapsTime',
      'lapsTime',
      'lapsCompleted',
      'position',
      'userRating',
      'temperature',
      'rearTireId',
      'setupSheetId',
    ],
  },
  {
    method: 'PATCH',
    path: '/api/race-results-with-tires/:id',
    body: { position: 2 },
    fields: ['lapsTime', 'lapsTime', 'lapsCompleted', 'position', 'frontTireId', 'setupSheetId'],
  },
  { method: 'POST', path: '/api/setup-sheets', body: { track: 'Red Gum' }, fields: ['date', 'eventId'] },
  {
    method: 'POST',
    path: '/api/series',
    body: {
      name: 'Winter',
      className: '1/8 Nitro Buggy',
      events: [],
      points: [25, 18],
      bestOf: null,
      tqBonus: 1,
    },
    fields: ['bestOf', 'tqBonus'],
  },
  { method: 'PATCH', path: '/api/setup-sheets/:id', body: { track: 'Red Gum' }, fields: ['date', 'eventId'] },
];
const boundaryWrite = fc.constantFrom(...WRITES).chain((write) =>
  fc.record({
    write: fc.constant(write),
    fields: fc.dictionary(fc.constantFrom(...write.fields), boundaryLiteral, { minKeys: 1, maxKeys: 3 }),
    ownId: fc.boolean(),
    segment: boundarySegment,
  }),
);

const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), nasty), nasty, { maxKeys: 3 });

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  method: fc.option(fc.constantFrom<Method>('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), {
    freq: 4,
  }),
  segment,
  query,
  body,
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    undefined,
  ),
  session: fc.constantFrom('racer', 'none', 'forged'),
});

// What an answer must never show: how the server is built or what it asked the database.
const LEAKS = /\n\s+at |Failed query|\bselect\b .*\bfrom\b|insert into|drizzle|pglite|node_modules/i;

let replay: ReplayServer;
beforeAll(async () => {
  // LiveRC answers 404 for every address: the fuzz is about our server, not about a network.
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-fuzz-'));
  writeFileSync(path.join(dir, 'manifest.json'), '{}');
  replay = await startReplayServer({ pagesDir: dir });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'generated requests to every route',
  (context) => {
    let cookie = '';
    beforeAll(async () => {
      cookie = await signUpAndIn(context.app);
    });

    it(`answers ${RUNS} generated requests without a 5xx, a stack or a query`, async () => {
      await fc.assert(
        fc.asyncProperty(request, async (sample) => {
          const address = sample.route.path.replace(':id', sample.segment).replace(':file', sample.segment);
          const search = new URLSearchParams(sample.query).toString();
          const headers: Record<string, string> = {};
          if (sample.session === 'racer') headers.cookie = cookie;
          if (sample.session === 'forged') headers.cookie = 'pitboard_session=forged-token';
          if (sample.contentType && sample.body !== undefined) headers['content-type'] = sample.contentType;
          // A GET of the live stream never ends (it is a stream): that route keeps its HEAD.
          const method = sample.route.path === STREAM ? 'HEAD' : (sample.method ?? sample.route.method);
          const payload =
            sample.body === undefined || method === 'GET' || method === 'HEAD'
              ? undefined
              : typeof sample.body === 'string'
                ? sample.body
                : JSON.stringify(sample.body);
          const response = await context.app.inject({
            method,
            url: search ? `${address}?${search}` : address,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          const where = `${method} ${address}`;
          expect(response.statusCode, where).toBeLessThan(500);
          expect(response.body, where).not.toMatch(LEAKS);
          if (response.statusCode >= 400 && method !== 'HEAD') {
            expect(response.headers['content-type'], where).toMatch(/^application\/json/);
            expect(typeof response.json().message, where).toBe('string');
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 600_000);

    it(`answers ${RUNS} valid writes holding numbers past every limit without a 5xx`, async () => {
      // Rows of the racer's own, so that a write reaches the database rather than a 404.
      const own = async (url: string, payload: object) =>
        (await context.app.inject({ method: 'POST', url, payload, headers: { cookie } })).json().id as number;
      const ids: Record<string, number> = {
        'tire-inventory': await own('/api/tire-inventory', { treadPattern: 'Fuzz', compound: 'M4' }),
        'race-results-with-tires': await own('/api/race-results-with-tires', {
          raceTitle: 'Fuzz',
          trackName: 'Fuzz',
          driverName: 'Fuzz',
          position: 9,
          raceDate: '2026-03-01T10:00:00.000Z',
        }),
        'setup-sheets': await own('/api/setup-sheets', { track: 'Fuzz' }),
      };
      await fc.assert(
        fc.asyncProperty(boundaryWrite, async ({ write, fields, ownId, segment }) => {
          const resource = write.path.split('/')[2]!;
          const address = write.path.replace(':id', ownId ? String(ids[resource]) : segment);
          const base = Object.entries(write.body).map(([key, value]) => [
            key,
            value === ':tyre' ? String(ids['tire-inventory']) : JSON.stringify(value),
          ]);
          const text = `{${[...base, ...Object.entries(fields)]
            .map(([key, literal]) => `${JSON.stringify(key)}:${literal}`)
            .join(',')}}`;
          const response = await context.app.inject({
            method: write.method,
            url: address,
            headers: { cookie, 'content-type': 'application/json' },
            payload: text,
          });
          const where = `${write.method} ${address} ${text}`;
          expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(500);
          expect(response.body, where).not.toMatch(LEAKS);
          // A write that went through must read back: the set every logged race is on (its summed laps)
          // and the newest rows. One row each: the runs add rows, and a whole list each time would grow.
          if (response.statusCode < 300) {
            for (const url of [
              `/api/tire-inventory/${ids['tire-inventory']}`,
              '/api/race-results-with-tires?limit=1',
              `/api/tire-inventory/${ids['tire-inventory']}/sessions?limit=1`,
              '/api/setup-sheets?limit=1',
            ]) {
              const read = await context.app.inject({ method: 'GET', url, headers: { cookie } });
              expect(read.statusCode, `${url} after ${where}`).toBe(200);
            }
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 600_000);
  },
  {
    config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 1_000 }),
    resetEachTest: false,
  },
);
