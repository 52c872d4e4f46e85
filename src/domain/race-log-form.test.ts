// Unit tests of the Assign Tyres dialog's rules (race-to-log.ts and race-log-form.ts): what it asks, the
// body a race row makes, which set is offered first, and which entry a row already has.
import { describe, expect, it } from 'vitest';
import type { RaceResultRow } from './liverc.ts';
import { type RaceLogEntry, raceLogCreateSchema } from './race-log.ts';
import {
  assignmentDefaults,
  assignmentEdit,
  assignmentSchema,
  raceLogBody,
  TYRE_REQUIRED_MESSAGE,
  tyreAssignmentSchema,
  tyreOptionLabel,
} from './race-log-form.ts';
import {
  askedDetails,
  entryForRace,
  initialTyreId,
  RACE_DETAILS,
  raceFromMyRace,
  raceFromResultRow,
} from './race-to-log.ts';
import { tyreItem } from './testing/tyre-items.ts';

// Local time: a racer's today is their own day.
const NOW = new Date(2026, 10, 22, 15, 30);
const PREFILL = { trackName: 'Red Gum Raceway', driverName: 'Sam Obrien', today: NOW };
const RACE_URL = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';

const row: RaceResultRow = {
  position: 2,
  driver: 'SAM OBRIEN',
  driverId: 12,
  carNumber: '4',
  qualifying: '3',
  lapsTime: '47/30:43.434',
  laps: '47',
  time: '30:43.434',
  behind: '5.120',
  fastestLap: '37.9',
  fastestLapNumber: 12,
  avgLap: '38.061',
  avgTop5: '38.1',
  avgTop10: '38.2',
  avgTop15: '38.3',
  top3Consecutive: '1:54.5',
  stdDeviation: '0.9',
  consistency: '92.82%',
  values: {
    qualifying: 3,
    laps: 47,
    time: 1843.434,
    behind: 5.12,
    behindLaps: null,
    fastestLap: 37.9,
    avgLap: 38.061,
    avgTop5: 38.1,
    avgTop10: 38.2,
    avgTop15: 38.3,
    top3Consecutive: 114.5,
    stdDeviation: 0.9,
    consistency: 92.82,
  },
};
const race = {
  url: RACE_URL,
  raceTitle: '1/8 Nitro Buggy A-Main Results [M1 Race #2]',
  raceName: '1/8 Nitro Buggy A-Main',
  trackName: 'Red Gum Raceway',
  eventDate: '2026-11-22',
};

let nextEntryId = 1;
const entry = (overrides: Partial<RaceLogEntry> = {}): RaceLogEntry => ({
  id: nextEntryId++,
  raceTitle: 'Heat 1',
  raceUrl: RACE_URL,
  eventUrl: null,
  trackName: 'Red Gum Raceway',
  driverName: 'Sam Obrien',
  position: 2,
  vehicle: null,
  qualifying: null,
  lapsTime: null,
  behind: null,
  fastestLap: null,
  avgLap: null,
  avgTop5: null,
  avgTop10: null,
  avgTop15: null,
  top3Consecutive: null,
  stdDeviation: null,
  consistency: null,
  frontTireId: null,
  rearTireId: null,
  setupSheetId: null,
  carId: null,
  frontTireBrand: null,
  frontTireModel: null,
  frontTireCompound: null,
  rearTireBrand: null,
  rearTireModel: null,
  rearTireCompound: null,
  lapsCompleted: null,
  userRating: null,
  raceDate: '2026-11-22T12:00:00.000Z',
  trackConditions: null,
  weather: null,
  temperature: null,
  notes: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  ...overrides,
});
const chosen = tyreAssignmentSchema.parse({
  tyreId: '7',
  trackConditions: 'dusty',
  temperature: 24,
  userRating: 4,
  notes: '',
});

