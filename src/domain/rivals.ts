// Rivals and head-to-head: the drivers a racer measures themselves against, and the record over every stored
// race naming both (who finished ahead, by how much, best laps, the trend by race day, and the tyres and setup
// the racer ran when winning and when losing).
import { z } from 'zod';
import { idParamsSchema } from './api.ts';
import { driverNameKey } from './driver-names.ts';
import { figureSeconds, mean } from './race-analysis-figures.ts';
import { requiredText, storableText } from './text.ts';
import { formatDate } from './tyre-format.ts';

/** How many rivals one racer keeps: a club's fast guys, with room to spare. */
export const RIVALS_MAX = 20;
export const RIVALS_FULL = `You can keep at most ${RIVALS_MAX} rivals: remove one to add another`;
export const NOT_YOUR_RIVAL = 'That name is one of your own driver names';

/** POST /api/rivals: the rival's name as LiveRC spells it. */
export const addRivalSchema = z.strictObject({ name: requiredText('Rival name', 100) });
export type AddRival = z.infer<typeof addRivalSchema>;

/** /api/rivals/:id */
export const rivalIdParamsSchema = idParamsSchema('Rival');

/** GET /api/rivals/names?q=kev: names from stored races the racer ran, for 'Add a rival' to offer. */
export const rivalNameQuerySchema = z.strictObject({
  q: storableText('Search').max(100, 'Search must be at most 100 characters'),
});
export const rivalNameOptionsSchema = z.object({
  names: z.array(z.object({ name: z.string(), races: z.number().int() })),
});
export type RivalNameOptions = z.infer<typeof rivalNameOptionsSchema>;

/** One driver's row in a race. Positions and laps as the result page gives them. */
export const raceSideSchema = z.object({
  driver: z.string(),
  position: z.number().int().nullable(),
  laps: z.number().int().nullable(),
  /** '30:43.434' */
  totalTime: z.string().nullable(),
  fastestLap: z.string().nullable(),
});
export type RaceSide = z.infer<typeof raceSideSchema>;

/**
 * The gap in one race, from the racer's side (positive: the racer ahead). Places always; seconds of total time
 * only when both finished on the same lap count (otherwise the laps between them say it).
 */
export const raceGapSchema = z.object({
  places: z.number().int().nullable(),
  laps: z.number().int().nullable(),
  seconds: z.number().nullable(),
});
export type RaceGap = z.infer<typeof raceGapSchema>;

/** A setup sheet as a run names it: its name, day ('YYYY-MM-DD', shown in the racer's date order) and track. */
export const runSetupSchema = z.object({
  name: z.string().nullable(),
  date: z.string().nullable(),
  track: z.string().nullable(),
});
export type RunSetup = z.infer<typeof runSetupSchema>;

/** 'Club dry · 20/11/2026 · Red Gum', the day as `formatDay` writes it (the racer's order on the phone). */
export const setupText = (
  setup: RunSetup,
  formatDay: (isoDay: string | null) => string | null = formatDate,
) => [setup.name, formatDay(setup.date), setup.track].filter(Boolean).join(' · ');

/** What the racer ran in a race they logged: the tyre set and the setup sheet. */
export const loggedRunSchema = z.object({
  tyres: z.string().nullable(),
  setupSheetId: z.number().int().nullable(),
  setup: runSetupSchema.nullable(),
});
export type LoggedRun = z.infer<typeof loggedRunSchema>;

export const sharedRaceSchema = z.object({
  raceUrl: z.string(),
  raceTitle: z.string(),
  /** 'YYYY-MM-DD' */
  raceDate: z.string().nullable(),
  trackName: z.string().nullable(),
  me: raceSideSchema,
  rival: raceSideSchema,
  gap: raceGapSchema,
  /** The racer's race log entry for the race; null when not logged. */
  logged: loggedRunSchema.nullable(),
});
export type SharedRace = z.infer<typeof sharedRaceSchema>;

