// Live timing contracts shared by the server and the web app: the current event, its timing rows, how a
// timing row is shown, the live stream's messages and the racer's next race.
import { z } from 'zod';

export const eventIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Event id must be a number' })
    .int('Event id must be a whole number')
    .positive('Event id must be a whole number'),
});

/** GET /api/events/current: the followed track's current or latest event. */
export type CurrentEvent = {
  id: number;
  name: string;
  track: string;
  trackUrl: string | null;
  /** The event's LiveRC page. */
  eventUrl: string | null;
  class: string;
  round: string | null;
  /** 'active' while the track is racing, else 'completed'. */
  status: string;
  timeRemaining: string | null;
  startTime: string | null;
  /** The race the timing rows come from. */
  raceName: string | null;
  raceUrl: string | null;
  updatedAt: string;
  /** When LiveRC could not be read just now, the last good copy is answered and marked stale. */
  stale: boolean;
  error?: string;
};

/** GET /api/events/{id}/drivers: one timing row. */
export type TimingRow = {
  id: number;
  position: number | null;
  name: string;
  bestLap: string | null;
  lastLap: string | null;
  gap: string | null;
};

export const EMPTY_LAP = '--:--.--';
export const EMPTY_GAP = '-';

export const lapText = (lap: string | null | undefined): string => (lap?.trim() ? lap.trim() : EMPTY_LAP);
export const gapText = (gap: string | null | undefined): string => (gap?.trim() ? gap.trim() : EMPTY_GAP);
/** A gap worth the racer's eye: any set gap (the leader's is empty). */
export const isGapSet = (gap: string | null | undefined): boolean => gapText(gap) !== EMPTY_GAP;

/** Timing names come as 'LAST, FIRST' or 'First Last', in any case: both match the racer's 'First Last'. */
export function isSameDriver(timingName: string, myName: string | null | undefined): boolean {
  const mine = normaliseName(myName ?? '');
  if (!mine) return false;
  const theirs = normaliseName(timingName);
  if (theirs === mine) return true;
  const [last, first] = timingName.split(',').map((part) => normaliseName(part));
  return Boolean(first && last && `${first} ${last}` === mine);
}

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A data source's health as GET /api/data-sources answers it. */
export type DataSourceView = { id: number; name: string; status: string; lastSync: string | null };

/** Everything the live screens show for the followed track. */
export type LiveState = { event: CurrentEvent | null; rows: TimingRow[]; sources: DataSourceView[] };

/**
 * What GET /api/live/stream sends (the SSE `event:` name is the `type`): the whole state on connect, then
 * only what changed. Timing rows are keyed by position, the one thing a standings table never repeats.
 */
export type LiveMessage =
  | { type: 'snapshot'; data: LiveState }
  | { type: 'event'; data: CurrentEvent | null }
  | { type: 'timing'; data: { changed: TimingRow[]; removed: number[] } }
  | { type: 'sources'; data: DataSourceView[] };

/** Applies one message to the state a client holds. */
export function applyLiveMessage(state: LiveState, message: LiveMessage): LiveState {
  switch (message.type) {
    case 'snapshot':
      return message.data;
    case 'event':
      return { ...state, event: message.data };
    case 'sources':
      return { ...state, sources: message.data };
    case 'timing': {
      const removed = new Set(message.data.removed);
      const byPosition = new Map(state.rows.map((row) => [row.position, row]));
      for (const row of message.data.changed) byPosition.set(row.position, row);
      const rows = [...byPosition.values()].filter((row) => !removed.has(row.position ?? -1));
      return { ...state, rows: rows.sort((a, b) => (a.position ?? 0) - (b.position ?? 0)) };
    }
  }
}

/** A race of a heat sheet, in running order, as the next-race search needs it. */
export type ScheduledRace = {
  raceNumber: number | null;
  name: string;
  status: 'not-started' | 'complete' | 'unknown';
  entries: { gridSlot: number; driver: string; carNumber: string | null }[];
};

/** GET /api/live/next-race: the racer's next race on the followed track's heat sheets. */
export type NextRace = {
  round: string | null;
  raceNumber: number | null;
  raceName: string;
  /** A qualifying heat's number, 'Heat 2/3' -> '2/3'; null for a main or any other race. */
  heat: string | null;
  gridSlot: number;
  /** Races still to run before it, and the one right before it. */
  racesBefore: number;
  raceBefore: string | null;
};

export type NextRaceAnswer = { nextRace: NextRace | null; reason: string | null };

/** The first race not yet run, in running order, with the racer on its grid. */
export function findNextRace(
  rounds: { round: string | null; races: ScheduledRace[] }[],
  myName: string | null,
): NextRace | null {
  const toRun = rounds.flatMap(({ round, races }) =>
    races.filter((race) => race.status !== 'complete').map((race) => ({ round, race })),
  );
  const index = toRun.findIndex(({ race }) =>
    race.entries.some((entry) => isSameDriver(entry.driver, myName)),
  );
  const found = toRun[index];
  if (!found) return null;
  const entry = found.race.entries.find((candidate) => isSameDriver(candidate.driver, myName));
  return {
    round: found.round,
    raceNumber: found.race.raceNumber,
    raceName: found.race.name,
    heat: heatOf(found.race.name),
    gridSlot: entry?.gridSlot ?? 0,
    racesBefore: index,
    raceBefore: toRun[index - 1]?.race.name ?? null,
  };
}

const heatOf = (name: string): string | null => /\bHeat\s+(\d+(?:\/\d+)?)/i.exec(name)?.[1] ?? null;

/** 'Your next race: Race 5, heat 2/3, grid slot 3' (a main is named instead of a heat). */
export function nextRaceText(race: NextRace): string {
  const number = race.raceNumber === null ? '' : `Race ${race.raceNumber}, `;
  const heat = race.heat ? `heat ${race.heat}` : race.raceName;
  return `Your next race: ${number}${heat}, grid slot ${race.gridSlot}`;
}
