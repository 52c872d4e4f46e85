// My cars through the API: a racer keeps cars, each with its class and the setup sheet it uses. Another racer
// can neither see nor change them; bad input is a 400 that changes nothing; a class that cannot use the car's
// sheet, a car with sheets, and the 21st car are refused with a sentence.
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  apiCall,
  describeWithDatabases,
  racer,
  secondRacer,
  signedIn,
} from '../../../tests/support/test-app.ts';
import { raceResultsWithTires, setupSheets, users } from '../../db/schema.ts';
import type { Car } from '../../domain/cars.ts';
import { RACER_LIMITS } from '../../domain/racer-limits.ts';

const clubBuggy = { name: 'Club buggy', make: 'Team Associated', model: 'B6.4', carClass: '1/10 2WD buggy' };
const agama = {
  name: 'Agama nitro',
  make: 'Agama',
  model: 'A319',
  carClass: '1/8 nitro buggy',
  template: 'agama-8',
};

describeWithDatabases('My cars', (context) => {
  let cookie: string;
  let otherCookie: string;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);
  const create = async (payload: object, as = cookie) => {
    const created = await call('POST', '/api/cars', payload, as);
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as Car;
  };
  const userIdOf = async (username: string) =>
    (await context.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!
      .id;

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
  });

  it('adds, lists by name, renames and deletes cars; a class left out of a sheet takes its first', async () => {
    const buggy = await create(clubBuggy);
    expect(buggy).toMatchObject({ ...clubBuggy, template: 'tenth-2wd' });
    expect(buggy.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const nitro = await create(agama);
    // No make or model: stored as none; the class's first sheet.
    const truggy = await create({ name: 'a truggy', make: '  ', carClass: '1/8 electric truggy' });
    expect(truggy).toMatchObject({ make: null, model: null, template: 'eighth-electric' });

    const names = async () =>
      ((await call('GET', '/api/cars')).json() as { name: string }[]).map((car) => car.name);
    expect(await names()).toEqual(['a truggy', 'Agama nitro', 'Club buggy']);

    const renamed = await call('PATCH', `/api/cars/${buggy.id}`, { name: 'Winter buggy', model: null });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Winter buggy', make: 'Team Associated', model: null });
    expect((await call('GET', `/api/cars/${buggy.id}`)).json()).toEqual(renamed.json());

    // A class that can use the car's sheet: the Agama sheet serves the truggy too.
    const asTruggy = await call('PATCH', `/api/cars/${nitro.id}`, { carClass: '1/8 nitro truggy' });
    expect(asTruggy.statusCode, asTruggy.body).toBe(200);
    expect(asTruggy.json()).toMatchObject({ carClass: '1/8 nitro truggy', template: 'agama-8' });

    expect((await call('DELETE', `/api/cars/${truggy.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/cars/${truggy.id}`)).statusCode).toBe(404);
    expect(await names()).toEqual(['Agama nitro', 'Winter buggy']);
  });

  it("refuses a class that cannot use the car's sheet, and changes nothing", async () => {
    const nitro = await create(agama);
    const refused = await call('PATCH', `/api/cars/${nitro.id}`, {
      name: 'Renamed',
      carClass: '1/10 2WD buggy',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "A 1/10 2WD buggy cannot use the Agama 1/8 buggy sheet this car's setups are on",
    );
    expect((await call('GET', `/api/cars/${nitro.id}`)).json()).toEqual(nitro);
  });

  it('keeps a car with setup sheets (409); its race log entries keep their result when it goes', async () => {
    const nitro = await create(agama);
    const { db } = context.database;
    const userId = await userIdOf(racer.username);
    const [sheet] = await db
      .insert(setupSheets)
      .values({ userId, carId: nitro.id, date: '2026-11-01', track: 'Red Gum' })
      .returning({ id: setupSheets.id });
    const [entry] = await db
      .insert(raceResultsWithTires)
      .values({
        userId,
        carId: nitro.id,
        raceTitle: 'A-Main',
        trackName: 'Red Gum',
        driverName: 'Racer One',
        position: 2,
      })
      .returning({ id: raceResultsWithTires.id });

    const refused = await call('DELETE', `/api/cars/${nitro.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This car has 1 setup sheet: delete it first' });
    expect((await call('GET', `/api/cars/${nitro.id}`)).json()).toEqual(nitro);

    await db.delete(setupSheets).where(eq(setupSheets.id, sheet!.id));
    expect((await call('DELETE', `/api/cars/${nitro.id}`)).statusCode).toBe(204);
    const [kept] = await db
      .select({ position: raceResultsWithTires.position, carId: raceResultsWithTires.carId })
      .from(raceResultsWithTires)
      .where(eq(raceResultsWithTires.id, entry!.id));
    expect(kept).toEqual({ position: 2, carId: null });
  });

  it("answers 404 for another racer's car, on every route, and leaves it as it was", async () => {
    const mine = await create(clubBuggy);
    const theirs = await create(agama, otherCookie);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, `/api/cars/${theirs.id}`, payload);
      expect(answer.statusCode, method).toBe(404);
      expect(answer.json(), method).toEqual({ message: 'Car not found' });
    }
    expect((await call('GET', `/api/cars/${theirs.id}`, undefined, otherCookie)).json()).toEqual(theirs);
    expect((await call('GET', '/api/cars')).json()).toEqual([mine]);
    expect((await call('GET', '/api/cars', undefined, otherCookie)).json()).toEqual([theirs]);
  });

  it('answers bad input with a clear 400 that stores nothing', async () => {
    for (const [payload, message] of [
      [{ ...clubBuggy, name: 'Club\u0000buggy' }, 'Car name contains a character that cannot be used'],
      [{ ...clubBuggy, name: '   ' }, 'Car name is required'],
      [{ ...clubBuggy, make: 'x'.repeat(61) }, 'Make must be at most 60 characters'],
      [{ ...clubBuggy, carClass: '1/12 pan car' }, 'Class must be one of 1/8 nitro buggy'],
      [{ ...clubBuggy, template: 'agama-8' }, "That setup sheet is not one of this class's"],
      [{ ...clubBuggy, template: 'rally' }, 'Setup sheet must be one of the sheets Pitboard has'],
      [{ ...clubBuggy, colour: 'red' }, 'colour'],
    ] as const) {
      const refused = await call('POST', '/api/cars', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toContain(message);
    }
    const car = await create(clubBuggy);
    for (const payload of [{ name: 'Nul\u0000' }, { carClass: 'monster truck' }, { template: 'tenth-4wd' }]) {
      expect((await call('PATCH', `/api/cars/${car.id}`, payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
    }
    const word = await call('GET', '/api/cars/abc');
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe('Car id must be a number');
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const past = await call(
        method,
        '/api/cars/99999999999',
        method === 'PATCH' ? { name: 'x' } : undefined,
      );
      expect(past.statusCode, method).toBe(404);
    }
    expect((await call('GET', '/api/cars')).json()).toEqual([car]);
  });

  it(`keeps at most ${RACER_LIMITS.cars} cars a racer`, async () => {
    for (let n = 0; n < RACER_LIMITS.cars; n++) await create({ ...clubBuggy, name: `Buggy ${n}` });
    const refused = await call('POST', '/api/cars', clubBuggy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'You can keep at most 20 cars; delete one to add another' });
    expect((await call('GET', '/api/cars')).json()).toHaveLength(RACER_LIMITS.cars);
    // The other racer's count is their own.
    await create(clubBuggy, otherCookie);
  });
});
