// The setup sheets API on a real database: every field rule and its message, the list and its track
// filter, two racers who never see or change each other's sheets, and a sheet named on a race log entry.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import type { Car } from '../../domain/cars.ts';
import type { RaceLogDetailedEntry, RaceLogEntry } from '../../domain/race-log.ts';
import { type SetupSheet, todayIsoDate } from '../../domain/setup-sheets.ts';
import { carFieldNames, SETUP_SHEET_FIELDS, templateFieldNames } from '../../domain/setup-templates.ts';
import { SHEET_OF_ANOTHER_CAR } from '../race-log/race-log-store.ts';

const manualEntry = {
  raceTitle: 'Club A-Main',
  raceUrl: null,
  trackName: 'Red Gum Raceway',
  driverName: 'Sofia Rivera',
  position: 2,
  raceDate: '2026-03-01T10:00:00.000Z',
};

describeWithDatabases('setup sheets API', (context) => {
  let cookie: string;
  let otherCookie: string;
  const call = (method: Parameters<typeof apiCall>[2], url: string, payload?: object, as = cookie) =>
    apiCall(context.app, as, method, url, payload);
  const add = async (payload: object, as = cookie): Promise<SetupSheet> => {
    const response = await call('POST', '/api/setup-sheets', payload, as);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const list = async (query = '', as = cookie): Promise<SetupSheet[]> => {
    const response = await call('GET', `/api/setup-sheets${query}`, undefined, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeEach(async () => {
    cookie = await signedIn(context);
  });

  it('needs a signed-in racer', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/setup-sheets' });
    expect(response.statusCode).toBe(401);
  });

  describe('saving a sheet', () => {
    it("puts a sheet saved without a car on the racer's first Agama car, made for it: dated today, every text empty and every switch off", async () => {
      const sheet = await add({ track: 'Red Gum Raceway' });
      const blanks = Object.fromEntries(
        templateFieldNames('agama-8').map((name) => [
          name,
          SETUP_SHEET_FIELDS[name].kind === 'boolean' ? false : null,
        ]),
      );
      const [car] = (await call('GET', '/api/cars')).json() as Car[];
      expect(car).toMatchObject({
        name: 'Agama 1/8 buggy',
        carClass: '1/8 nitro buggy',
        template: 'agama-8',
      });
      expect(sheet).toEqual({
        ...blanks,
        id: expect.any(Number),
        carId: car!.id,
        template: 'agama-8',
        date: todayIsoDate(),
        track: 'Red Gum Raceway',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.+Z$/),
      });
      expect(await list()).toEqual([sheet]);
      await add({ track: 'Hilltop' });
      expect((await call('GET', '/api/cars')).json()).toHaveLength(1);
    });

    it('keeps every field given, trimmed, with blanks as nothing', async () => {
      const sheet = await add({
        date: '2026-03-14',
        track: '  Red Gum  ',
        driver: ' Sofia ',
        frontPistonOil: '6x1.5mm',
        rearPistonOil: '7x1.3mm',
        frontConeDirection: 'UP',
        rearShockSprings: 'grey-red',
        engine: '',
        notes: '  +1 click rear rebound  ',
        frontFF: true,
        rearShort: true,
      });
      expect(sheet).toMatchObject({
        date: '2026-03-14',
        track: 'Red Gum',
        driver: 'Sofia',
        frontPistonOil: '6x1.5mm',
        rearPistonOil: '7x1.3mm',
        frontConeDirection: 'UP',
        rearShockSprings: 'grey-red',
        engine: null,
        notes: '+1 click rear rebound',
        frontFF: true,
        frontFR: false,
        rearShort: true,
      });
      expect((await call('GET', `/api/setup-sheets/${sheet.id}`)).json()).toEqual(sheet);
    });

    it("keeps the racer's name for a sheet, changed or taken away later; a sheet without one has none", async () => {
      const named = await add({ track: 'Red Gum', name: '  Club dry ' });
      expect(named.name).toBe('Club dry');
      expect((await add({ track: 'Red Gum' })).name).toBeNull();
      const renamed = await call('PATCH', `/api/setup-sheets/${named.id}`, { name: 'Worlds wet' });
      expect(renamed.json()).toMatchObject({ name: 'Worlds wet', track: 'Red Gum' });
      const cleared = await call('PATCH', `/api/setup-sheets/${named.id}`, { name: '' });
      expect(cleared.json()).toMatchObject({ name: null });
    });

    it.each([
      [{}, 'Track is required'],
      [{ track: '   ' }, 'Track is required'],
      [{ track: 'Red Gum', wingAngle: '12' }, undefined],
      [{ track: 'Red Gum', frontFF: 'true' }, 'Front FF must be true or false'],
      [{ track: 'Red Gum', notes: 'bad\u0000byte' }, 'Notes contains a character that cannot be used'],
      [{ track: 'Red Gum', driver: 'x'.repeat(101) }, 'Driver must be at most 100 characters'],
      [{ track: 'Red Gum', name: 'x'.repeat(101) }, 'Sheet name must be at most 100 characters'],
      [{ track: 'Red Gum', notes: 'x'.repeat(2_001) }, 'Notes must be at most 2000 characters'],
      [{ track: 'Red Gum', date: '14/03/2026' }, 'Date must be a date (YYYY-MM-DD)'],
    ])('refuses %j and stores nothing', async (payload, message) => {
      const response = await call('POST', '/api/setup-sheets', payload);
      expect(response.statusCode).toBe(400);
      if (message) expect(JSON.stringify(response.json())).toContain(message);
      expect(await list()).toEqual([]);
    });
  });

  describe('the list', () => {
    it('gives the newest first: by date, then the later saved of one day', async () => {
      const older = await add({ track: 'Red Gum', date: '2026-03-01' });
      const first = await add({ track: 'Red Gum', date: '2026-04-01' });
      const second = await add({ track: 'Red Gum', date: '2026-04-01' });
      expect((await list()).map((sheet) => sheet.id)).toEqual([second.id, first.id, older.id]);
    });

    it('filters by a part of the track name, whatever its case, wildcards taken literally', async () => {
      const redGum = await add({ track: 'Red Gum Raceway' });
      const half = await add({ track: 'Club 50% Off_road' });
      await add({ track: 'Hilltop' });
      expect(await list('?track=gum')).toEqual([redGum]);
      expect(await list('?track=%25')).toEqual([half]);
      expect(await list('?track=CLUB_50')).toEqual([]);
      expect(await list('?track=off_ROAD')).toEqual([half]);
      expect(await list('?track=nowhere')).toEqual([]);
      expect((await list('?track=')).length).toBe(3);
    });
  });

  describe('changing a sheet', () => {
    it('changes only the fields sent', async () => {
      const sheet = await add({ track: 'Red Gum', frontPistonOil: '6x1.5mm', rearOP: true });
      const response = await call('PATCH', `/api/setup-sheets/${sheet.id}`, {
        frontPistonOil: '8x1.2mm',
        rearOP: false,
        notes: 'drier in the evening',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...sheet,
        frontPistonOil: '8x1.2mm',
        rearOP: false,
        notes: 'drier in the evening',
      });
      const refused = await call('PATCH', `/api/setup-sheets/${sheet.id}`, { track: '' });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('Track is required');
      expect((await list())[0]?.track).toBe('Red Gum');
    });

    it('deletes a sheet: 204, then not found', async () => {
      const sheet = await add({ track: 'Red Gum' });
      expect((await call('DELETE', `/api/setup-sheets/${sheet.id}`)).statusCode).toBe(204);
      const again = await call('GET', `/api/setup-sheets/${sheet.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Setup sheet not found' });
      expect((await call('DELETE', `/api/setup-sheets/${sheet.id}`)).statusCode).toBe(404);
    });

    it('answers an id past any row not found, and a word as bad input', async () => {
      for (const id of ['2147483648', '99999999999999999999']) {
        expect((await call('GET', `/api/setup-sheets/${id}`)).statusCode).toBe(404);
        expect((await call('PATCH', `/api/setup-sheets/${id}`, { driver: 'x' })).statusCode).toBe(404);
        expect((await call('DELETE', `/api/setup-sheets/${id}`)).statusCode).toBe(404);
      }
      const word = await call('GET', '/api/setup-sheets/abc');
      expect(word.statusCode).toBe(400);
      expect(word.json().message).toBe('Setup sheet id must be a number');
    });
  });

  describe('sheets for each car', () => {
    const addCar = async (payload: object, as = cookie): Promise<Car> => {
      const response = await call('POST', '/api/cars', payload, as);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    /** The 1/10 2WD sheet's first text field of its own, whatever the sheet's table calls it. */
    const tenthText = carFieldNames('tenth-2wd').find((name) => SETUP_SHEET_FIELDS[name].kind === 'text')!;

    it("holds the car's sheet's fields and no other's; another sheet's field is refused, saving nothing", async () => {
      const buggy = await addCar({ name: 'Club 2WD', carClass: '1/10 2WD buggy' });
      const sheet = await add({ carId: buggy.id, track: 'Red Gum', [tenthText]: ' 3 mm ' });
      expect(Object.keys(sheet).sort()).toEqual(
        [...templateFieldNames('tenth-2wd'), 'id', 'carId', 'template', 'createdAt'].sort(),
      );
      expect(sheet).toMatchObject({ carId: buggy.id, template: 'tenth-2wd', [tenthText]: '3 mm' });

      const refused = await call('POST', '/api/setup-sheets', {
        carId: buggy.id,
        track: 'Hilltop',
        frontPistonOil: '6x1.5mm',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Front piston oil is not on the 1/10 2WD buggy sheet');
      const patched = await call('PATCH', `/api/setup-sheets/${sheet.id}`, { frontFF: true, notes: 'x' });
      expect(patched.statusCode).toBe(400);
      expect(await list()).toEqual([sheet]);
    });

    it('clears a field of the car sent blank, keeping the others', async () => {
      const sheet = await add({ track: 'Red Gum', engine: 'OS B21', diff: '10k' });
      const cleared = await call('PATCH', `/api/setup-sheets/${sheet.id}`, { engine: '' });
      expect(cleared.json()).toMatchObject({ engine: null, diff: '10k' });
      expect((await list())[0]).toMatchObject({ engine: null, diff: '10k' });
    });

    it('moves a sheet to another car with the same sheet, never to a car with another', async () => {
      const sheet = await add({ track: 'Red Gum', frontCamber: '-2' });
      const spare = await addCar({ name: 'Spare Agama', carClass: '1/8 nitro buggy', template: 'agama-8' });
      const tenth = await addCar({ name: 'Club 2WD', carClass: '1/10 2WD buggy' });
      const moved = await call('PATCH', `/api/setup-sheets/${sheet.id}`, { carId: spare.id });
      expect(moved.json()).toMatchObject({ carId: spare.id, frontCamber: '-2' });
      const refused = await call('PATCH', `/api/setup-sheets/${sheet.id}`, { carId: tenth.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'That car uses another setup sheet; a sheet moves only to a car with the same sheet',
      );
      expect((await list())[0]?.carId).toBe(spare.id);
    });

    it("refuses another racer's car and a car past any row as not found, saving nothing", async () => {
      otherCookie = await signedIn(context, secondRacer);
      const theirs = await addCar({ name: 'Their 4WD', carClass: '1/10 4WD buggy' }, otherCookie);
      for (const carId of [theirs.id, 2147483648]) {
        const response = await call('POST', '/api/setup-sheets', { carId, track: 'Red Gum' });
        expect(response.statusCode, String(carId)).toBe(404);
        expect(response.json()).toEqual({ message: 'Car not found' });
      }
      const mine = await add({ track: 'Red Gum' });
      const moved = await call('PATCH', `/api/setup-sheets/${mine.id}`, { carId: theirs.id });
      expect(moved.statusCode).toBe(404);
      expect(await list()).toEqual([mine]);
      expect(await list('', otherCookie)).toEqual([]);
    });
  });

  describe('two racers', () => {
    beforeEach(async () => {
      otherCookie = await signedIn(context, secondRacer);
    });

    it("never show, change or delete another racer's sheet", async () => {
      const mine = await add({ track: 'Red Gum', frontPistonOil: '6x1.5mm' });
      expect(await list('', otherCookie)).toEqual([]);
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { frontPistonOil: '8x1.2mm' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, `/api/setup-sheets/${mine.id}`, payload, otherCookie);
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual({ message: 'Setup sheet not found' });
      }
      expect(await list()).toEqual([mine]);
    });

    it("refuse another racer's sheet on a race log entry, saving nothing", async () => {
      const theirs = await add({ track: 'Red Gum' }, otherCookie);
      const created = await call('POST', '/api/race-results-with-tires', {
        ...manualEntry,
        setupSheetId: theirs.id,
      });
      expect(created.statusCode).toBe(404);
      expect(created.json()).toEqual({ message: 'Setup sheet not found' });
      expect((await call('GET', '/api/race-results-with-tires')).json()).toEqual([]);

      const entry: RaceLogEntry = (await call('POST', '/api/race-results-with-tires', manualEntry)).json();
      const patched = await call('PATCH', `/api/race-results-with-tires/${entry.id}`, {
        setupSheetId: theirs.id,
      });
      expect(patched.statusCode).toBe(404);
      expect((await call('GET', '/api/race-results-with-tires')).json()).toEqual([entry]);
    });
  });

  describe('on a race log entry', () => {
    const details = async (): Promise<RaceLogDetailedEntry[]> =>
      (await call('GET', '/api/race-results-with-full-tire-details')).json();

    it('names the sheet the car ran, shown in the full details', async () => {
      const sheet = await add({
        name: 'Club dry',
        track: 'Red Gum Raceway',
        date: '2026-03-14',
        driver: 'Sofia',
      });
      const created = await call('POST', '/api/race-results-with-tires', {
        ...manualEntry,
        setupSheetId: sheet.id,
      });
      expect(created.statusCode).toBe(201);
      const entry: RaceLogEntry = created.json();
      expect(entry.setupSheetId).toBe(sheet.id);
      const plain: RaceLogEntry = (
        await call('POST', '/api/race-results-with-tires', { ...manualEntry, position: 5 })
      ).json();
      expect(plain.setupSheetId).toBeNull();

      const [withSheet, without] = [...(await details())].sort((a, b) => a.position - b.position);
      expect(withSheet?.setupSheet).toEqual({
        id: sheet.id,
        name: 'Club dry',
        date: '2026-03-14',
        track: 'Red Gum Raceway',
        driver: 'Sofia',
      });
      expect(without?.setupSheet).toBeNull();

      const cleared = await call('PATCH', `/api/race-results-with-tires/${entry.id}`, { setupSheetId: null });
      expect(cleared.json().setupSheetId).toBeNull();
    });

    it("names the car raced: the sheet's car unless the racer names another of theirs; never another racer's", async () => {
      const sheet = await add({ track: 'Red Gum Raceway' });
      const withSheet: RaceLogEntry = (
        await call('POST', '/api/race-results-with-tires', { ...manualEntry, setupSheetId: sheet.id })
      ).json();
      expect(withSheet.carId).toBe(sheet.carId);
      const buggy: Car = (
        await call('POST', '/api/cars', { name: 'Club 2WD', carClass: '1/10 2WD buggy' })
      ).json();
      const named = await call('POST', '/api/race-results-with-tires', {
        ...manualEntry,
        position: 4,
        carId: buggy.id,
      });
      expect(named.json()).toMatchObject({ carId: buggy.id, setupSheetId: null });

      otherCookie = await signedIn(context, secondRacer);
      const theirs: Car = (
        await call('POST', '/api/cars', { name: 'Their car', carClass: '1/8 electric buggy' }, otherCookie)
      ).json();
      const refused = await call('PATCH', `/api/race-results-with-tires/${withSheet.id}`, {
        carId: theirs.id,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Car not found' });
      const entries = (await call('GET', '/api/race-results-with-tires')).json() as RaceLogEntry[];
      expect(entries.find((entry) => entry.id === withSheet.id)?.carId).toBe(sheet.carId);
    });

    it("keeps an entry's sheet its car's: a sheet of another car is refused, whichever an edit changes", async () => {
      const sheet = await add({ track: 'Red Gum Raceway' });
      const buggy: Car = (
        await call('POST', '/api/cars', { name: 'Club 2WD', carClass: '1/10 2WD buggy' })
      ).json();
      const mismatched = await call('POST', '/api/race-results-with-tires', {
        ...manualEntry,
        setupSheetId: sheet.id,
        carId: buggy.id,
      });
      expect(mismatched.statusCode).toBe(400);
      expect(mismatched.json().message).toBe(SHEET_OF_ANOTHER_CAR);
      expect((await call('GET', '/api/race-results-with-tires')).json()).toEqual([]);

      const entry: RaceLogEntry = (
        await call('POST', '/api/race-results-with-tires', { ...manualEntry, setupSheetId: sheet.id })
      ).json();
      const moved = await call('PATCH', `/api/race-results-with-tires/${entry.id}`, { carId: buggy.id });
      expect(moved.statusCode).toBe(400);
      // With the sheet taken off, the entry names the other car.
      const both = await call('PATCH', `/api/race-results-with-tires/${entry.id}`, {
        carId: buggy.id,
        setupSheetId: null,
      });
      expect(both.json()).toMatchObject({ carId: buggy.id, setupSheetId: null });
    });

    it('keeps the entry without a sheet when the sheet is deleted', async () => {
      const sheet = await add({ track: 'Red Gum Raceway' });
      const entry: RaceLogEntry = (
        await call('POST', '/api/race-results-with-tires', { ...manualEntry, setupSheetId: sheet.id })
      ).json();
      expect((await call('DELETE', `/api/setup-sheets/${sheet.id}`)).statusCode).toBe(204);
      const [kept] = await details();
      expect(kept).toMatchObject({ id: entry.id, setupSheetId: null, setupSheet: null });
    });
  });
});
