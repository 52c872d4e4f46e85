// Live timing contracts shared by the server and the web app: the current event, its timing rows, how a
// timing row is shown, the live stream's messages and the racer's next race.
import { z } from 'zod';
import { idParamsSchema } from './api.ts';
import { isMyTimingName } from './driver-names.ts';
import type { LocalDateTime } from './liverc.ts';
import { estimateRaceStarts, estimateRecord } from './race-start-estimate.ts';
import { isStorableText } from './text.ts';

export const eventIdParamsSchema = idParamsSchema('Event');

/** GET /api/events/current: the followed track's current or latest event (null when following none). */
export const currentEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  track: z.string(),
  trackUrl: z.string().nullable(),
  /** The event's LiveRC page. */
  eventUrl: z.string().nullable(),
  class: z.string(),
  round: z.string().nullable(),
  /** 'active' while the track is racing, else 'completed'. */
  status: z.string(),
  timeRemaining: z.string().nullable(),
  startTime: z.string().nullable(),
  /** The race the timing rows come from. */
  raceName: z.string().nullable(),
  raceUrl: z.string().nullable(),
  updatedAt: z.string(),
  /** When LiveRC could not be read just now, the last good copy is answered and marked stale. */
  stale: z.boolean(),
  error: z.string().optional(),
});
export type CurrentEvent = z.infer<typeof currentEventSchema>;
export const currentEventAnswerSchema = currentEventSchema.nullable();

/** GET /api/events/current?track=: any address of a LiveRC track asks for its event (the Live screen). */
export const currentEventQuerySchema = z.strictObject({
  track: z
    .string()
    .refine(isStorableText, 'URL must be a LiveRC address')
    .trim()
    .max(2048, 'URL must be a LiveRC address')
    .optional(),
});

/** GET /api/events/{id}/drivers: one timing row. */
export const timingRowSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  position: z.number().int().nullable(),
  name: z.string(),
  bestLap: z.string().nullable(),
  lastLap: z.string().nullable(),
  gap: z.string().nullable(),
});
export type TimingRow = z.infer<typeof timingRowSchema>;
export const timingRowsSchema = z.array(timingRowSchema);

/** POST /api/refresh: the followed track read from LiveRC just now. */
export const refreshAnswerSchema = z.object({
  event: currentEventSchema.nullable(),
  drivers: timingRowsSchema,
});

export const EMPTY_LAP = '--:--.--';
export const EMPTY_GAP = '-';

export const lapText = (lap: string | null | undefined): string => (lap?.trim() ? lap.trim() : EMPTY_LAP);
export const gapText = (gap: string | null | undefined): string => (gap?.trim() ? gap.trim() : EMPTY_GAP);
/** A gap worth the racer's eye: any set gap (the leader's is empty). */
export const isGapSet = (gap: string | null | undefined): boolean => gapText(gap) !== EMPTY_GAP;