describe('askedDetails', () => {
  it('asks a race typed by hand for every detail: title, track, date, driver and position', () => {
    expect(askedDetails({}, true)).toEqual(RACE_DETAILS);
    expect(askedDetails(raceFromResultRow(race, row), true)).toEqual(RACE_DETAILS);
  });

  it("asks a race row only for what it lacks: nothing is made up, no 'Unknown Race' and no P1", () => {
    expect(askedDetails(raceFromResultRow(race, row), false)).toEqual([]);
    expect(askedDetails({ ...raceFromResultRow(race, row), trackName: undefined }, false)).toEqual([
      'trackName',
    ]);
    expect(askedDetails({ raceTitle: 'A-Main', driverName: 'Sam', raceUrl: RACE_URL }, false)).toEqual([
      'trackName',
      'raceDate',
      'position',
    ]);
  });
});

describe('raceLogBody', () => {
  it("sends a result row's figures under the spec's names, the set on front and rear", () => {
    const body = raceLogBody(raceFromResultRow(race, row), chosen);
    expect(body).toEqual({
      raceTitle: '1/8 Nitro Buggy A-Main Results [M1 Race #2]',
      raceUrl: RACE_URL,
      trackName: 'Red Gum Raceway',
      driverName: 'SAM OBRIEN',
      position: 2,
      vehicle: null,
      qualifying: '3',
      lapsTime: '47/30:43.434',
      behind: '5.120',
      fastestLap: '37.9',
      avgLap: '38.061',
      avgTop5: '38.1',
      avgTop10: '38.2',
      avgTop15: '38.3',
      top3Consecutive: '1:54.5',
      stdDeviation: '0.9',
      consistency: '92.82%',
      raceDate: '2026-11-22T12:00:00.000Z',
      frontTireId: 7,
      rearTireId: 7,
      setupSheetId: null,
      trackConditions: 'dusty',
      temperature: 24,
      userRating: 4,
      notes: null,
    });
    // The server's schema takes it as it is (no unknown field), laps from laps/time left to the server.
    expect(raceLogCreateSchema.parse(body).lapsCompleted).toBeUndefined();
  });

  it("names the car chosen, and leaves no car to the server (the setup sheet's car, if one is chosen)", () => {
    const withCar = tyreAssignmentSchema.parse({
      ...assignmentDefaults({}, undefined, 7, PREFILL),
      carId: '5',
    });
    expect(raceLogBody(raceFromResultRow(race, row), withCar)).toMatchObject({ carId: 5 });
    const sheetOnly = tyreAssignmentSchema.parse({
      ...assignmentDefaults({}, undefined, 7, PREFILL),
      setupSheetId: '12',
    });
    const body = raceLogBody(raceFromResultRow(race, row), sheetOnly);
    expect(body).toMatchObject({ setupSheetId: 12 });
    expect(body).not.toHaveProperty('carId');
  });

  it("makes a 'My races' row and a bare manual entry into bodies the server takes", () => {
    const mine = raceFromMyRace({
      raceUrl: RACE_URL,
      eventUrl: 'https://redgum.liverc.com/results/?p=view_event&id=1',
      raceTitle: 'A-Main',
      className: null,
      round: null,
      raceDate: null,
      trackName: null,
      driverName: 'Sam',
      position: null,
      lapsTime: '12/5:00.1',
      fastestLap: null,
      avgLap: null,
      behind: null,
      consistency: null,
      entryId: null,
    });
    // The race lacks its track, day and position: the form asks for them, the racer types them.
    const asked = askedDetails(mine, false);
    expect(asked).toEqual(['trackName', 'raceDate', 'position']);
    const typed = assignmentSchema(asked, false).parse({
      ...assignmentDefaults(mine, undefined, 7, PREFILL),
      position: 4,
    });
    expect(raceLogCreateSchema.parse(raceLogBody(mine, typed))).toMatchObject({
      raceTitle: 'A-Main',
      trackName: 'Red Gum Raceway',
      driverName: 'Sam',
      position: 4,
      raceDate: new Date('2026-11-22T12:00:00').toISOString(),
      frontTireId: 7,
    });

    const manual = assignmentSchema(RACE_DETAILS, true).parse({
      ...assignmentDefaults({}, undefined, 7, PREFILL),
      raceTitle: 'Club day A-Main',
      position: 3,
      fastestLap: '38.2',
      lapsCompleted: 20,
    });
    expect(raceLogCreateSchema.parse(raceLogBody({}, manual))).toMatchObject({
      raceTitle: 'Club day A-Main',
      trackName: 'Red Gum Raceway',
      driverName: 'Sam Obrien',
      raceUrl: null,
      position: 3,
      fastestLap: '38.2',
      vehicle: null,
      lapsCompleted: 20,
      frontTireId: 7,
      rearTireId: 7,
      setupSheetId: null,
    });
  });

  it('refuses a race typed by hand without its title, track, date, driver or position', () => {
    const empty = assignmentSchema(RACE_DETAILS, true).safeParse({
      ...assignmentDefaults({}, undefined, 7, { trackName: null, driverName: null, today: NOW }),
      raceDate: '',
    });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      'Race title is required',
      'Track name is required',
      'Race date is required',
      'Driver name is required',
      'Position is required',
    ]);
  });
});

