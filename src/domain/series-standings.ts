// A series' standings from each round's final order of the class: points by place from the series' table, the
// TQ's bonus, the best N rounds counted, ties split by count-back (more wins, then more seconds …) and shared
// when still level. One driver is one name by the domain's one rule (driverNameKey).
import { z } from 'zod';
import { toCsv } from './csv.ts';
import { driverNameKey, isMyName } from './driver-names.ts';
import { type ClassLadder, type MainResult, mainNameParts, mainsLadder } from './mains-ladder.ts';

/** One round as stored: the class's finishing order (first place first) and its TQ; null when no main is stored. */
export type RoundResult = { finishers: string[]; tq: string | null } | null;

export type ScoringRules = { points: readonly number[]; bestOf: number | null; tqBonus: number };

const roundCellSchema = z.object({
  /** Finishing place in the class at that round; null when the driver did not run it. */
  place: z.number().int().nullable(),
  points: z.number().int().nullable(),
  tq: z.boolean(),
  /** Among the best N that make the total. */
  counted: z.boolean(),
});

export const standingRowSchema = z.object({
  /** Shared by drivers level on points and count-back. */
  place: z.number().int(),
  driver: z.string(),
  total: z.number().int(),
  rounds: z.array(roundCellSchema),
  isMe: z.boolean(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const seriesStandingsSchema = z.object({
  seriesId: z.number().int(),
  name: z.string(),
  className: z.string(),
  bestOf: z.number().int().nullable(),
  tqBonus: z.number().int(),
  rounds: z.array(
    z.object({
      eventUrl: z.string(),
      title: z.string(),
      date: z.string().nullable(),
      /** Whether the class's mains of the round are stored (the round is scored). */
      scored: z.boolean(),
    }),
  ),
  rows: z.array(standingRowSchema),
  /** The racer's row (by their driver names in Settings) and the one just ahead; null when not in the table. */
  me: z
    .object({
      place: z.number().int(),
      total: z.number().int(),
      ahead: z.object({ place: z.number().int(), driver: z.string(), gap: z.number().int() }).nullable(),
    })
    .nullable(),
  /** The racer's driver names: empty means they must be set in Settings to be found. */
  driverNames: z.array(z.string()),
});
export type SeriesStandings = z.infer<typeof seriesStandingsSchema>;

/** Points for finishing `place` (1 = first); places past the table score 0. */
export const pointsFor = (points: readonly number[], place: number): number => points[place - 1] ?? 0;

/** The standings rows, leader first. */
export function seriesStandings(
  rounds: readonly RoundResult[],
  rules: ScoringRules,
  myNames: readonly string[],
): StandingRow[] {
  const drivers = new Map<string, { driver: string; rounds: StandingRow['rounds'] }>();
  const empty = (): StandingRow['rounds'] =>
    rounds.map(() => ({ place: null, points: null, tq: false, counted: false }));
  rounds.forEach((round, index) => {
    if (!round) return;
    const tqKey = round.tq ? driverNameKey(round.tq) : null;
    round.finishers.forEach((name, at) => {
      const key = driverNameKey(name);
      if (!key) return;
      const entry = drivers.get(key) ?? { driver: name.trim().replace(/\s+/g, ' '), rounds: empty() };
      drivers.set(key, entry);
      // A driver listed twice in one round (a later main) keeps the first, higher, place.
      if (entry.rounds[index]?.place != null) return;
      const place = at + 1;
      const tq = key === tqKey;
      entry.rounds[index] = {
        place,
        points: pointsFor(rules.points, place) + (tq ? rules.tqBonus : 0),
        tq,
        counted: false,
      };
    });
  });
  const rows = [...drivers.values()].map(({ driver, rounds: cells }) => {
    const best = cells
      .map((cell, index) => ({ points: cell.points, index }))
      .filter((cell): cell is { points: number; index: number } => cell.points !== null)
      // Equal points: the earlier round counts, so the choice is the same on every read.
      .toSorted((a, b) => b.points - a.points || a.index - b.index)
      .slice(0, rules.bestOf ?? rounds.length);
    const counted = new Set(best.map((cell) => cell.index));
    return {
      driver,
      total: best.reduce((sum, cell) => sum + cell.points, 0),
      rounds: cells.map((cell, index) => ({ ...cell, counted: counted.has(index) })),
      isMe: isMyName(driver, myNames),
    };
  });
  const placesOf = (row: (typeof rows)[number]) =>
    row.rounds.map((cell) => cell.place).filter((place): place is number => place !== null);
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.total - a.total || countBack(placesOf(a), placesOf(b));
  const sorted = rows.toSorted((a, b) => order(a, b) || a.driver.localeCompare(b.driver));
  return sorted.map((row, index) => {
    const first = sorted.findIndex((other) => order(other, row) === 0);
    return { ...row, place: (first === -1 ? index : first) + 1 };
  });
}

/** Negative when `a` has more wins, or equal wins and more seconds, and so on; 0 when level all the way. */
function countBack(a: readonly number[], b: readonly number[]): number {
  const deepest = Math.max(0, ...a, ...b);
  for (let place = 1; place <= deepest; place++) {
    const diff = b.filter((p) => p === place).length - a.filter((p) => p === place).length;
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The racer's row and the driver placed just above them (the gap 0 when level on points, behind on count-back). */
export function myStanding(rows: readonly StandingRow[]): SeriesStandings['me'] {
  const index = rows.findIndex((row) => row.isMe);
  const mine = rows[index];
  if (!mine) return null;
  const above = rows[index - 1];
  return {
    place: mine.place,
    total: mine.total,
    ahead: above ? { place: above.place, driver: above.driver, gap: above.total - mine.total } : null,
  };
}

/** 'Leading the series', '12 points behind P2 Kevin Lewis', 'Level on points with P2 Kevin Lewis'. */
export function standingSentence(me: NonNullable<SeriesStandings['me']>): string {
  if (!me.ahead) return 'Leading the series';
  const who = `P${me.ahead.place} ${me.ahead.driver}`;
  if (me.ahead.gap === 0) return `Level on points with ${who}`;
  return `${me.ahead.gap} ${me.ahead.gap === 1 ? 'point' : 'points'} behind ${who}`;
}

/** The main's name in a stored race title: '1/8 Nitro Buggy A-Main Results [M1 Race #14]' -> '1/8 Nitro Buggy A-Main'. */
export const mainNameOfTitle = (title: string): string =>
  title.replace(/\s+Results(\s*\[[^\]]*\])?\s*$/i, '').trim();

/** Whether a main's class is the series' class ('1/8 nitro  buggy' is '1/8 Nitro Buggy'). */
export const isSeriesClass = (className: string, seriesClass: string): boolean =>
  driverNameKey(className) === driverNameKey(seriesClass);

/**
 * One round's result of a class from its stored mains, ordered as the mains ladder orders them: the A-Main's
 * finishers, then the B-Main's not bumped up, and so on; the TQ is the A-Main's qualifier 1.
 */
export function roundResult(mains: readonly MainResult[], seriesClass: string): RoundResult {
  const ofClass = mains.filter((main) => {
    const parts = mainNameParts(main.name);
    return parts !== null && isSeriesClass(parts.className, seriesClass);
  });
  const ladder: ClassLadder | undefined = mainsLadder(ofClass).classes[0];
  if (!ladder) return null;
  const seen = new Set<string>();
  const finishers: string[] = [];
  for (const main of ladder.mains)
    for (const entry of main.drivers) {
      const key = driverNameKey(entry.driver);
      if (seen.has(key)) continue;
      seen.add(key);
      finishers.push(entry.driver);
    }
  return { finishers, tq: ladder.tq };
}

/** The standings as a CSV: place, driver, total, then each round's points ('*' marks a round not counted). */
export function standingsCsv(standings: SeriesStandings): string {
  const header = [
    'place',
    'driver',
    'total',
    ...standings.rounds.map(
      (round, index) => `R${index + 1} ${round.title}${round.date ? ` (${round.date})` : ''}`,
    ),
  ];
  const rows = standings.rows.map((row) => [
    row.place,
    row.driver,
    row.total,
    ...row.rounds.map((cell) =>
      cell.points === null ? '' : `${cell.points}${cell.tq ? ' TQ' : ''}${cell.counted ? '' : ' *'}`,
    ),
  ]);
  return toCsv(header, rows);
}
