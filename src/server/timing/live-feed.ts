// One track's live feed: polls LiveRC while anyone watches, keeps the latest state and sends each watcher
// the changes, numbered so that a watcher who lost its connection gets exactly what it missed.
import type { FastifyBaseLogger } from 'fastify';
import { type LiveMessage, type LiveState, liveStateSchema } from '../../domain/timing.ts';
import { diffLiveState } from './live-diff.ts';

export type FeedTiming = {
  /** Between polls while the track is racing. */
  liveIntervalMs: number;
  /** Between polls while it is not. */
  idleIntervalMs: number;
  /** How long the feed outlives its last watcher (a phone that reloads or loses signal comes back). */
  stopAfterMs: number;
  /** The pauses before a failed live socket is tried again (live-feeds.ts SOCKET_RECONNECT_MS). */
  socketReconnectMs?: readonly number[];
  /** The event pages are read at least this often whatever the dashboard says (live-feeds.ts RECHECK_MS). */
  recheckMs?: number;
};

export const DEFAULT_FEED_TIMING: FeedTiming = {
  liveIntervalMs: 15_000,
  idleIntervalMs: 60_000,
  stopAfterMs: 60_000,
};

/** A message with its id: `{feed start}-{sequence}`, so ids of an earlier feed are never mistaken. */
export type StampedMessage = { id: string; message: LiveMessage };
export type FeedListener = (stamped: StampedMessage) => void;

// Enough to cover a phone that was out of signal for several minutes of a busy race.
const HISTORY_SIZE = 500;

export class LiveFeed {
  private readonly epoch = Date.now().toString(36);
  private state: LiveState | null = null;
  private sequence = 0;
  private readonly history: StampedMessage[] = [];
  private readonly listeners = new Set<FeedListener>();
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private stopTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private polling = false;
  private pollAgain = false;

  constructor(
    private readonly read: (previous: LiveState | null) => Promise<LiveState>,
    private readonly timing: FeedTiming,
    private readonly log: FastifyBaseLogger,
    private readonly onStop: () => void,
  ) {}

  /** Adds a watcher, who first gets what it missed since `lastEventId` (or the whole state), then each change. */
  watch(listener: FeedListener, lastEventId: string | null): () => void {
    clearTimeout(this.stopTimer);
    this.listeners.add(listener);
    if (this.state) this.catchUp(listener, lastEventId);
    if (!this.running) {
      this.running = true;
      void this.poll();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopTimer = setTimeout(() => this.stop(), this.timing.stopAfterMs);
    };
  }

  /** Publishes a state that did not come from this feed's own poll (the live socket's standings). */
  push(next: LiveState): void {
    if (this.running) this.publish(next);
  }

  /** Reads again now rather than at the next interval (after one in flight, which may have read too early). */
  pollNow(): void {
    if (!this.running) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.pollTimer);
    void this.poll();
  }

  stop(): void {
    clearTimeout(this.pollTimer);
    clearTimeout(this.stopTimer);
    this.running = false;
    this.onStop();
  }

  private catchUp(listener: FeedListener, lastEventId: string | null): void {
    const current = this.stamp(this.sequence);
    if (lastEventId === current) return;
    const missedFrom = this.history.findIndex((stamped) => stamped.id === lastEventId);
    if (lastEventId !== null && missedFrom !== -1) {
      for (const stamped of this.history.slice(missedFrom + 1)) listener(stamped);
      return;
    }
    listener({ id: current, message: { type: 'snapshot', data: this.state as LiveState } });
  }

  private async poll(): Promise<void> {
    this.polling = true;
    const startedAt = performance.now();
    try {
      this.publish(await this.read(this.state));
    } catch (error) {
      // The last state stays; the next poll tries again.
      this.log.warn({ err: error }, 'live feed poll failed');
    } finally {
      this.polling = false;
    }
    if (!this.running) return;
    const racing = this.state?.event?.status === 'active';
    const again = this.pollAgain;
    this.pollAgain = false;
    // Polls keep their cadence: the next starts an interval after this one started, not after it ended.
    const interval = racing ? this.timing.liveIntervalMs : this.timing.idleIntervalMs;
    const wait = again ? 0 : Math.max(0, startedAt + interval - performance.now());
    this.pollTimer = setTimeout(() => void this.poll(), wait);
  }

  private publish(read: LiveState): void {
    // Checked once here, not per watcher: what every stream sends is the contract the web app reads.
    const next = liveStateSchema.parse(read);
    const previous = this.state;
    this.state = next;
    if (!previous) {
      const snapshot = { id: this.stamp(this.sequence), message: { type: 'snapshot', data: next } as const };
      for (const listener of this.listeners) listener(snapshot);
      return;
    }
    for (const message of diffLiveState(previous, next)) {
      this.sequence += 1;
      const stamped = { id: this.stamp(this.sequence), message };
      this.history.push(stamped);
      if (this.history.length > HISTORY_SIZE) this.history.shift();
      for (const listener of this.listeners) listener(stamped);
    }
  }

  private stamp(sequence: number): string {
    return `${this.epoch}-${sequence}`;
  }
}