describe('the form', () => {
  it("says 'Please select a tire set' without one", () => {
    const result = tyreAssignmentSchema.safeParse({ ...chosen, tyreId: '', trackConditions: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TYRE_REQUIRED_MESSAGE]);
  });

  it('shows and takes the temperature in °F for a racer who chose it, and stores °C', () => {
    const logged = entry({ frontTireId: 3, temperature: 25 });
    const opened = assignmentDefaults(logged, logged, 3, PREFILL, 'F');
    expect(opened.temperature).toBe(77);
    const schema = assignmentSchema([], false, 'F');
    expect(schema.parse({ ...opened, temperature: 95 }).temperature).toBe(35);
    // 100°F is a hot day, not past the 80°C limit; 200°F is past it.
    expect(schema.parse({ ...opened, temperature: 100 }).temperature).toBe(37.8);
    expect(schema.safeParse({ ...opened, temperature: 200 }).success).toBe(false);
    expect(assignmentSchema([], false).safeParse({ ...opened, temperature: 100 }).success).toBe(false);
  });

  it("opens on an entry's own choices when updating it", () => {
    const logged = entry({
      frontTireId: 3,
      trackConditions: 'wet',
      temperature: 12,
      userRating: 5,
      notes: 'x',
    });
    expect(assignmentDefaults(logged, logged, 3, PREFILL)).toMatchObject({
      tyreId: '3',
      trackConditions: 'wet',
      temperature: 12,
      userRating: 5,
      notes: 'x',
    });
    expect(assignmentDefaults({}, undefined, null, PREFILL)).toMatchObject({
      tyreId: '',
      trackConditions: '',
      // A race typed by hand opens on the followed track, the racer's driver name, today and no position.
      raceTitle: '',
      trackName: 'Red Gum Raceway',
      driverName: 'Sam Obrien',
      raceDate: '2026-11-22',
      position: null,
    });
    // The setup sheet the entry names, read back as its id; '' is none.
    const withSheet = entry({ frontTireId: 3, setupSheetId: 12 });
    const defaults = assignmentDefaults(withSheet, withSheet, 3, PREFILL);
    expect(defaults.setupSheetId).toBe('12');
    expect(tyreAssignmentSchema.parse(defaults).setupSheetId).toBe(12);
    expect(tyreAssignmentSchema.parse({ ...defaults, setupSheetId: '' }).setupSheetId).toBeNull();
  });

  it("opens on the entry's car when updating it, else on the car offered from the race's class", () => {
    const offered = { ...PREFILL, carId: 3 };
    expect(assignmentDefaults({}, undefined, 7, offered).carId).toBe('3');
    expect(assignmentDefaults({}, undefined, 7, PREFILL).carId).toBe('');
    const withCar = entry({ frontTireId: 3, carId: 5 });
    expect(assignmentDefaults(withCar, withCar, 3, offered).carId).toBe('5');
    // The entry's own 'no car' stands: the offer is for a new entry.
    const noCar = entry({ frontTireId: 3 });
    expect(assignmentDefaults(noCar, noCar, 3, offered).carId).toBe('');
    expect(tyreAssignmentSchema.parse(assignmentDefaults(withCar, withCar, 3, offered)).carId).toBe(5);
  });

  it('saves over an entry only what the racer changed, so another device’s edits stay', () => {
    const logged = entry({
      frontTireId: 3,
      rearTireId: 3,
      trackConditions: 'wet',
      temperature: 12,
      notes: 'x',
    });
    const opened = assignmentDefaults(logged, logged, 3, PREFILL);
    const schema = assignmentSchema([], false);
    const save = (now: typeof opened, at = logged) => assignmentEdit(schema.parse(now), opened, now, at);
    expect(save(opened)).toEqual({});
    expect(save({ ...opened, notes: 'grippy late', temperature: null })).toEqual({
      notes: 'grippy late',
      temperature: null,
    });
    expect(save({ ...opened, tyreId: '7' })).toEqual({ frontTireId: 7, rearTireId: 7 });
    // The car only when the racer changed it: a cleared car is sent as none.
    expect(save({ ...opened, carId: '9' })).toEqual({ carId: 9 });
    const withCar = { ...logged, carId: 9 };
    const openedWithCar = assignmentDefaults(withCar, withCar, 3, PREFILL);
    expect(assignmentEdit(schema.parse(openedWithCar), openedWithCar, openedWithCar, withCar)).toEqual({});
    const cleared = { ...openedWithCar, carId: '' };
    expect(assignmentEdit(schema.parse(cleared), openedWithCar, cleared, withCar)).toEqual({ carId: null });
    // The set shown is what is saved: an entry without it on both ends gets it.
    expect(save(opened, { ...logged, rearTireId: null })).toEqual({ frontTireId: 3, rearTireId: 3 });
  });

  it('names a set by brand, pattern, compound, set number and condition', () => {
    expect(tyreOptionLabel(tyreItem({ setNumber: 2, condition: 'used' }))).toBe(
      'Pro-Line Blockade M3 · Set #2 · Used',
    );
    // A worn set reads 'Expired' here as on the Inventory screen.
    expect(tyreOptionLabel(tyreItem({ setNumber: 3, condition: 'worn' }))).toBe(
      'Pro-Line Blockade M3 · Set #3 · Expired',
    );
  });
});

