// An event as a whole for one class: every session the racer and the drivers they watch ran, in the order they
// ran them (qualifier rounds in round order, then the mains from the lowest up to the A), each driver's figures
// per session from clean laps (lap-marks.ts), and who improved most from their first qualifier to their last
// session. Sessions are rounds, not races: in one qualifier round a driver runs one of its heats.
import { z } from 'zod';
import { driverNameKey, isSameDriverName } from './driver-names.ts';
import { cleanLaps, markLaps, raceField } from './lap-marks.ts';
import { liveRcUrlQuerySchema, type RaceResultPage } from './liverc.ts';
import { mainNameParts } from './mains-ladder.ts';
import { mean } from './race-analysis-figures.ts';
import { storableText } from './text.ts';

/** One class view reads at most this many races: three qualifier rounds of heats and a ladder of mains. */
export const CLASS_RACES_MAX = 40;
/** Drivers the racer picks beside themselves and their rivals: more lines than this do not read on a phone. */
export const CHOSEN_DRIVERS_MAX = 4;

const driverList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value))
  .pipe(
    z
      .array(
        storableText('Driver').min(1, 'Driver is required').max(100, 'Driver must be at most 100 characters'),
      )
      .max(CHOSEN_DRIVERS_MAX, `Pick at most ${CHOSEN_DRIVERS_MAX} drivers`),
  );

/** GET /api/liverc/event-class?url=EVENT&className=1/8 Nitro Buggy&driver=A&driver=B */
export const eventClassQuerySchema = liveRcUrlQuerySchema.extend({
  className: storableText('Class', 'Class is required')
    .min(1, 'Class is required')
    .max(100, 'Class must be at most 100 characters'),
  driver: driverList,
});
export type EventClassQuery = z.infer<typeof eventClassQuerySchema>;

const sessionSchema = z.object({
  /** 'Qualifier Round 2', 'B-Main', 'A2-Main' */
  name: z.string(),
  kind: z.enum(['qualifier', 'main']),
});

const driverSessionSchema = z.object({
  raceName: z.string(),
  raceUrl: z.string(),
  position: z.number().int(),
  laps: z.number().int().nullable(),
  /** Race time in seconds. */
  time: z.number().nullable(),
  bestLap: z.number().nullable(),
  /** The average of the clean laps (marked laps left out); null without any. */
  cleanAverage: z.number().nullable(),
  leftOut: z.number().int(),
  /** The clean laps in order, for the trend. */
  cleanLaps: z.array(z.object({ lap: z.number().int(), time: z.number() })),
});
export type DriverSession = z.infer<typeof driverSessionSchema>;

const viewDriverSchema = z.object({
  driver: z.string(),
  me: z.boolean(),
  rival: z.boolean(),
  /** One entry per session of the view, null where the driver did not run. */
  sessions: z.array(driverSessionSchema.nullable()),
});

const improvementSchema = z.object({
  driver: z.string(),
  first: z.object({ session: z.string(), cleanAverage: z.number() }),
  last: z.object({ session: z.string(), cleanAverage: z.number() }),
  /** Seconds a lap got faster (negative: slower). */
  gained: z.number(),
});
export type Improvement = z.infer<typeof improvementSchema>;

export const eventClassViewSchema = z.object({
  className: z.string(),
  sessions: z.array(sessionSchema),
  drivers: z.array(viewDriverSchema),
  improved: z.array(improvementSchema),
  /** Every driver of the class at the event, to pick from. */
  classDrivers: z.array(z.string()),
  /** The class's races LiveRC did not send. */
  unread: z.number().int(),
});
export type EventClassView = z.infer<typeof eventClassViewSchema>;

/** The rule 'Improved most' follows, as the screen says it. */
export const IMPROVED_RULE =
  'Seconds gained on the average clean lap from the first qualifier a driver ran to their last session.';

type ListedRace = { name: string; url: string; round: string | null; className: string | null };
type ClassRace = ListedRace & { session: string; kind: 'qualifier' | 'main'; order: number[] };

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The class's races in session order: qualifier heats (a race of the class under a 'Qualifier Round N' heading or
 * named '(Heat i/n)') by round, then mains from the lowest letter up to the A, legs in order. Other races left out.
 */
