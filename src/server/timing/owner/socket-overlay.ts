// The live socket's view of the race on track, laid over the state read from the database: its race and
// clock while a race runs (its standings are in the database by then, live-standings-store.ts).
import type { LiveState } from '../../../domain/timing.ts';
import { splitRaceLabel } from '../../../liverc/parsers/race-label.ts';
import { LiveSocket, type LiveSocketState } from '../../../liverc/socket/live-socket.ts';
import type { LiveStandings } from '../store/live-standings-store.ts';

/** Whether the socket reports a race under way: standings, and a race not yet finished. */
export function socketRacing(socket: LiveSocketState | null): socket is LiveSocketState {
  return socket !== null && socket.rows.length > 0 && socket.race?.status !== 'finished';
}

/**
 * The class of the race on track, from its title (`1/8 Nitro Buggy A-Main` → `1/8 Nitro Buggy`); a title
 * without a known suffix is its own class. The pages' class is the last posted race's, not this one's.
 */
export function classOfRace(title: string): string {
  return splitRaceLabel(title).className ?? title;
}

export function overlaySocket(base: LiveState, socket: LiveSocketState | null): LiveState {
  if (!socketRacing(socket) || !base.event) return base;
  const title = socket.race?.title;
  return {
    ...base,
    event: {
      ...base.event,
      status: 'active',
      raceName: title ?? base.event.raceName,
      class: title ? classOfRace(title) : base.event.class,
      timeRemaining: LiveSocket.timeRemaining(socket) ?? base.event.timeRemaining,
    },
  };
}

/** The socket's race, clock and standings as the tables keep them. */
export function standingsOf(socket: LiveSocketState, fallbackRaceName: string | null): LiveStandings {
  const title = socket.race?.title;
  return {
    raceName: title ?? fallbackRaceName,
    className: title ? classOfRace(title) : null,
    timeRemaining: LiveSocket.timeRemaining(socket),
    rows: socket.rows.map((row) => ({
      position: row.position,
      name: row.name,
      bestLap: row.fastestLap,
      lastLap: row.lastLap,
      gap: row.gap,
      laps: row.laps,
    })),
  };
}
