// Paged lists (race log, its full details, setup sheets, a set's sessions): following the Link headers
// gives every row once, in the list's order, a row added meanwhile repeats none; bad paging is a 400; and
// another racer's row is no place to start from.
import { beforeEach, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../tests/support/test-app.ts';
import { nextPageUrl, PAGE_SIZE_DEFAULT } from '../domain/paging.ts';

type Row = { id: number };

describeWithDatabases('paged lists', (context) => {
  let cookie: string;
  let otherCookie: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);

  /** Every page from `url` on, as the web app reads them: the rows of each page, in order. */
  async function pages(url: string): Promise<number[][]> {
    const found: number[][] = [];
    for (let next: string | null = url; next !== null; ) {
      const answer = await call('GET', next);
      expect(answer.statusCode, answer.body).toBe(200);
      found.push((answer.json() as Row[]).map((row) => row.id));
      next = nextPageUrl((answer.headers.link as string | undefined) ?? null);
    }
    return found;
  }

  const entry = (n: number, raceDate: string) => ({
    raceTitle: `Heat ${n}`,
    trackName: 'Red Gum',
    driverName: 'Racer One',
    position: 1,
    raceDate,
  });

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
  });

  it('pages the race log and its full details: every entry once, latest race first, ties by id', async () => {
    // Two races on one date: the id decides, as in the whole list.
    const dates = [
      '2026-03-01T10:00:00Z',
      '2026-03-02T10:00:00Z',
      '2026-03-02T10:00:00Z',
      '2026-02-01T10:00:00Z',
    ];
    const ids: number[] = [];
    for (const [n, date] of [...dates, ...dates].entries()) {
      ids.push((await call('POST', '/api/race-results-with-tires', entry(n, date))).json().id);
    }
    await call('POST', '/api/race-results-with-tires', entry(99, dates[0]!), otherCookie);
    const whole = (await call('GET', '/api/race-results-with-tires')).json().map((row: Row) => row.id);
    expect(whole).toHaveLength(8);

    for (const list of ['/api/race-results-with-tires', '/api/race-results-with-full-tire-details']) {
      const found = await pages(`${list}?limit=3`);
      expect(found.map((page) => page.length)).toEqual([3, 3, 2]);
      expect(found.flat()).toEqual(whole);
    }
    const first = await call('GET', '/api/race-results-with-tires?limit=3');
    expect(first.headers.link).toBe(`</api/race-results-with-tires?limit=3&before=${whole[2]}>; rel="next"`);
    const last = await call('GET', `/api/race-results-with-tires?limit=3&before=${whole[4]}`);
    expect(last.headers.link).toBeUndefined();

    // A race logged between two pages is on the first page's side: the next page repeats nothing.
    const page1 = await call('GET', '/api/race-results-with-tires?limit=3');
    await call('POST', '/api/race-results-with-tires', entry(50, '2026-04-01T10:00:00Z'));
    const rest = await pages(nextPageUrl(page1.headers.link as string)!);
    expect([...page1.json().map((row: Row) => row.id), ...rest.flat()]).toEqual(whole);
  });

  it('answers at most the default page size when no limit is asked', async () => {
    const rows = Array.from({ length: PAGE_SIZE_DEFAULT + 1 }, (_, n) => ({ track: `Track ${n}` }));
    for (const sheet of rows) expect((await call('POST', '/api/setup-sheets', sheet)).statusCode).toBe(201);
    const found = await pages('/api/setup-sheets');
    expect(found.map((page) => page.length)).toEqual([PAGE_SIZE_DEFAULT, 1]);
    expect(new Set(found.flat()).size).toBe(PAGE_SIZE_DEFAULT + 1);
  });

  it("pages setup sheets under a track filter, and a set's sessions", async () => {
    for (const [n, date] of [
      '2026-03-01',
      '2026-03-03',
      '2026-03-03',
      '2026-03-02',
      '2026-03-01',
    ].entries()) {
      await call('POST', '/api/setup-sheets', { track: n % 2 ? 'Red Gum' : 'Red Gum North', date });
      await call('POST', '/api/setup-sheets', { track: 'Clay', date });
    }
    const whole = (await call('GET', '/api/setup-sheets?track=red')).json().map((row: Row) => row.id);
    expect(whole).toHaveLength(5);
    expect((await pages('/api/setup-sheets?track=red&limit=2')).flat()).toEqual(whole);

    const tyre = (
      await call('POST', '/api/tire-inventory', { treadPattern: 'Blockade', compound: 'M3' })
    ).json();
    for (const day of ['2026-03-01', '2026-03-03', '2026-03-02', '2026-03-03']) {
      await call('POST', `/api/tire-inventory/${tyre.id}/sessions`, { sessionDate: day, laps: 10 });
    }
    const sessions = `/api/tire-inventory/${tyre.id}/sessions`;
    const all = (await call('GET', sessions)).json().map((row: Row) => row.id);
    expect(all).toHaveLength(4);
    const found = await pages(`${sessions}?limit=1`);
    expect(found).toEqual(all.map((id: number) => [id]));
  });

  it("refuses bad paging with a 400 and a sentence, and another racer's row as the place to start", async () => {
    const mine = (
      await call('POST', '/api/race-results-with-tires', entry(1, '2026-03-01T10:00:00Z'))
    ).json();
    const theirs = (
      await call('POST', '/api/race-results-with-tires', entry(2, '2026-03-01T10:00:00Z'), otherCookie)
    ).json();
    const bad = [
      'limit=0',
      'limit=501',
      'limit=abc',
      'limit=1e2',
      'before=-1',
      'before=0',
      'before=2147483648',
    ];
    for (const list of [
      '/api/race-results-with-tires',
      '/api/setup-sheets',
      '/api/race-results-with-full-tire-details',
    ]) {
      for (const query of [...bad, `before=${theirs.id}`, 'page=2']) {
        const answer = await call('GET', `${list}?${query}`);
        expect(answer.statusCode, `${list}?${query}`).toBe(400);
        expect(typeof answer.json().message).toBe('string');
      }
    }
    const gone = await call('GET', `/api/race-results-with-tires?before=${theirs.id}`);
    expect(gone.json().message).toBe('The list changed while it was read page by page: load it again');
    expect((await call('GET', `/api/race-results-with-tires?before=${mine.id}`)).json()).toEqual([]);
  });
});