describe('initialTyreId', () => {
  const tyres = [tyreItem({ id: 101 }), tyreItem({ id: 102 }), tyreItem({ id: 103 })];
  const day = '2026-11-22T12:00:00.000Z';

  it("offers the set of the racer's latest entry on the same day", () => {
    const entries = [
      entry({ id: 50, frontTireId: 101 }),
      entry({ id: 52, frontTireId: 102 }),
      entry({ id: 51, frontTireId: 103 }),
      entry({ id: 60, frontTireId: 103, raceDate: '2026-11-21T12:00:00.000Z' }),
    ];
    expect(initialTyreId({ entries, tyres, raceDate: day })).toBe(102);
  });

  it('offers nothing without an entry that day, or when its set has left the inventory', () => {
    expect(initialTyreId({ entries: [], tyres, raceDate: day })).toBeNull();
    const gone = [entry({ frontTireId: 999 }), entry({ frontTireId: null })];
    expect(initialTyreId({ entries: gone, tyres, raceDate: day })).toBeNull();
  });

  it("prefers the preselected set, then the entry's own", () => {
    const entries = [entry({ frontTireId: 101 })];
    expect(initialTyreId({ preselectedTyreId: 103, entries, tyres, raceDate: day })).toBe(103);
    const updating = entry({ frontTireId: 102 });
    expect(initialTyreId({ entry: updating, entries, tyres, raceDate: day })).toBe(102);
  });
});

describe('which rows are whose', () => {
  it("finds a row's entry by race URL, driver in any case and position", () => {
    const logged = entry({ driverName: 'sam obrien', position: 2 });
    expect(entryForRace([logged], raceFromResultRow(race, row))).toBe(logged);
    expect(entryForRace([logged], { ...raceFromResultRow(race, row), position: 3 })).toBeUndefined();
    expect(
      entryForRace([entry({ raceUrl: null })], { driverName: 'Sam Obrien', position: 2 }),
    ).toBeUndefined();
  });
});
