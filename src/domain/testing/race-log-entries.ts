// Race log entries for the domain's unit tests: a P1 on a Pro-Line Blockade M3 set (id 1), changed where a test says.
import type { RaceLogDetailedEntry, RaceLogTyre } from '../race-log.ts';

let nextId = 1;

export const raceLogTyre = (overrides: Partial<RaceLogTyre> = {}): RaceLogTyre => ({
  id: 1,
  brand: 'Pro-Line',
  treadPattern: 'Blockade',
  compound: 'M3',
  setNumber: 1,
  ...overrides,
});

/** An entry on `tyre` front and rear; its brand, model and compound texts follow the set, as the server fills them. */
export function raceLogEntry(
  overrides: Partial<RaceLogDetailedEntry> = {},
  tyre: RaceLogTyre | null = raceLogTyre(),
): RaceLogDetailedEntry {
  return {
    id: nextId++,
    raceTitle: '1/8 Nitro Buggy A-Main',
    raceUrl: null,
    eventUrl: null,
    trackName: 'Red Gum Raceway',
    driverName: 'Sam Racer',
    position: 1,
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
    frontTireId: tyre?.id ?? null,
    rearTireId: tyre?.id ?? null,
    setupSheetId: null,
    carId: null,
    frontTireBrand: tyre?.brand ?? null,
    frontTireModel: tyre?.treadPattern ?? null,
    frontTireCompound: tyre?.compound ?? null,
    rearTireBrand: tyre?.brand ?? null,
    rearTireModel: tyre?.treadPattern ?? null,
    rearTireCompound: tyre?.compound ?? null,
    lapsCompleted: null,
    userRating: null,
    raceDate: '2026-03-01T12:00:00.000Z',
    trackConditions: null,
    weather: null,
    temperature: null,
    notes: null,
    createdAt: '2026-03-01T12:30:00.000Z',
    frontTire: tyre,
    rearTire: tyre,
    setupSheet: null,
    lapTimes: [],
    fieldAvgLaps: [],
    raceField: null,
    lapsPending: false,
    ...overrides,
  };
}
