// CSV export through the API: a racer gets their own rows only, as a download a spreadsheet reads safely.
import { beforeEach, expect, it } from 'vitest';
import { describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { SETUP_FIELD_NAMES } from '../../domain/setup-sheets.ts';
import { isOnTemplate } from '../../domain/setup-templates.ts';

// Every field of every car's sheet under its API name: the sheet's car (id and name) and sheet, the fields all sheets
// have, then the Agama's in the spec's order, then the other sheets' (blank on a sheet without them).
const SETUP_SHEET_HEADER = [
  'id,carId,car,template,name,date,driver,track,eventId,trackConditions,frontTire,rearTire,notes,engine,diff',
  'frontCamber,frontOffset,frontInner,frontOtherDegrees,frontPistonOil,frontPistonSpacer',
  'frontConeDirection,frontConeLength,frontShockSprings,frontWireType,frontWasherMm,frontWasherPcs',
  'frontFF,frontFR,frontRF,frontRR,frontUType',
  'rearCamber,rearOffset,rearInner,rearPistonOil,rearPistonSpacer,rearConeDirection',
  'rearConeLength,rearShockSprings,rearWireType,rearWasherMm,rearWasherPcs,rearOP,rearUType,rearLong,rearShort',
  'frontDroop,rearDroop,frontMeasurement,rearMeasurement',
  SETUP_FIELD_NAMES.filter((name) => !isOnTemplate('agama-8', name)).join(','),
  'createdAt',
].join(',');

describeWithDatabases('CSV export', (context) => {
  let cookie: string;
  let otherCookie: string;
  const download = (file: string, as = cookie) =>
    context.app.inject({ method: 'GET', url: `/api/export/${file}`, headers: { cookie: as } });

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
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
        raceDate: '2026-03-01T10:00:00.000Z',
        fastestLap: '37.281',
      },
    });
    await context.app.inject({
      method: 'POST',
      url: '/api/setup-sheets',
      headers: { cookie: otherCookie },
      payload: {
        name: 'Night dry',
        date: '2026-05-02',
        track: 'Clay night',
        frontPistonOil: '6x1.5mm',
        rearShockSprings: 'grey-red',
        rearOP: true,
        notes: '+1 click, rear',
      },
    });
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
      'id,brand,treadPattern,compound,compoundDescription,size,quantity,setNumber,purchaseDate,purchasePrice (GBP),currency,condition,trackType,tempRangeMin (°C),tempRangeMax (°C),treadDescription,notes,lapsEntered,totalLaps,createdAt',
    );
    expect(lines[1]).toMatch(
      /^\d+,Pro-Line,Positron,MC,,1\/8,3,1,,54\.99,GBP,new,,,,,'=cmd\(\),0,0,\d{4}-.+Z$/,
    );
  });

  it("says each unit in the header, in the racer's own choice, and another racer's stay theirs", async () => {
    const put = (payload: object, as: string) =>
      context.app.inject({ method: 'PUT', url: '/api/settings', payload, headers: { cookie: as } });
    await put({ currency: 'USD', temperatureUnit: 'F' }, otherCookie);
    await context.app.inject({
      method: 'POST',
      url: '/api/tire-inventory',
      headers: { cookie: otherCookie },
      payload: {
        treadPattern: 'Blockade',
        compound: 'M3',
        purchasePrice: 12.5,
        tempRangeMin: 18,
        tempRangeMax: 24,
      },
    });
    await context.app.inject({
      method: 'POST',
      url: '/api/race-results-with-tires',
      headers: { cookie: otherCookie },
      payload: {
        raceTitle: 'A-Main',
        trackName: 'Red Gum',
        driverName: 'Racer Two',
        position: 2,
        raceDate: '2026-03-01T10:00:00.000Z',
        temperature: 25,
      },
    });
    const cellsOf = (csv: string) => {
      const [header, ...rows] = csv.trimEnd().split('\r\n');
      return rows.map((row) =>
        Object.fromEntries(header!.split(',').map((column, index) => [column, row.split(',')[index]])),
      );
    };
    const tyres = cellsOf((await download('tire-inventory.csv', otherCookie)).body);
    expect(tyres).toContainEqual(
      expect.objectContaining({
        'purchasePrice (USD)': '12.5',
        currency: 'USD',
        'tempRangeMin (°F)': '64.4',
        'tempRangeMax (°F)': '75.2',
      }),
    );
    const races = cellsOf((await download('race-results-with-tires.csv', otherCookie)).body);
    expect(races).toEqual([expect.objectContaining({ 'temperature (°F)': '77' })]);

    // The first racer's CSV is still in pounds and °C; a price in another currency makes the header point
    // to each row's currency.
    expect((await download('tire-inventory.csv')).body).toContain(',purchasePrice (GBP),currency,');
    expect((await download('race-results-with-tires.csv')).body).toContain(',temperature (°C),');
    await context.app.inject({
      method: 'POST',
      url: '/api/tire-inventory',
      headers: { cookie },
      payload: { treadPattern: 'Blockade', compound: 'M3', purchasePrice: 20, currency: 'EUR' },
    });
    expect((await download('tire-inventory.csv')).body).toContain(
      ',purchasePrice (currency column),currency,',
    );
  });

  it('quotes cells with commas, and gives a header alone when there is nothing', async () => {
    const results = await download('race-results-with-tires.csv');
    expect(results.body).toContain('"A-Main, round 2"');
    expect(results.body.split('\r\n')[0]).toContain(',rearTireId,setupSheetId,carId,frontTireBrand,');
    const sheets = await download('setup-sheets.csv');
    expect(sheets.body).toBe(`${SETUP_SHEET_HEADER}\r\n`);
  });

  it("downloads the racer's setup sheets with every field, and nobody else's", async () => {
    const response = await download('setup-sheets.csv', otherCookie);
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(SETUP_SHEET_HEADER);
    // The notes' one quoted cell holds a comma: read it as one before splitting the row.
    const row = lines[1]!.replace(`"'+1 click, rear"`, 'NOTES').split(',');
    const cells = Object.fromEntries(lines[0]!.split(',').map((column, index) => [column, row[index]]));
    expect(cells).toMatchObject({
      notes: 'NOTES',
      car: 'Agama 1/8 buggy',
      template: 'agama-8',
      motor: '',
      name: 'Night dry',
      date: '2026-05-02',
      track: 'Clay night',
      driver: '',
      frontPistonOil: '6x1.5mm',
      rearShockSprings: 'grey-red',
      rearOP: 'true',
      rearShort: 'false',
    });
    // A formula-looking note stays text, and its comma keeps it one cell.
    expect(response.body).toContain(`"'+1 click, rear"`);
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
