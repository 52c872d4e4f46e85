// The live socket's view of the race on track, laid over the polling source's state: its standings and
// clock while a race runs; the polled (posted) results again once it is over.
import type { LiveState, TimingRow } from '../../domain/live.ts';
import { LiveSocket, type LiveSocketState } from '../../liverc/live/live-socket.ts';

export function overlaySocket(base: LiveState, socket: LiveSocketState | null): LiveState {
  if (!socket || !base.event || socket.rows.length === 0 || socket.race?.status === 'finished') return base;
  const rows: TimingRow[] = socket.rows.map((row) => ({
    id: row.position,
    position: row.position,
    name: row.name,
    bestLap: row.fastestLap,
    lastLap: row.lastLap,
    gap: row.gap,
  }));
  return {
    ...base,
    event: {
      ...base.event,
      status: 'active',
      raceName: socket.race?.title ?? base.event.raceName,
      timeRemaining: LiveSocket.timeRemaining(socket) ?? base.event.timeRemaining,
    },
    rows,
  };
}
