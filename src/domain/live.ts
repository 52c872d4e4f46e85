// Live timing contracts shared by the server and the web app: the racer's settings, the current event
// and its timing rows, and how a timing row is shown.
import { z } from 'zod';

const DRIVER_NAME_MAX = 100;

/** PUT /api/settings: each field present is changed; null or '' clears it. */
export const settingsUpdateSchema = z.object({
  driverName: z
    .string()
    .trim()
    .max(DRIVER_NAME_MAX, `Driver name must be at most ${DRIVER_NAME_MAX} characters`)
    .nullable()
    .optional(),
  followedTrackUrl: z.string().trim().max(2048, 'URL must be a LiveRC address').nullable().optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export type UserSettings = {
  driverName: string | null;
  /** The followed track's root address, e.g. 'https://redgum.liverc.com/'. */
  followedTrackUrl: string | null;
  followedTrackName: string | null;
};

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
