// The race a result row or 'My races' gives to the race log as pure functions: what it is, the
// defaults of what it lacks, the racer's entry for it, and which set to offer first. Kept apart from the form's
// schemas (race-log-form.ts) so that a results table can say which rows are logged without building them.

import { isSameDriverName } from './driver-names.ts';
import type { RaceResultRow, RaceResults } from './liverc.ts';
import type { MyRace } from './my-races.ts';
import type { RaceLogCreate, RaceLogEntry } from './race-log.ts';
import { localIsoDate } from './tyre-format.ts';
import type { TyreItem } from './tyres.ts';

/** The race an entry is for, in the POST body's names: everything but the tyres and the racer's notes. */
export type RaceToLog = Partial<
  Omit<
    RaceLogCreate,
    | 'frontTireId'
    | 'rearTireId'
    | 'frontTireBrand'
    | 'frontTireModel'
    | 'frontTireCompound'
    | 'rearTireBrand'
    | 'rearTireModel'
    | 'rearTireCompound'
    | 'userRating'
    | 'trackConditions'
    | 'weather'
    | 'temperature'
    | 'notes'
    | 'userId'
  >
>;

/** A LiveRC page gives the event's day only: noon UTC is that same day in every racer's time zone. */
const dayAsInstant = (isoDay: string) => `${isoDay}T12:00:00.000Z`;

/** One row of a race's result table as the race to log. */
export function raceFromResultRow(
  race: Pick<RaceResults, 'url' | 'raceTitle' | 'raceName' | 'trackName' | 'eventDate'>,
  row: RaceResultRow,
): RaceToLog {
  return {
    // The title 'My races' shows for the same race (the stored race's title).
    raceTitle: race.raceTitle ?? race.raceName ?? undefined,
    raceUrl: race.url,
    trackName: race.trackName ?? undefined,
    driverName: row.driver,
    position: row.position,
    vehicle: row.vehicle ?? null,
    qualifying: row.qualifying,
    lapsTime: row.lapsTime,
    behind: row.behind,
    fastestLap: row.fastestLap,
    avgLap: row.avgLap,
    avgTop5: row.avgTop5,
    avgTop10: row.avgTop10,
    avgTop15: row.avgTop15,
    top3Consecutive: row.top3Consecutive,
    stdDeviation: row.stdDeviation,
    consistency: row.consistency,
    raceDate: race.eventDate ? dayAsInstant(race.eventDate) : undefined,
  };
}

/** A race of 'My races' as the race to log. */
export function raceFromMyRace(race: MyRace): RaceToLog {
  return {
    raceTitle: race.raceTitle,
    raceUrl: race.raceUrl,
    eventUrl: race.eventUrl,
    trackName: race.trackName ?? undefined,
    driverName: race.driverName,
    position: race.position ?? undefined,
    lapsTime: race.lapsTime,
    behind: race.behind,
    fastestLap: race.fastestLap,
    avgLap: race.avgLap,
    consistency: race.consistency,
    raceDate: race.raceDate ? dayAsInstant(race.raceDate) : undefined,
  };
}

/** What every entry says of its race: the racer types what the race does not give. */
export const RACE_DETAILS = ['raceTitle', 'trackName', 'raceDate', 'driverName', 'position'] as const;
export type RaceDetail = (typeof RACE_DETAILS)[number];

/** The details the racer is asked for: those the race lacks, every one for a race typed by hand. */
export const askedDetails = (race: RaceToLog, manual: boolean): RaceDetail[] =>
  RACE_DETAILS.filter((detail) => manual || race[detail] == null || race[detail] === '');

/** A day the racer typed as an instant: noon of that day where they are, so their lists show that day. */
export const typedDayAsInstant = (isoDay: string): string => new Date(`${isoDay}T12:00:00`).toISOString();

/** The racer's entry for a race row: the same race URL, driver and position (the race log's one rule). */
export function entryForRace(
  entries: readonly RaceLogEntry[],
  race: Pick<RaceToLog, 'raceUrl' | 'driverName' | 'position'>,
): RaceLogEntry | undefined {
  if (!race.raceUrl || !race.driverName) return undefined;
  const { raceUrl, driverName, position } = race;
  return entries.find(
    (entry) =>
      entry.raceUrl === raceUrl &&
      entry.position === position &&
      isSameDriverName(entry.driverName, driverName),
  );
}

/**
 * The set offered first: the one given (a tyre card's 'Log a race'), the entry's own, else the set of the
 * racer's latest entry on the race's day ('same set as last race?'); only a set still in the inventory.
 */
export function initialTyreId(options: {
  preselectedTyreId?: number | undefined;
  entry?: RaceLogEntry | undefined;
  entries: readonly RaceLogEntry[];
  tyres: readonly Pick<TyreItem, 'id'>[];
  raceDate: string;
}): number | null {
  const owned = new Set(options.tyres.map((tyre) => tyre.id));
  const inInventory = (id: number | null | undefined) => (id != null && owned.has(id) ? id : null);
  if (options.preselectedTyreId !== undefined) return inInventory(options.preselectedTyreId);
  if (options.entry) return inInventory(options.entry.frontTireId);
  const day = localIsoDate(new Date(options.raceDate));
  const previous = options.entries
    .filter(
      (entry) => inInventory(entry.frontTireId) !== null && localIsoDate(new Date(entry.raceDate)) === day,
    )
    // The latest logged: ids grow with every new entry.
    .reduce<RaceLogEntry | null>((latest, entry) => (!latest || entry.id > latest.id ? entry : latest), null);
  return previous?.frontTireId ?? null;
}
