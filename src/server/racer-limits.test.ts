// Bounded data per racer: at each limit (src/domain/racer-limits.ts) a racer's next row is a 409 with a
// sentence and nothing is stored, even when several arrive at once; another racer is unaffected.
import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../tests/support/test-app.ts';
import { cars, raceResultsWithTires, setupSheets, tireInventory, tireSessions, users } from '../db/schema.ts';
import { LIMIT_REACHED_MESSAGES, RACER_LIMITS } from '../domain/racer-limits.ts';

const AT_ONCE = 4;

describeWithDatabases('per-racer limits', (context) => {
  let cookie: string;
  let otherCookie: string;
  let userId: number;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);

  /**
   * Rows written straight to the database up to one short of a limit (a real racer takes years): one
   * statement over generate_series, as rows built in JavaScript took 6-9 s for the race log alone.
   */
  const fill = (statement: SQL) => context.database.db.execute(statement);
  const upTo = (limit: number, short: number) => sql`generate_series(1, ${limit - short}) as n`;

  /** AT_ONCE posts at the same moment: exactly one fits under the limit, the others are refused. */
  async function postAtOnce(url: string, payloads: object[], expectedMessage: string) {
    const answers = await Promise.all(payloads.map((payload) => call('POST', url, payload)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ message: expectedMessage });
    }
  }

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
    const [row] = await context.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'racer_one'));
    userId = row!.id;
  });

  it('refuses the tyre set past the limit, however many arrive at once', async () => {
    await fill(sql`insert into tire_inventory (user_id, brand, tread_pattern, compound, set_number)
      select ${userId}, 'Pro-Line', 'Fill', 'M3', n from ${upTo(RACER_LIMITS.tyreSets, 1)}`);
    const sets = Array.from({ length: AT_ONCE }, (_, i) => ({ treadPattern: 'Holeshot', compound: `M${i}` }));
    await postAtOnce('/api/tire-inventory', sets, LIMIT_REACHED_MESSAGES.tyreSets);
    expect(LIMIT_REACHED_MESSAGES.tyreSets).toBe(
      'You have reached the limit of 2,000 tyre sets; delete some to add more',
    );
    expect(await context.database.db.$count(tireInventory, eq(tireInventory.userId, userId))).toBe(
      RACER_LIMITS.tyreSets,
    );
    const other = await call('POST', '/api/tire-inventory', sets[0]!, otherCookie);
    expect(other.statusCode).toBe(201);
  });

  it('counts every set that numbering a lot adds, and numbers none past the limit', async () => {
    await fill(sql`insert into tire_inventory (user_id, brand, tread_pattern, compound, set_number)
      select ${userId}, 'Pro-Line', 'Fill', 'M3', n from ${upTo(RACER_LIMITS.tyreSets, 4)}`);
    const lot = (
      await call('POST', '/api/tire-inventory', { treadPattern: 'Holeshot', compound: 'M3', quantity: 5 })
    ).json();
    const numberSets = () => call('POST', `/api/tire-inventory/${lot.id}/number-sets`);
    // Four more rows would make one past the limit: refused, the lot left as it was.
    const refused = await numberSets();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: LIMIT_REACHED_MESSAGES.tyreSets });
    expect((await call('GET', `/api/tire-inventory/${lot.id}`)).json()).toEqual(lot);
    // Three more fill it exactly.
    await apiCall(context.app, cookie, 'PATCH', `/api/tire-inventory/${lot.id}`, { quantity: 4 });
    expect((await numberSets()).statusCode).toBe(200);
    expect(await context.database.db.$count(tireInventory, eq(tireInventory.userId, userId))).toBe(
      RACER_LIMITS.tyreSets,
    );
  });

  it('refuses the race result past the limit; saving a logged race again still updates it', async () => {
    await fill(sql`insert into race_results_with_tires (user_id, race_title, track_name, driver_name, position)
      select ${userId}, 'Heat ' || n, 'Red Gum', 'Racer One', 1 from ${upTo(RACER_LIMITS.raceLogEntries, 2)}`);
    const logged = {
      raceTitle: 'A-Main',
      raceUrl: 'https://redgum.liverc.com/results/?p=view_race_result&id=1',
      trackName: 'Red Gum',
      driverName: 'Racer One',
      position: 1,
    };
    expect((await call('POST', '/api/race-results-with-tires', logged)).statusCode).toBe(201);
    const entries = Array.from({ length: AT_ONCE }, (_, i) => ({
      ...logged,
      raceUrl: null,
      raceTitle: `B${i}`,
      raceDate: '2026-03-01T10:00:00.000Z',
    }));
    await postAtOnce('/api/race-results-with-tires', entries, LIMIT_REACHED_MESSAGES.raceLogEntries);
    // The same race row again is the entry updated, not a new row: the limit does not stand in its way.
    const again = await call('POST', '/api/race-results-with-tires', { ...logged, fastestLap: '37.1' });
    expect(again.statusCode).toBe(200);
    expect(
      await context.database.db.$count(raceResultsWithTires, eq(raceResultsWithTires.userId, userId)),
    ).toBe(RACER_LIMITS.raceLogEntries);
    const other = await call('POST', '/api/race-results-with-tires', entries[0]!, otherCookie);
    expect(other.statusCode).toBe(201);
  });

  it('refuses the setup sheet past the limit', async () => {
    const [car] = await context.database.db
      .insert(cars)
      .values({ userId, name: 'Fill', carClass: '1/8 nitro buggy', template: 'agama-8' })
      .returning();
    await fill(sql`insert into setup_sheets (user_id, car_id, date, track)
      select ${userId}, ${car!.id}, '2026-03-01', 'Fill' from ${upTo(RACER_LIMITS.setupSheets, 1)}`);
    const sheets = Array.from({ length: AT_ONCE }, (_, i) => ({ track: `Track ${i}` }));
    await postAtOnce('/api/setup-sheets', sheets, LIMIT_REACHED_MESSAGES.setupSheets);
    expect(await context.database.db.$count(setupSheets, eq(setupSheets.userId, userId))).toBe(
      RACER_LIMITS.setupSheets,
    );
    expect((await call('POST', '/api/setup-sheets', sheets[0]!, otherCookie)).statusCode).toBe(201);
  });

  it("refuses the practice session past a set's limit; another set takes it", async () => {
    const full = (await call('POST', '/api/tire-inventory', { treadPattern: 'Full', compound: 'M3' })).json();
    const spare = (
      await call('POST', '/api/tire-inventory', { treadPattern: 'Spare', compound: 'M3' })
    ).json();
    await fill(sql`insert into tire_sessions (user_id, tire_id, brand, compound, session_date, laps)
      select ${userId}, ${full.id}, 'Pro-Line', 'M3', '2026-03-01', 10 from ${upTo(RACER_LIMITS.sessionsPerSet, 1)}`);
    const sessions = Array.from({ length: AT_ONCE }, () => ({ sessionDate: '2026-03-02', laps: 12 }));
    await postAtOnce(
      `/api/tire-inventory/${full.id}/sessions`,
      sessions,
      LIMIT_REACHED_MESSAGES.sessionsPerSet,
    );
    expect(await context.database.db.$count(tireSessions, eq(tireSessions.tireId, full.id))).toBe(
      RACER_LIMITS.sessionsPerSet,
    );
    // Nothing of the refused sessions counts in the set's laps.
    const set = (await call('GET', `/api/tire-inventory/${full.id}`)).json();
    expect(set.totalLaps).toBe((RACER_LIMITS.sessionsPerSet - 1) * 10 + 12);
    expect((await call('POST', `/api/tire-inventory/${spare.id}/sessions`, sessions[0]!)).statusCode).toBe(
      201,
    );
  });
});
