// Share links: a racer shares one setup sheet or one tyre set by an unguessable link that anyone may read
// signed out, that shows that row only, and that stops working the moment it is revoked.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { users } from '../../db/schema.ts';
import { RACER_LIMITS } from '../../domain/racer-limits.ts';
import { templateFieldNames } from '../../domain/setup-templates.ts';
import { SHARED_READS_PER_MINUTE } from './routes.ts';

/** The racer's sheet a link shares, as saved and as the link shows it. */
const CLUB_DRY = {
  name: 'Club dry',
  date: '2026-05-02',
  track: 'Red Gum',
  frontPistonOil: '6x1.5mm',
  rearOP: true,
  notes: '<b>+1</b> click',
};

describeWithDatabases('share links API', (context) => {
  let cookie: string;
  let otherCookie: string;
  let sheetId: number;
  let setId: number;
  const call = (method: Parameters<typeof apiCall>[2], url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);
  const readSignedOut = (token: string) => context.app.inject({ method: 'GET', url: `/api/shared/${token}` });
  const share = async (kind: 'setupSheet' | 'tyreSet', id: number, as = cookie) =>
    call('POST', '/api/share-links', { kind, id }, as);

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
    sheetId = (await call('POST', '/api/setup-sheets', CLUB_DRY)).json().id;
    // A second sheet of the same racer: the link must not show it.
    await call('POST', '/api/setup-sheets', { name: 'Wet', track: 'Red Gum', notes: 'not shared' });
    setId = (
      await call('POST', '/api/tire-inventory', { treadPattern: 'Blockade', compound: 'M3', lapsEntered: 10 })
    ).json().id;
    await call('POST', `/api/tire-inventory/${setId}/sessions`, {
      sessionDate: '2026-11-21',
      laps: 24,
      bestLap: 38.061,
      averageLap: 40.2,
      notes: 'dusty',
    });
  });

  it('shares a setup sheet: the link shows that sheet alone, signed out, and nothing of its owner', async () => {
    const created = await share('setupSheet', sheetId);
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toEqual({
      id: expect.any(Number),
      kind: 'setupSheet',
      itemId: sheetId,
      title: 'Club dry · Red Gum',
      createdAt: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // Only the token's hash is stored.
    const stored = await context.database.db.execute(sql`select token_hash from share_links`);
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const read = await readSignedOut(link.token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const answer = read.json();
    expect(Object.keys(answer).sort()).toEqual(['kind', 'setupSheet']);
    expect(answer.kind).toBe('setupSheet');
    // Exactly the sheet's fields and which sheet it is: no id, no owner, no car of theirs, no saved-at.
    expect(Object.keys(answer.setupSheet).sort()).toEqual(
      [...templateFieldNames('agama-8'), 'template'].sort(),
    );
    expect(answer.setupSheet).toMatchObject(CLUB_DRY);
    expect(read.body).not.toContain('not shared');
    expect(read.body).not.toContain('racer_one');
  });

  it("shares a tyre set with its practice sessions, and no other set's", async () => {
    const otherSet = (
      await call('POST', '/api/tire-inventory', {
        treadPattern: 'Positron',
        compound: 'MC',
        notes: 'mine only',
      })
    ).json().id;
    await call('POST', `/api/tire-inventory/${otherSet}/sessions`, { sessionDate: '2026-11-22', laps: 99 });
    for (const [raceTitle, tyres] of [
      ['A-Main', { frontTireId: setId, rearTireId: setId }],
      ['B-Main', { rearTireId: otherSet }],
    ] as const) {
      await call('POST', '/api/race-results-with-tires', {
        raceTitle,
        trackName: 'Red Gum',
        driverName: 'Racer One',
        position: 2,
        raceDate: '2026-11-23T10:00:00.000Z',
        fastestLap: '37.281',
        lapsCompleted: 20,
        notes: 'private race notes',
        ...tyres,
      });
    }
    const link = (await share('tyreSet', setId)).json();
    expect(link.title).toBe('Pro-Line Blockade M3 Set #1');

    const answer = (await readSignedOut(link.token)).json();
    expect(Object.keys(answer).sort()).toEqual(['kind', 'races', 'sessions', 'tyreSet']);
    expect(Object.keys(answer.tyreSet).sort()).toEqual(
      [
        'brand',
        'treadPattern',
        'compound',
        'compoundDescription',
        'size',
        'quantity',
        'setNumber',
        'purchaseDate',
        'purchasePrice',
        'currency',
        'condition',
        'trackType',
        'tempRangeMin',
        'tempRangeMax',
        'treadDescription',
        'notes',
        'lapsEntered',
        'totalLaps',
      ].sort(),
    );
    expect(answer.tyreSet).toMatchObject({ brand: 'Pro-Line', treadPattern: 'Blockade', totalLaps: 54 });
    // The race it ran in, without the racer's name, notes, links or the other set's race.
    expect(answer.races).toEqual([
      {
        raceTitle: 'A-Main',
        trackName: 'Red Gum',
        raceDate: '2026-11-23T10:00:00.000Z',
        position: 2,
        lapsCompleted: 20,
        fastestLap: '37.281',
        trackConditions: null,
        on: 'both',
      },
    ]);
    expect(answer.sessions).toEqual([
      {
        brand: 'Pro-Line',
        compound: 'M3',
        sessionDate: '2026-11-21',
        laps: 24,
        bestLap: 38.061,
        averageLap: 40.2,
        notes: 'dusty',
        sourceUrl: null,
      },
    ]);
  });

  it('lists the racer its links; revoking one ends it at once', async () => {
    const sheetLink = (await share('setupSheet', sheetId)).json();
    const setLink = (await share('tyreSet', setId)).json();
    const listed = (await call('GET', '/api/share-links')).json();
    expect(listed.map((each: { title: string }) => each.title)).toEqual([
      'Pro-Line Blockade M3 Set #1',
      'Club dry · Red Gum',
    ]);
    expect(JSON.stringify(listed)).not.toContain(sheetLink.token);

    expect((await call('DELETE', `/api/share-links/${sheetLink.id}`)).statusCode).toBe(204);
    const gone = await readSignedOut(sheetLink.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This link is no longer shared');
    expect((await readSignedOut(setLink.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/share-links')).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/share-links/${sheetLink.id}`)).statusCode).toBe(404);
  });

  it('ends the link when the shared sheet or set is deleted', async () => {
    const sheetLink = (await share('setupSheet', sheetId)).json();
    const setLink = (await share('tyreSet', setId)).json();
    await call('DELETE', `/api/setup-sheets/${sheetId}`);
    await call('DELETE', `/api/tire-inventory/${setId}`);
    expect((await readSignedOut(sheetLink.token)).statusCode).toBe(404);
    expect((await readSignedOut(setLink.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/share-links')).json()).toEqual([]);
  });

  it("keeps each racer's links their own: another racer can neither share, list nor revoke them", async () => {
    const link = (await share('setupSheet', sheetId)).json();
    expect((await share('setupSheet', sheetId, otherCookie)).statusCode).toBe(404);
    expect((await share('tyreSet', setId, otherCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/share-links', undefined, otherCookie)).json()).toEqual([]);
    expect((await call('DELETE', `/api/share-links/${link.id}`, undefined, otherCookie)).statusCode).toBe(
      404,
    );
    expect((await readSignedOut(link.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/share-links')).json()).toHaveLength(1);
  });

  it('needs a session for everything but reading a link', async () => {
    const signedOut = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
      context.app.inject({
        method,
        url,
        ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' } }),
        ...(method === 'POST' ? { payload: { kind: 'setupSheet', id: 1 } } : {}),
      });
    expect((await signedOut('GET', '/api/share-links')).statusCode).toBe(401);
    expect((await signedOut('POST', '/api/share-links')).statusCode).toBe(401);
    expect((await signedOut('DELETE', '/api/share-links/1')).statusCode).toBe(401);
  });

  it('answers unknown tokens 404 and bad input 400, changing nothing', async () => {
    for (const token of ['nope', 'A'.repeat(43), '%00']) {
      expect((await readSignedOut(token)).statusCode, token).toBe(404);
    }
    // Past Fastify's longest address part: no token is that long.
    expect((await readSignedOut('a'.repeat(201))).statusCode).toBe(400);
    for (const [payload, message] of [
      [{ kind: 'race', id: 1 }, 'Kind must be one of setupSheet, tyreSet'],
      [{ kind: 'setupSheet', id: 'x' }, 'Id must be a number'],
      [{ kind: 'setupSheet', id: -1 }, 'Id must be a whole number'],
      [{ kind: 'setupSheet', id: 1, userId: 2 }, undefined],
    ] as const) {
      const response = await call('POST', '/api/share-links', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().message).toContain(message);
    }
    expect((await share('setupSheet', 2_147_483_648)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/share-links/abc')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/share-links/99999999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/share-links')).json()).toEqual([]);
  });

  it(`keeps at most ${RACER_LIMITS.shareLinks} links a racer`, async () => {
    const [row] = await context.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'racer_one'));
    await context.database.db.execute(sql`insert into share_links (user_id, token_hash, setup_sheet_id)
      select ${row?.id}, md5(n::text) || md5((n + 1)::text), ${sheetId}
      from generate_series(1, ${RACER_LIMITS.shareLinks}) as n`);
    const refused = await share('tyreSet', setId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('stop sharing one to share another');
    expect((await call('GET', '/api/share-links')).json()).toHaveLength(RACER_LIMITS.shareLinks);
  });

  it('slows down one address reading many links', async () => {
    // An address of its own: the app (and its count) lives through the suite.
    const read = () =>
      context.app.inject({
        method: 'GET',
        url: '/api/shared/nope',
        remoteAddress: '203.0.113.7',
      });
    const statuses: number[] = [];
    for (let i = 0; i < SHARED_READS_PER_MINUTE; i++) statuses.push((await read()).statusCode);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not slowed.
    expect((await readSignedOut('nope')).statusCode).toBe(404);
  });
});
