// The live socket's view of the race on track, laid over the state read from the database: its race and
// clock while a race runs (its standings are in the database by then, live-standings-store.ts).
import type { LiveState } from '../../domain/timing.ts';
import { LiveSocket, type LiveSocketState } from '../../liverc/socket/live-socket.ts';
import type { LiveStandings } from './live-standings-store.ts';

/** Whether the socket reports a race under way: standings, and a race not yet finished. */
export function socketRacing(socket: LiveSocketState | null): socket is LiveSocketState {
  return socket !== null && socket.rows.length > 0 && socket.race?.status !== 'finished';
}

export function overlaySocket(base: LiveState, socket: LiveSocketState | null): LiveState {
  if (!socketRacing(socket) || !base.event) return base;
  return {
    ...base,
    event: {
      ...base.event,
      status: 'active',
      raceName: socket.race?.title ?? base.event.raceName,
      timeRemaining: LiveSocket.timeRemaining(socket) ?? base.event.timeRemaining,
    },
  };
}

/** The socket's race, clock and standings as the tables keep them. */
export function standingsOf(socket: LiveSocketState, fallbackRaceName: string | null): LiveStandings {
  return {
    raceName: socket.race?.title ?? fallbackRaceName,
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
