// What LiveRC's live socket says about a race, read defensively: the clock, the race, and the standings
// rows by running position (docs/liverc/REFERENCE.md 3.13; field meanings beyond those read here are unknown).

export type LiveClock = { elapsedSeconds: number; remainingSeconds: number | null };
export type LiveRaceInfo = {
  title: string;
  status: string | null;
  raceNumber: number | null;
  round: number | null;
};
export type LiveDriverRow = {
  position: number;
  name: string;
  carNumber: string | null;
  laps: number | null;
  lastLap: string | null;
  fastestLap: string | null;
  averageLap: string | null;
  /** 'difference' to the car ahead as the feed writes it. */
  gap: string | null;
};

const text = (value: string | undefined) => value?.trim() || null;
const whole = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : null;

/** `updateClockData` `["336|264"]`: elapsed | remaining seconds. */
export function readClock(arg: unknown): LiveClock | null {
  if (typeof arg !== 'string') return null;
  const [elapsed, remaining] = arg.split('|').map((part) => Number(part));
  if (elapsed === undefined || !Number.isFinite(elapsed)) return null;
  return {
    elapsedSeconds: elapsed,
    remainingSeconds: remaining !== undefined && Number.isFinite(remaining) ? remaining : null,
  };
}

/** `updateRaceData`: `Nitro Buggy|1|running|780|11|15|1|...`: title, ?, status, ?, race number, ?, round. */
export function readRace(arg: unknown): LiveRaceInfo | null {
  if (typeof arg !== 'string') return null;
  const fields = arg.split('|');
  const title = text(fields[0]);
  if (!title) return null;
  return { title, status: text(fields[2]), raceNumber: whole(fields[4]), round: whole(fields[6]) };
}

/**
 * `updateDriverData`: a JSON string of `{ p1: 'row', ..., p20: '' }`, possibly only some slots. Answers each
 * slot given: its row, or null when the slot is now empty.
 */
export function readDrivers(arg: unknown): Map<number, LiveDriverRow | null> {
  const slots = new Map<number, LiveDriverRow | null>();
  let data: unknown = arg;
  if (typeof arg === 'string') {
    try {
      data = JSON.parse(arg);
    } catch {
      return slots;
    }
  }
  if (!data || typeof data !== 'object') return slots;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const slot = /^p(\d+)$/.exec(key);
    if (!slot || typeof value !== 'string') continue;
    slots.set(Number(slot[1]), readDriverRow(Number(slot[1]), value));
  }
  return slots;
}

function readDriverRow(slot: number, row: string): LiveDriverRow | null {
  const fields = row.split('|');
  const name = text(fields[1]);
  if (!name) return null;
  return {
    position: whole(fields[0]) ?? slot,
    name,
    carNumber: text(fields[2]),
    laps: whole(fields[3]),
    lastLap: text(fields[4]),
    fastestLap: text(fields[7]),
    averageLap: text(fields[15]),
    gap: text(fields[16]),
  };
}

/** Applies a partial update to the standings table, keyed by running position. */
export function mergeStandings(
  table: ReadonlyMap<number, LiveDriverRow>,
  update: ReadonlyMap<number, LiveDriverRow | null>,
): Map<number, LiveDriverRow> {
  const merged = new Map(table);
  for (const [slot, row] of update) {
    if (row) merged.set(slot, row);
    else merged.delete(slot);
  }
  return merged;
}

/** 264 -> '4:24' */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