export function classRaces<T extends ListedRace>(races: readonly T[], className: string): (T & ClassRace)[] {
  const key = driverNameKey(className);
  const ordered: (T & ClassRace)[] = [];
  for (const race of races) {
    const main = mainNameParts(squash(race.name));
    if (main) {
      if (driverNameKey(main.className) !== key) continue;
      const session = `${main.letter}${/\d-Main$/i.test(race.name.trim()) ? main.leg : ''}-Main`;
      // After every qualifier; Z before A, leg 1 before leg 2.
      ordered.push({ ...race, session, kind: 'main', order: [1, -main.letter.charCodeAt(0), main.leg] });
      continue;
    }
    // The page's class when it has one; else the name up to '(Heat', so '1/8 Nitro Buggy Truggy' is not '1/8 Nitro Buggy'.
    const ofClass = race.className
      ? driverNameKey(race.className) === key
      : driverNameKey(race.name.split('(')[0] ?? '') === key;
    const round = /qualifier round (\d+)/i.exec(race.round ?? '');
    if (!ofClass || !(round || /\(heat \d+\/\d+\)/i.test(race.name))) continue;
    const number = round ? Number(round[1]) : 0;
    const session = round ? `Qualifier Round ${number}` : 'Qualifiers';
    const heat = Number(/\(heat (\d+)/i.exec(race.name)?.[1] ?? 0);
    ordered.push({ ...race, session, kind: 'qualifier', order: [0, number, heat] });
  }
  return ordered.toSorted((a, b) => compareOrder(a.order, b.order));
}

function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export type ReadRace = ClassRace & Pick<RaceResultPage, 'results' | 'lapTimes' | 'className'>;

/**
 * The view of a class from its read races (in classRaces order): `shown` are the drivers to show (the racer's
 * own names and rivals marked), racer first, then in the order given.
 */
export function eventClassView(
  className: string,
  races: readonly ReadRace[],
  people: { myNames: readonly string[]; rivals: readonly string[]; chosen: readonly string[] },
  unread: number,
): EventClassView {
  const sessions: { name: string; kind: 'qualifier' | 'main' }[] = [];
  for (const race of races)
    if (!sessions.some((session) => session.name === race.session))
      sessions.push({ name: race.session, kind: race.kind });

  const classDrivers: string[] = [];
  for (const race of races)
    for (const row of race.results)
      if (!classDrivers.some((name) => isSameDriverName(name, row.driver))) classDrivers.push(row.driver);

  const named = (names: readonly string[]) =>
    classDrivers.filter((driver) => names.some((name) => isSameDriverName(name, driver)));
  const mine = named(people.myNames);
  const shown = [...new Set([...mine, ...named(people.rivals), ...named(people.chosen)])];

  const drivers = shown.map((driver) => ({
    driver,
    me: mine.includes(driver),
    rival: people.rivals.some((name) => isSameDriverName(name, driver)),
    sessions: sessions.map(({ name }) =>
      sessionOf(
        driver,
        races.filter((race) => race.session === name),
      ),
    ),
  }));
  return {
    className,
    sessions,
    drivers,
    improved: improvements(drivers, sessions),
    classDrivers: classDrivers.toSorted((a, b) => a.localeCompare(b)),
    unread,
  };
}

/** The driver's race in one session (the first heat naming them), with figures from its clean laps. */
function sessionOf(driver: string, races: readonly ReadRace[]): DriverSession | null {
  for (const race of races) {
    const row = race.results.find((each) => isSameDriverName(each.driver, driver));
    if (!row) continue;
    const laps = race.lapTimes.find((each) => isSameDriverName(each.driver, driver))?.laps ?? [];
    const marks = markLaps(laps, raceField(race.lapTimes, race.className));
    const clean = cleanLaps(laps, marks);
    const cleanAverage = mean(clean.map((lap) => lap.time));
    return {
      raceName: squash(race.name),
      raceUrl: race.url,
      position: row.position,
      laps: row.values.laps,
      time: row.values.time,
      bestLap: row.values.fastestLap,
      cleanAverage,
      leftOut: laps.length - clean.length,
      cleanLaps: clean.map(({ lap, time }) => ({ lap, time })),
    };
  }
  return null;
}

/**
 * Improved most, round to round: per driver the seconds their average clean lap gained from the first qualifier
 * they ran to the last session they ran (a main when they reached one), most gained first. The clean average
 * leaves crashes and fuel stops out, so a bad-luck heat does not read as pace. A driver with no qualifier or
 * only one session with clean laps is left out: there is nothing to compare.
 */
function improvements(
  drivers: readonly { driver: string; sessions: (DriverSession | null)[] }[],
  sessions: readonly { name: string; kind: 'qualifier' | 'main' }[],
): Improvement[] {
  const result: Improvement[] = [];
  for (const { driver, sessions: ran } of drivers) {
    const timed = ran.flatMap((entry, index) =>
      entry?.cleanAverage != null ? [{ index, cleanAverage: entry.cleanAverage }] : [],
    );
    const first = timed[0];
    const last = timed.at(-1);
    if (!first || !last || first === last || sessions[first.index]?.kind !== 'qualifier') continue;
    result.push({
      driver,
      first: { session: sessions[first.index]!.name, cleanAverage: first.cleanAverage },
      last: { session: sessions[last.index]!.name, cleanAverage: last.cleanAverage },
      gained: first.cleanAverage - last.cleanAverage,
    });
  }
  return result.toSorted((a, b) => b.gained - a.gained);
}
