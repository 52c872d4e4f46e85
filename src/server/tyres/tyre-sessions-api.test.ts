// Practice sessions on a tyre set: their laps count in the set's Total Laps; only the set's owner may
// add or read them.
import { beforeEach, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import type { TyreItem } from '../../domain/tyres.ts';

describeWithDatabases('tyre practice sessions API', (context) => {
  let cookie: string;
  let otherCookie: string;
  let set: TyreItem;
  const call = (method: Parameters<typeof apiCall>[2], url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);
  const session = { sessionDate: '2026-11-21', laps: 24, bestLap: 38.0614, averageLap: 40.2, notes: 'dusty' };

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
    set = (
      await call('POST', '/api/tire-inventory', { treadPattern: 'Blockade', compound: 'M3', lapsEntered: 10 })
    ).json();
  });

  it("saves a timer's laps to a set, and counts them in the set's laps", async () => {
    const saved = await call('POST', `/api/tire-inventory/${set.id}/sessions`, session);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({
      id: expect.any(Number),
      tireId: set.id,
      brand: 'Pro-Line',
      compound: 'M3',
      sessionDate: '2026-11-21',
      laps: 24,
      bestLap: 38.061,
      averageLap: 40.2,
      notes: 'dusty',
      sourceUrl: null,
      createdAt: expect.any(String),
    });
    await call('POST', `/api/tire-inventory/${set.id}/sessions`, { sessionDate: '2026-11-22', laps: 6 });
    const listed = (await call('GET', `/api/tire-inventory/${set.id}/sessions`)).json();
    expect(listed.map((each: { laps: number }) => each.laps)).toEqual([6, 24]);
    const [item] = (await call('GET', '/api/tire-inventory')).json();
    expect(item.totalLaps).toBe(10 + 24 + 6);
  });

  it('refuses a session without laps or with a best lap slower than the average, storing nothing', async () => {
    for (const [payload, message] of [
      [{ sessionDate: '2026-11-21', laps: 0 }, 'A session needs at least one lap'],
      [{ sessionDate: 'yesterday', laps: 3 }, 'Session date must be a date (YYYY-MM-DD)'],
      [{ ...session, bestLap: 45 }, 'Best lap must not be slower than the average lap'],
      [{ ...session, bestLap: -1 }, 'Best lap must be more than 0 seconds'],
      [{ ...session, tireId: 99 }, 'Unrecognized key: "tireId"'],
    ] as const) {
      const response = await call('POST', `/api/tire-inventory/${set.id}/sessions`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('GET', `/api/tire-inventory/${set.id}/sessions`)).json()).toEqual([]);
  });

  it("keeps another racer out of a set's sessions", async () => {
    await call('POST', `/api/tire-inventory/${set.id}/sessions`, session);
    const read = await call('GET', `/api/tire-inventory/${set.id}/sessions`, undefined, otherCookie);
    expect(read.statusCode).toBe(404);
    const write = await call('POST', `/api/tire-inventory/${set.id}/sessions`, session, otherCookie);
    expect(write.statusCode).toBe(404);
    expect((await call('GET', `/api/tire-inventory/${set.id}/sessions`)).json()).toHaveLength(1);
  });

  it("deletes a set's sessions with the set", async () => {
    await call('POST', `/api/tire-inventory/${set.id}/sessions`, session);
    await call('DELETE', `/api/tire-inventory/${set.id}`);
    expect((await call('GET', `/api/tire-inventory/${set.id}/sessions`)).statusCode).toBe(404);
  });
});
