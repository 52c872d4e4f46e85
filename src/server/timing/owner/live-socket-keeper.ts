// One track's connection to LiveRC's live socket: started while the track races, tried again after a failure
// (a blip on the network mid-race) with growing pauses, then left alone for a while as the pages carry on
// (LiveRC's socket is known from third parties only: docs/liverc/REFERENCE.md 3.13).
import type { FastifyBaseLogger } from 'fastify';
import type { LiveRcClient } from '../../../liverc/client.ts';
import { LiveSocket, type LiveSocketState } from '../../../liverc/socket/live-socket.ts';

// A socket that fails is tried again after these pauses, its last standings kept meanwhile; after the last,
// the pages alone for RETRY_LATER_MS before it is tried again.
export const SOCKET_RECONNECT_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000];
const RETRY_LATER_MS = 10 * 60 * 1000;

export type LiveSocketKeeperOptions = {
  client: LiveRcClient;
  /** LiveRC's numeric id of the track (the socket's room); null when the track has none. */
  trackId: () => Promise<number | null>;
  reconnectMs?: readonly number[];
  log: FastifyBaseLogger;
  /** Each state the socket reports. */
  onState(state: LiveSocketState): void;
  /** The socket is given up for now (after its last try): its last state no longer holds. */
  onGiveUp(): void;
};

export class LiveSocketKeeper {
  private socket: LiveSocket | null = null;
  private connecting = false;
  private retryAt = 0;
  /** Failures since the socket last said anything. */
  private failures = 0;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly options: LiveSocketKeeperOptions) {}

  /** Starts the socket unless it runs, is starting or waits for its next try; the next poll asks again. */
  async ensure(): Promise<void> {
    await this.start();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnect);
    this.socket?.stop();
    this.socket = null;
  }

  /** False when the socket could not even start (no track id). */
  private async start(): Promise<boolean> {
    if (this.stopped || this.socket || this.connecting || Date.now() < this.retryAt) return true;
    this.connecting = true;
    const trackId = await this.options.trackId().finally(() => {
      this.connecting = false;
    });
    if (trackId === null) return false;
    if (this.stopped || this.socket) return true;
    const socket = new LiveSocket({
      client: this.options.client,
      trackId,
      onUpdate: (state) => {
        this.failures = 0;
        this.options.onState(state);
      },
      onClose: (reason) => this.closed(reason),
    });
    this.socket = socket;
    socket.start();
    return true;
  }

  private closed(reason: string): void {
    this.socket = null;
    if (this.stopped) return;
    const { log } = this.options;
    const pause = (this.options.reconnectMs ?? SOCKET_RECONNECT_MS)[this.failures];
    if (pause !== undefined) {
      this.failures += 1;
      log.info({ reason, retryInMs: pause }, 'live socket closed; trying it again');
      this.retryAt = Date.now() + pause;
      this.reconnect = setTimeout(() => {
        this.retryAt = 0;
        // A try that cannot even start (LiveRC down, no track id) counts as one more failure.
        this.start()
          .then((started) => {
            if (!started) this.closed('the track has no live socket id');
          })
          .catch((error: unknown) => this.closed(String(error)));
      }, pause);
      return;
    }
    log.info({ reason }, 'live socket closed; reading the pages only');
    this.failures = 0;
    this.retryAt = Date.now() + RETRY_LATER_MS;
    this.options.onGiveUp();
  }
}