/** A data source's health as GET /api/data-sources answers it: `syncing`, `connected`, `idle` or `error`. */
export const dataSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  lastSync: z.string().nullable(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;
export const dataSourcesSchema = z.array(dataSourceSchema);

/** Everything the live screens show for the followed track. */
export const liveStateSchema = z.object({
  event: currentEventSchema.nullable(),
  rows: timingRowsSchema,
  sources: dataSourcesSchema,
});
export type LiveState = z.infer<typeof liveStateSchema>;

/**
 * What GET /api/live/stream sends (the SSE `event:` name is the `type`): the whole state on connect, then
 * only what changed. Timing rows are keyed by position, the one thing a standings table never repeats.
 */
export const liveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), data: liveStateSchema }),
  z.object({ type: z.literal('event'), data: currentEventSchema.nullable() }),
  z.object({
    type: z.literal('timing'),
    data: z.object({ changed: timingRowsSchema, removed: z.array(z.number().int()) }),
  }),
  z.object({ type: z.literal('sources'), data: dataSourcesSchema }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

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
export const nextRaceSchema = z.object({
  round: z.string().nullable(),
  raceNumber: z.number().int().nullable(),
  raceName: z.string(),
  /** A qualifying heat's number, 'Heat 2/3' -> '2/3'; null for a main or any other race. */
  heat: z.string().nullable(),
  gridSlot: z.number().int(),
  /** Races still to run before it, and the one right before it. */
  racesBefore: z.number().int(),
  raceBefore: z.string().nullable(),
  /**
   * When it starts, estimated from the event page's completion times (race-start-estimate.ts): track-local
   * 'HH:MM' and ± minutes, the median interval it is built on, and the races to run before it with theirs.
   * Null until the event's day has two postings less than 20 minutes apart.
   */
  startEstimate: z
    .object({
      at: z.string(),
      plusMinusMinutes: z.number().int(),
      intervalMinutes: z.number(),
      racesBefore: z.array(z.object({ raceName: z.string(), at: z.string() })),
      /** How far off the estimate was on this day so far (race-start-estimate.ts); null before 3 checks. */
      record: z
        .object({
          racesAhead: z.number().int(),
          medianErrorMinutes: z.number(),
          checks: z.number().int(),
          withinPlusMinus: z.number().int(),
        })
        .nullable(),
    })
    .nullable(),
  /** What to check before it (shown from 15 minutes before its estimated start); null on no event page. */
  checklist: z
    .object({
      tyreSet: z.string().nullable(),
      /**
       * The newest sheet at this track of the car the race's class names (any car's when no one car fits):
       * its name, day ('YYYY-MM-DD') and car.
       */
      setupSheet: z.object({ name: z.string().nullable(), date: z.string(), car: z.string() }).nullable(),
      transponder: z.string().nullable(),
    })
    .nullable(),
});
export type NextRace = z.infer<typeof nextRaceSchema>;
export type PreRaceChecklist = NonNullable<NextRace['checklist']>;

/** The next race, or null with the reason there is none (null when following no event). */
export const nextRaceAnswerSchema = z.object({
  nextRace: nextRaceSchema.nullable(),
  reason: z.string().nullable(),
});
export type NextRaceAnswer = z.infer<typeof nextRaceAnswerSchema>;

/**
 * The first race not yet run, in running order, with the racer (under any of their names) on its grid; its
 * start estimated from the completion times of the event's races (`completedAt`, the event page's).
 */
export function findNextRace(
  rounds: { round: string | null; races: ScheduledRace[] }[],
  myNames: readonly string[],
  completedAt: readonly (LocalDateTime | null)[] = [],
): NextRace | null {
  const toRun = rounds.flatMap(({ round, races }) =>
    races.filter((race) => race.status !== 'complete').map((race) => ({ round, race })),
  );
  const index = toRun.findIndex(({ race }) =>
    race.entries.some((entry) => isMyTimingName(entry.driver, myNames)),
  );
  const found = toRun[index];
  if (!found) return null;
  const entry = found.race.entries.find((candidate) => isMyTimingName(candidate.driver, myNames));
  const estimate = estimateRaceStarts(completedAt, index + 1);
  const mine = estimate?.starts[index];
  return {
    round: found.round,
    raceNumber: found.race.raceNumber,
    raceName: found.race.name,
    heat: heatOf(found.race.name),
    gridSlot: entry?.gridSlot ?? 0,
    racesBefore: index,
    raceBefore: toRun[index - 1]?.race.name ?? null,
    startEstimate:
      estimate && mine
        ? {
            ...mine,
            intervalMinutes: estimate.intervalMinutes,
            racesBefore: toRun
              .slice(0, index)
              .map(({ race }, k) => ({ raceName: race.name, at: estimate.starts[k]?.at ?? mine.at })),
            record: estimateRecord(completedAt),
          }
        : null,
    checklist: null,
  };
}

const heatOf = (name: string): string | null => /\bHeat\s+(\d+(?:\/\d+)?)/i.exec(name)?.[1] ?? null;

/** 'Your next race: Race 5, heat 2/3, grid slot 3' (a main is named instead of a heat). */
export function nextRaceText(race: NextRace): string {
  const number = race.raceNumber === null ? '' : `Race ${race.raceNumber}, `;
  const heat = race.heat ? `heat ${race.heat}` : race.raceName;
  return `Your next race: ${number}${heat}, grid slot ${race.gridSlot}`;
}
