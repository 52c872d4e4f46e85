// A phone's offline queue resending writes: with the same Idempotency-Key a write is stored once and the
// repeat gets the first answer; a reused key on another request, or a bad key, changes nothing; keys are
// each racer's own.
import { beforeEach, expect, it } from 'vitest';
import { describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import {
  BAD_KEY,
  KEY_REUSED,
  MADE_BY_ANOTHER_RACER,
  RACER_HEADER,
  STILL_RUNNING,
} from '../../domain/idempotency.ts';
import type { TyreItem } from '../../domain/tyres.ts';

const blockade = { treadPattern: 'Blockade', compound: 'M3' };

describeWithDatabases('Idempotency-Key on writes', (context) => {
  let cookie: string;
  let otherCookie: string;
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    key?: string,
    as = cookie,
  ) =>
    context.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        cookie: as,
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
    });
  const sets = async (as = cookie): Promise<TyreItem[]> =>
    (await context.app.inject({ method: 'GET', url: '/api/tire-inventory', headers: { cookie: as } })).json();
  const addSet = async () => (await send('POST', '/api/tire-inventory', blockade)).json() as TyreItem;

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
  });

  it("stores a queued write only in the account of the racer who made it, whoever's cookie the phone holds now", async () => {
    const madeBy = (racer: string, as: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/tire-inventory',
        payload: blockade,
        headers: {
          cookie: as,
          'content-type': 'application/json',
          [RACER_HEADER]: encodeURIComponent(racer),
        },
      });
    // racer_one's write, sent after racer_two signed in on the phone (another tab): refused, nothing stored.
    const refused = await madeBy('racer_one', otherCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MADE_BY_ANOTHER_RACER });
    expect(await sets(otherCookie)).toEqual([]);
    // A header naming someone else is refused too; the racer's own write is stored.
    expect((await madeBy('%E0%A4%A', cookie)).statusCode).toBe(409);
    expect((await madeBy('racer_one', cookie)).statusCode).toBe(201);
    expect(await sets()).toHaveLength(1);
  });

  it('stores a tyre set sent twice once, and answers the second send as the first', async () => {
    const first = await send('POST', '/api/tire-inventory', blockade, 'add-set-1');
    const second = await send('POST', '/api/tire-inventory', blockade, 'add-set-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await sets()).toHaveLength(1);
  });

  it('counts laps added twice with one key once', async () => {
    const set = await addSet();
    const laps = { sessionDate: '2026-11-27', laps: 12 };
    const url = `/api/tire-inventory/${set.id}/sessions`;
    const first = await send('POST', url, laps, 'laps-1');
    const second = await send('POST', url, laps, 'laps-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await sets())[0]?.totalLaps).toBe(12);
  });

  it('answers a repeated PATCH from its first answer without running it again', async () => {
    const set = await addSet();
    const url = `/api/tire-inventory/${set.id}`;
    const first = await send('PATCH', url, { quantity: 2 }, 'count-1');
    // Changed since on another phone: the late repeat must not put 2 back.
    expect((await send('PATCH', url, { quantity: 5 })).statusCode).toBe(200);
    const repeat = await send('PATCH', url, { quantity: 2 }, 'count-1');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.json().quantity).toBe(2);
    expect((await sets())[0]?.quantity).toBe(5);
  });

  it('answers a repeated DELETE with the first answer, not a 404', async () => {
    const set = await addSet();
    const first = await send('DELETE', `/api/tire-inventory/${set.id}`, undefined, 'delete-1');
    const second = await send('DELETE', `/api/tire-inventory/${set.id}`, undefined, 'delete-1');
    expect(first.statusCode).toBe(204);
    expect(second.statusCode).toBe(204);
    expect(second.body).toBe('');
    expect(await sets()).toEqual([]);
  });

  it('refuses the same key on another request with 422 and changes nothing', async () => {
    await send('POST', '/api/tire-inventory', blockade, 'shared-key');
    const other = await send('POST', '/api/tire-inventory', { ...blockade, compound: 'S3' }, 'shared-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: KEY_REUSED });
    expect((await sets()).map((set) => set.compound)).toEqual(['M3']);
  });

  it('gives another racer using the same key their own write', async () => {
    const mine = await send('POST', '/api/tire-inventory', blockade, 'same-key');
    const theirs = await send(
      'POST',
      '/api/tire-inventory',
      { ...blockade, compound: 'S3' },
      'same-key',
      otherCookie,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect((await sets(otherCookie)).map((set) => set.compound)).toEqual(['S3']);
    expect((await sets()).map((set) => set.compound)).toEqual(['M3']);
  });

  it.each(['', 'has space', 'a'.repeat(101), 'semi;colon', 'naïve'])(
    'refuses the key %j with 400',
    async (key) => {
      const response = await send('POST', '/api/tire-inventory', blockade, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: BAD_KEY });
      expect(await sets()).toEqual([]);
    },
  );

  it('stores one set when two sends with one key race, and the other is told to wait', async () => {
    const answers = await Promise.all([
      send('POST', '/api/tire-inventory', blockade, 'racing'),
      send('POST', '/api/tire-inventory', blockade, 'racing'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(answer.json()).toEqual({ message: STILL_RUNNING });
    expect(await sets()).toHaveLength(1);
    // Once the first has answered, the waiting phone's retry gets that answer.
    const retry = await send('POST', '/api/tire-inventory', blockade, 'racing');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(answers.find((answer) => answer.statusCode === 201)?.json());
  });
});
