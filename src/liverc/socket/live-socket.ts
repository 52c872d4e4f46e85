// A connection to LiveRC's live socket for one track, over socket.io 0.9's long-polling transport (plain
// HTTPS through the LiveRC client, so the same address rule holds): handshake, `joinTrack`, then each
// answer's clock, race and standings. Any failure ends it; the caller falls back to polling pages.
import type { LiveRcClient } from '../client.ts';
import {
  clockText,
  type LiveClock,
  type LiveDriverRow,
  type LiveRaceInfo,
  mergeStandings,
  readClock,
  readDrivers,
  readRace,
} from './live-timing.ts';
import { decodePayload, eventFrame, FRAME, readEvent, readHandshake } from './socket-protocol.ts';

const LIVE_SOCKET_BASE = 'https://livedata.liverc.com/socket.io/1';

export type LiveSocketState = {
  clock: LiveClock | null;
  race: LiveRaceInfo | null;
  /** Standings by running position, P1 first. */
  rows: LiveDriverRow[];
};

export type LiveSocketOptions = {
  client: LiveRcClient;
  trackId: number;
  onUpdate(state: LiveSocketState): void;
  onClose(reason: string): void;
};

export class LiveSocket {
  private stopped = false;
  private table = new Map<number, LiveDriverRow>();
  private state: LiveSocketState = { clock: null, race: null, rows: [] };

  constructor(private readonly options: LiveSocketOptions) {}

  /** Connects and keeps reading until stopped or failed. */
  start(): void {
    void this.run().catch((error: unknown) =>
      this.close(error instanceof Error ? error.message : String(error)),
    );
  }

  stop(): void {
    this.stopped = true;
  }

  /** '4:24' left in a timed race, when the clock says so. */
  static timeRemaining(state: LiveSocketState): string | null {
    const remaining = state.clock?.remainingSeconds;
    return remaining === null || remaining === undefined ? null : clockText(remaining);
  }

  private async run(): Promise<void> {
    const { client, trackId } = this.options;
    const handshake = await client.exchange(`${LIVE_SOCKET_BASE}/?userType=web_viewer&t=${Date.now()}`);
    const session = handshake.status === 200 ? readHandshake(handshake.body) : null;
    if (!session) throw new Error(`live socket handshake refused (${handshake.status})`);
    if (!session.transports.includes('xhr-polling'))
      throw new Error('live socket offers no polling transport');
    const url = `${LIVE_SOCKET_BASE}/xhr-polling/${session.sid}`;
    // The server holds a poll open for up to its close timeout; wait a little longer than that.
    const pollTimeoutMs = Math.max(10, session.closeSeconds + 5) * 1000;
    const send = async (frame: string) => {
      const answer = await client.exchange(`${url}?t=${Date.now()}`, { method: 'POST', body: frame });
      if (answer.status !== 200) throw new Error(`live socket refused a message (${answer.status})`);
    };

    let joined = false;
    while (!this.stopped) {
      const answer = await client.exchange(`${url}?t=${Date.now()}`, { timeoutMs: pollTimeoutMs });
      if (answer.status !== 200) throw new Error(`live socket poll failed (${answer.status})`);
      for (const frame of decodePayload(answer.body)) {
        const type = frame.split(':', 1)[0];
        if (type === FRAME.connect && !joined) {
          joined = true;
          await send(eventFrame('joinTrack', [`t${trackId}`]));
        } else if (type === FRAME.heartbeat) await send('2::');
        else if (type === FRAME.disconnect) throw new Error('live socket closed by LiveRC');
        else if (type === FRAME.error) throw new Error(`live socket error: ${frame}`);
        else if (type === FRAME.event) this.apply(readEvent(frame));
      }
    }
  }

  private apply(event: { name: string; args: unknown[] } | null): void {
    if (!event || this.stopped) return;
    const arg = event.args[0];
    if (event.name === 'updateClockData')
      this.state = { ...this.state, clock: readClock(arg) ?? this.state.clock };
    else if (event.name === 'updateRaceData')
      this.state = { ...this.state, race: readRace(arg) ?? this.state.race };
    else if (event.name === 'updateDriverData') {
      this.table = mergeStandings(this.table, readDrivers(arg));
      this.state = { ...this.state, rows: [...this.table.values()].sort((a, b) => a.position - b.position) };
    } else return;
    this.options.onUpdate(this.state);
  }

  private close(reason: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.options.onClose(reason);
  }
}
