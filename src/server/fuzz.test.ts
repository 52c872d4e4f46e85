// Every route, signed in and not, with generated addresses, queries, bodies and content types: no answer
// may be a 5xx, every refusal is `{ message }`, and no answer shows a stack trace or a database query.
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
  { method: 'GET', path: '/api/tire-inventory/:id/sessions' },
  { method: 'POST', path: '/api/tire-inventory/:id/sessions' },
  { method: 'GET', path: '/api/race-results-with-tires' },
  { method: 'POST', path: '/api/race-results-with-tires' },
  { method: 'GET', path: '/api/race-results-with-full-tire-details' },
  { method: 'PATCH', path: '/api/race-results-with-tires/:id' },
  { method: 'DELETE', path: '/api/race-results-with-tires/:id' },
  { method: 'GET', path: '/api/my-races' },
  { method: 'GET', path: '/api/my-practice' },
  { method: 'GET', path: '/api/export/:file' },
  { method: 'GET', path: '/api/setup-sheets' },
  { method: 'POST', path: '/api/setup-sheets' },
  { method: 'GET', path: '/api/setup-sheets/:id' },
  { method: 'PATCH', path: '/api/setup-sheets/:id' },
  { method: 'DELETE', path: '/api/setup-sheets/:id' },
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
  'followedTrackUrl',
  'url',
  'trackUrl',
  'refresh',
  'brand',
  'treadPattern',
  'compound',
  'size',
  'quantity',
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
  },
  {
    config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 1_000 }),
    resetEachTest: false,
  },
);