export const rivalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The newest stored race naming both; null before there is one. */
  latest: sharedRaceSchema.nullable(),
});
export type Rival = z.infer<typeof rivalSchema>;

/** GET /api/rivals: `driverNames` empty means the racer has not said who they are in Settings. */
export const rivalListSchema = z.object({ driverNames: z.array(z.string()), rivals: z.array(rivalSchema) });
export type RivalList = z.infer<typeof rivalListSchema>;

const runCountSchema = z.object({
  tyres: z.string().nullable(),
  setup: runSetupSchema.nullable(),
  races: z.number().int(),
});
export type RunCount = z.infer<typeof runCountSchema>;

/** GET /api/rivals/:id/head-to-head */
export const headToHeadSchema = z.object({
  rival: z.object({ id: z.number().int(), name: z.string() }),
  /** Races where the racer finished ahead (wins) or behind (losses). */
  wins: z.number().int(),
  losses: z.number().int(),
  /** Average places between them (positive: the racer ahead), over races where both have a place. */
  averagePlaces: z.number().nullable(),
  /** Average total-time gap in seconds (positive: the racer ahead), over races on the same lap count. */
  averageSeconds: z.number().nullable(),
  sameLapRaces: z.number().int(),
  /** Each one's best lap across the shared races, as LiveRC wrote it. */
  myBestLap: z.string().nullable(),
  rivalBestLap: z.string().nullable(),
  /** Per race day, oldest first: the record that day and the average places between them. */
  trend: z.array(
    z.object({ date: z.string(), wins: z.number().int(), losses: z.number().int(), places: z.number() }),
  ),
  /** In races the racer logged: the tyres and setup they ran, counted, when finishing ahead and behind. */
  whenWinning: z.array(runCountSchema),
  whenLosing: z.array(runCountSchema),
  /** Newest first, at most the newest SHARED_RACES_MAX. */
  races: z.array(sharedRaceSchema),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;

/** How many shared races a head-to-head reads: years of club racing against one driver. */
export const SHARED_RACES_MAX = 200;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** The gap in one race (see raceGapSchema). */
export function raceGap(me: RaceSide, rival: RaceSide): RaceGap {
  const places = me.position !== null && rival.position !== null ? rival.position - me.position : null;
  const laps = me.laps !== null && rival.laps !== null ? me.laps - rival.laps : null;
  const [mine, theirs] = [figureSeconds(me.totalTime), figureSeconds(rival.totalTime)];
  const seconds = laps === 0 && mine !== null && theirs !== null ? round(theirs - mine, 3) : null;
  return { places, laps, seconds };
}

/** Whether the racer finished ahead (true), behind (false) or no place says (null). */
export const finishedAhead = (gap: RaceGap): boolean | null => (gap.places === null ? null : gap.places > 0);

function bestLap(laps: (string | null)[]): string | null {
  let best: { text: string; seconds: number } | null = null;
  for (const text of laps) {
    const seconds = figureSeconds(text);
    if (text && seconds !== null && (!best || seconds < best.seconds)) best = { text: text.trim(), seconds };
  }
  return best?.text ?? null;
}

function countRuns(races: SharedRace[]): RunCount[] {
  const counts = new Map<string, RunCount>();
  for (const { logged } of races) {
    if (!logged) continue;
    const key = JSON.stringify([logged.tyres, logged.setup]);
    const known = counts.get(key) ?? { tyres: logged.tyres, setup: logged.setup, races: 0 };
    known.races += 1;
    counts.set(key, known);
  }
  return [...counts.values()].sort((a, b) => b.races - a.races);
}

/** The head-to-head over the shared races (any order in, newest first out). */
export function headToHead(rival: { id: number; name: string }, races: SharedRace[]): HeadToHead {
  const ahead = races.map((race) => finishedAhead(race.gap));
  const byDay = new Map<string, SharedRace[]>();
  for (const race of races) {
    if (race.raceDate === null || race.gap.places === null) continue;
    byDay.set(race.raceDate, [...(byDay.get(race.raceDate) ?? []), race]);
  }
  const seconds = races.flatMap((race) => (race.gap.seconds === null ? [] : [race.gap.seconds]));
  const places = races.flatMap((race) => (race.gap.places === null ? [] : [race.gap.places]));
  const averagePlaces = mean(places);
  const averageSeconds = mean(seconds);
  return {
    rival,
    wins: ahead.filter((each) => each === true).length,
    losses: ahead.filter((each) => each === false).length,
    averagePlaces: averagePlaces === null ? null : round(averagePlaces, 1),
    averageSeconds: averageSeconds === null ? null : round(averageSeconds, 3),
    sameLapRaces: seconds.length,
    myBestLap: bestLap(races.map((race) => race.me.fastestLap)),
    rivalBestLap: bestLap(races.map((race) => race.rival.fastestLap)),
    trend: [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({
        date,
        wins: day.filter((race) => finishedAhead(race.gap) === true).length,
        losses: day.filter((race) => finishedAhead(race.gap) === false).length,
        places: round(mean(day.map((race) => race.gap.places ?? 0)) ?? 0, 1),
      })),
    whenWinning: countRuns(races.filter((race) => finishedAhead(race.gap) === true)),
    whenLosing: countRuns(races.filter((race) => finishedAhead(race.gap) === false)),
    races: [...races].sort(newestFirst),
  };
}

/** Newest race day first; races without a day last. */
export function newestFirst(a: Pick<SharedRace, 'raceDate'>, b: Pick<SharedRace, 'raceDate'>): number {
  return (b.raceDate ?? '').localeCompare(a.raceDate ?? '');
}

const placesText = (places: number) => `${places} ${places === 1 ? 'place' : 'places'}`;

/** 'Ahead of Kevin Lewis by 2 places', 'Behind Kevin Lewis by 1 place'. */
export function gapSentence(rivalName: string, gap: RaceGap): string {
  if (gap.places === null || gap.places === 0) return `Raced ${rivalName}`;
  const side = gap.places > 0 ? 'Ahead of' : 'Behind';
  return `${side} ${rivalName} by ${placesText(Math.abs(gap.places))}`;
}

/** The dashboard's line: 'Ahead of Kevin Lewis by 2 places · Red Gum · 22/11/2026' (the day as `formatDay` writes it). */
export const latestResultText = (
  rivalName: string,
  race: SharedRace,
  formatDay: (isoDay: string | null) => string | null = formatDate,
): string =>
  [gapSentence(rivalName, race.gap), race.trackName, formatDay(race.raceDate)].filter(Boolean).join(' · ');

/** The record as a racer says it: 'You 5 – 3 Kevin Lewis'. */
export const recordText = (record: Pick<HeadToHead, 'wins' | 'losses' | 'rival'>): string =>
  `You ${record.wins} – ${record.losses} ${record.rival.name}`;

/** How the racer fared against each rival in a posted race, for its notification: ['ahead of Kevin Lewis']. */
export function rivalsInRace(
  myPosition: number,
  rows: readonly { driver: string; position: number }[],
  rivalNames: readonly string[],
): string[] {
  const keys = new Set(rivalNames.map(driverNameKey));
  return rows
    .filter((row) => keys.has(driverNameKey(row.driver)) && row.position !== myPosition)
    .map((row) => `${row.position > myPosition ? 'ahead of' : 'behind'} ${row.driver.trim()}`);
}

/** The tyres of a logged race as a racer says them: 'Pro-Line Blockade M3', or front and rear when they differ. */
export function tyresRun(front: string | null, rear: string | null): string | null {
  if (!front || !rear || front === rear) return front || rear || null;
  return `Front ${front} · rear ${rear}`;
}
