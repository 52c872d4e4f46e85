// CSV export through the API: a racer gets their own rows only, as a download a spreadsheet reads safely.
import { beforeEach, expect, it } from 'vitest';
import { describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { setupSheets, users } from '../../db/schema.ts';

describeWithDatabases('CSV export', (context) => {
  let cookie: string;
  let otherCookie: string;
  const download = (file: string, as = cookie) =>
    context.app.inject({ method: 'GET', url: `/api/export/${file}`, headers: { cookie: as } });

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
    const [me, other] = await context.database.db.select({ id: users.id }).from(users).orderBy(users.id);
    const { db } = context.database;
    const addTyre = (payload: object, as: string) =>
      context.app.inject({ method: 'POST', url: '/api/tire-inventory', payload, headers: { cookie: as } });
    await addTyre(
      { treadPattern: 'Positron', compound: 'MC', quantity: 3, purchasePrice: 54.99, notes: '=cmd()' },
      cookie,
    );
    await addTyre({ brand: 'JConcepts', treadPattern: 'Double Bar', compound: 'Blue' }, otherCookie);
    await context.app.inject({
      method: 'POST',
      url: '/api/race-results-with-tires',
      headers: { cookie },
      payload: {
        raceTitle: 'A-Main, round 2',
        trackName: 'Red Gum',
        driverName: 'Racer One',
        position: 1,
        fastestLap: '37.281',
      },
    });
    await db
      .insert(setupSheets)
      .values({ userId: other!.id, name: 'Clay night', data: { frontSpring: 'grey' } });
  });

  it("downloads the racer's tyre inventory, and nobody else's", async () => {
    const response = await download('tire-inventory.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pitboard-tire-inventory-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'id,brand,treadPattern,compound,compoundDescription,size,quantity,setNumber,purchaseDate,purchasePrice,condition,trackType,tempRangeMin,tempRangeMax,treadDescription,notes,lapsEntered,totalLaps,createdAt',
    );
    expect(lines[1]).toMatch(/^\d+,Pro-Line,Positron,MC,,1\/8,3,1,,54\.99,new,,,,,'=cmd\(\),0,0,\d{4}-.+Z$/);
  });

  it('quotes cells with commas, and gives a header alone when there is nothing', async () => {
    const results = await download('race-results-with-tires.csv');
    expect(results.body).toContain('"A-Main, round 2"');
    const sheets = await download('setup-sheets.csv');
    expect(sheets.body).toBe('id,name,car,track,setup_date,settings,notes,updated_at\r\n');
    const theirs = await download('setup-sheets.csv', otherCookie);
    expect(theirs.body).toContain('Clay night');
  });

  it('refuses an unknown file and needs a session', async () => {
    const unknown = await download('users.csv');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Export one of: tire-inventory, race-results-with-tires, setup-sheets',
    );
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/export/tire-inventory.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
