// An event's mains as a racer reads them on the day: per class the top qualifier (TQ), the ladder of mains from
// the A down with the drivers who came up from the main below (bump-ups), and the closest finishes. All from the
// mains' own results: LiveRC names a main '{class} {letter}[{leg}]-Main' ('1/8 Nitro Buggy B-Main', '1/8
// Electric Buggy A2-Main' for the second leg of a triple A), and each row carries the driver's qualifying place.
import { z } from 'zod';
import type { RaceResultRow } from './liverc.ts';

/** A main's results as the ladder needs them. */
export type MainResult = {
  name: string;
  url: string;
  results: (Pick<RaceResultRow, 'position' | 'driver'> & {
    values: Pick<RaceResultRow['values'], 'qualifying' | 'behind' | 'laps'>;
  })[];
};

const ladderDriverSchema = z.object({
  driver: z.string(),
  /** Place in each leg of the main, in leg order; null for a leg the driver is not listed in. */
  positions: z.array(z.number().int().nullable()),
  qualifying: z.number().int().nullable(),
  /** The main below this one the driver also ran: they came up from it ('B-Main'); null otherwise. */
  bumpedFrom: z.string().nullable(),
});

const ladderMainSchema = z.object({
  /** 'A-Main' (every leg of a triple A together). */
  name: z.string(),
  legs: z.array(z.object({ name: z.string(), url: z.string() })),
  drivers: z.array(ladderDriverSchema),
});

export const classLadderSchema = z.object({
  className: z.string(),
  /** The driver who qualified first, as the top main lists them. */
  tq: z.string().nullable(),
  mains: z.array(ladderMainSchema),
});
export type ClassLadder = z.infer<typeof classLadderSchema>;

export const closestFinishSchema = z.object({
  raceName: z.string(),
  raceUrl: z.string(),
  /** Seconds between the two cars at the line, on the same lap. */
  gapSeconds: z.number(),
  ahead: z.object({ driver: z.string(), position: z.number().int() }),
  behind: z.object({ driver: z.string(), position: z.number().int() }),
});
export type ClosestFinish = z.infer<typeof closestFinishSchema>;

/** How many closest finishes the event shows. */
export const CLOSEST_FINISHES = 5;

type ParsedName = { className: string; letter: string; leg: number };

/** '1/8 Electric Buggy A2-Main' -> class '1/8 Electric Buggy', main 'A', leg 2; null for a race that is no main. */
export function mainNameParts(name: string): ParsedName | null {
  const match = /^(.*\S)\s+([A-Z])(\d*)-Main$/i.exec(name.trim());
  if (!match) return null;
  const [, className = '', letter = '', leg] = match;
  return { className, letter: letter.toUpperCase(), leg: leg ? Number(leg) : 1 };
}

/** The event's ladders, one per class in the order the classes first appear, and its closest finishes. */
export function mainsLadder(mains: readonly MainResult[]): {
  classes: ClassLadder[];
  closest: ClosestFinish[];
} {
  const byClass = new Map<string, Map<string, { leg: number; main: MainResult }[]>>();
  for (const main of mains) {
    const parts = mainNameParts(main.name);
    if (!parts) continue;
    const letters = byClass.get(parts.className) ?? new Map();
    byClass.set(parts.className, letters);
    letters.set(parts.letter, [...(letters.get(parts.letter) ?? []), { leg: parts.leg, main }]);
  }
  const classes = [...byClass].map(([className, letters]) => classLadder(className, letters));
  return { classes, closest: closestFinishes(mains) };
}

function classLadder(
  className: string,
  letters: Map<string, { leg: number; main: MainResult }[]>,
): ClassLadder {
  const ordered = [...letters.keys()].sort();
  const legsOf = (letter: string) => (letters.get(letter) ?? []).toSorted((a, b) => a.leg - b.leg);
  const driversOf = (letter: string) =>
    new Set(legsOf(letter).flatMap(({ main }) => main.results.map((row) => row.driver)));
  const mains = ordered.map((letter, index) => {
    const legs = legsOf(letter);
    const below = ordered[index + 1];
    const fromBelow = below ? driversOf(below) : new Set<string>();
    const drivers = [...driversOf(letter)].map((driver) => {
      const rows = legs.map(({ main }) => main.results.find((row) => row.driver === driver) ?? null);
      return {
        driver,
        positions: rows.map((row) => row?.position ?? null),
        qualifying: rows.find((row) => row?.values.qualifying != null)?.values.qualifying ?? null,
        bumpedFrom: below && fromBelow.has(driver) ? `${below}-Main` : null,
      };
    });
    // The latest leg's order is where the main stands now; drivers missing from it last.
    const last = (entry: (typeof drivers)[number]) => entry.positions.at(-1) ?? Number.POSITIVE_INFINITY;
    return {
      name: `${letter}-Main`,
      legs: legs.map(({ main }) => ({ name: main.name, url: main.url })),
      drivers: drivers.toSorted((a, b) => last(a) - last(b)),
    };
  });
  const top = mains[0]?.drivers ?? [];
  return { className, tq: top.find((entry) => entry.qualifying === 1)?.driver ?? null, mains };
}

/** The smallest gaps at the line between two cars on the same lap, across every main; non-starters (no lap) left out. */
function closestFinishes(mains: readonly MainResult[]): ClosestFinish[] {
  const finishes: ClosestFinish[] = [];
  for (const main of mains) {
    if (!mainNameParts(main.name)) continue;
    const rows = main.results.toSorted((a, b) => a.position - b.position);
    for (const [index, row] of rows.entries()) {
      const ahead = rows[index - 1];
      const gap = row.values.behind;
      if (!ahead || gap === null || !(gap > 0) || !(row.values.laps && row.values.laps > 0)) continue;
      finishes.push({
        raceName: main.name,
        raceUrl: main.url,
        gapSeconds: gap,
        ahead: { driver: ahead.driver, position: ahead.position },
        behind: { driver: row.driver, position: row.position },
      });
    }
  }
  return finishes.toSorted((a, b) => a.gapSeconds - b.gapSeconds).slice(0, CLOSEST_FINISHES);
}

/** GET /api/liverc/event-mains: the event's ladders, and how many of its mains LiveRC did not send. */
export const eventMainsSchema = z.object({
  classes: z.array(classLadderSchema),
  closest: z.array(closestFinishSchema),
  /** Mains listed on the event page whose results could not be read just now. */
  unread: z.number().int(),
});
export type EventMains = z.infer<typeof eventMainsSchema>;
