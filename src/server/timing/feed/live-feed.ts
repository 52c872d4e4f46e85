// One track's live feed in this instance: while anyone here watches or asks for the track, it keeps the latest
// state, sends each watcher the changes, numbered so that a watcher who lost its connection gets exactly what
// it missed, and answers the REST reads. The instance that owns the track (track-owners.ts) polls it and writes
// each change to the journal; every other instance follows the journal when the owner announces a version, and
// tries to take the track each interval, so when the owner goes, one of them carries on within an interval with
// the same numbering.
import type { FastifyBaseLogger } from 'fastify';
import {
  applyLiveMessage,
  type LiveMessage,
  type LiveState,
  liveStateSchema,
} from '../../../domain/timing.ts';
import { databaseUnavailable, HttpError, LIVERC_TIMEOUT, toHttpError } from '../../errors.ts';
import type { Deadline } from '../../liverc/answer-deadline.ts';
import type { OwnerHold, TrackOwners } from '../owner/track-owners.ts';
import { afterTheWrites } from '../store/after-the-writes.ts';
import { diffLiveState } from './live-diff.ts';
import type { LiveJournal, NumberedMessage, StreamHead } from './live-journal.ts';

export type FeedTiming = {
  /** Between polls while the track is racing. */
  liveIntervalMs: number;
  /** Between polls while it is not. */
  idleIntervalMs: number;
  /** How long the feed outlives its last watcher or reader (a phone that reloads or loses signal comes back). */
  stopAfterMs: number;
  /** The pauses before a failed live socket is tried again (live-socket-keeper.ts SOCKET_RECONNECT_MS). */
  socketReconnectMs?: readonly number[];
  /** The event pages are read at least this often whatever the dashboard says (track-poller.ts RECHECK_MS). */
  recheckMs?: number;
};

export const DEFAULT_FEED_TIMING: FeedTiming = {
  liveIntervalMs: 15_000,
  idleIntervalMs: 60_000,
  stopAfterMs: 60_000,
};

/** A message with its id: `{stream epoch}-{sequence}`, so ids of an earlier stream are never mistaken. */
export type StampedMessage = { id: string; message: LiveMessage };
/**
 * Gets the messages of one change together, in order (the same array for every watcher): a stream writes them
 * to its socket at once, one write per watcher and change rather than one per message.
 */
export type FeedListener = (batch: readonly StampedMessage[]) => void;

// Enough to cover a phone that was out of signal for several minutes of a busy race.
export const HISTORY_SIZE = 500;

// A REST read waits this long past its deadline for the feed's first poll, which starts a moment after the
// answer did (the track's lock, the journal) and whose pages wait LiveRC's whole timeout.
const FIRST_POLL_GRACE_MS = 500;

// A track whose lock could not be asked for is asked again after this, as a lost listening connection is.
const RETAKE_MS = 1_000;

/** What a REST read of the track answers: the feed's state, and LiveRC's failure when it left nothing to show. */
export type FeedRead = { state: LiveState | null; failure: HttpError | null };

export type LiveFeedOptions = {
  trackUrl: string;
  owners: TrackOwners;
  journal: LiveJournal;
  timing: FeedTiming;
  log: FastifyBaseLogger;
  /** The feed has stopped (no watcher for `timing.stopAfterMs`): forget it. */
  onStop: () => void;
};

export class LiveFeed {
  private epoch: string | null = null;
  private state: LiveState | null = null;
  private sequence = 0;
  private readonly history: StampedMessage[] = [];
  /** Each watcher, and the id it last saw while the feed had no state yet to catch it up from. */
  private readonly listeners = new Map<FeedListener, string | null>();
  /** This instance's hold on the track while it owns it; null while another instance does. */
  private hold: OwnerHold | null = null;
  /** Stops hearing the held owner's news. */
  private stopListening = () => {};
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private polling = false;
  private pollAgain = false;
  /** The newest version announced in this feed's epoch: the changes up to it are all a follower must read. */
  private announcedSeq = 0;
  private following: Promise<void> | null = null;
  private followAgain = false;
  /** The journal's writes, in the order of the changes. */
  private journalWrites: Promise<void> = Promise.resolve();
  /** LiveRC's failure in the last poll, when it left no event to show. */
  private failure: HttpError | null = null;
  /** Why the track's lock could not be asked for last time (our database), until it can be. */
  private askFailure: HttpError | null = null;
  /** Resolves once the state is current: this feed's first poll done, or another instance found polling. */
  private readonly current: Promise<void>;
  private nowCurrent = () => {};
  /** REST reads waiting for a poll that starts after they asked ('refresh now'). */
  private pollWaiters: Array<() => void> = [];

  constructor(private readonly options: LiveFeedOptions) {
    this.current = new Promise((resolve) => {
      this.nowCurrent = resolve;
    });
  }

  /**
   * A REST read: the state once current, or what there is at the deadline (stale). `refresh`: from a poll
   * started now, where this instance owns the track. A track no one here watches is polled for a while after.
   */
  async read(options: { refresh: boolean; deadline: Deadline }): Promise<FeedRead> {
    this.start();
    if (this.listeners.size === 0) this.stopLater();
    const polled = options.refresh && this.hold ? this.nextPoll() : this.current;
    if (await inTime(polled, options.deadline)) return { state: this.state, failure: this.failure };
    const late = new HttpError(504, LIVERC_TIMEOUT);
    // What the track's last owner kept, marked stale; 'refresh now' wanted LiveRC, so its answer is the failure
    // (our database's, when it kept the track from being asked for: LiveRC was never asked).
    if (!this.state?.event || options.refresh) return { state: this.state, failure: this.askFailure ?? late };
    const event = { ...this.state.event, stale: true, error: late.message };
    return { state: { ...this.state, event }, failure: null };
  }

  /** Adds a watcher, who first gets what it missed since `lastEventId` (or the whole state), then each change. */
  watch(listener: FeedListener, lastEventId: string | null): () => void {
    clearTimeout(this.stopTimer);
    this.listeners.set(listener, this.state ? null : lastEventId);
    if (this.state) this.catchUp(listener, lastEventId);
    this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopLater();
    };
  }

  private start(): void {
    if (this.running) return;
    this.running = true;
    void this.begin();
  }

  private stopLater(): void {
    clearTimeout(this.stopTimer);
    this.stopTimer = setTimeout(() => void this.stop(), this.options.timing.stopAfterMs);
  }

  /** Resolves when a poll that starts from now has ended. */
  private nextPoll(): Promise<void> {
    const ended = new Promise<void>((resolve) => this.pollWaiters.push(resolve));
    this.pollNow();
    return ended;
  }

  /** Another instance announced a version of this track's stream. */
  announced(epoch: string, seq: number): void {
    if (!this.running || this.hold) return;
    if (epoch === this.epoch && seq <= this.sequence) return;
    if (epoch === this.epoch) this.announcedSeq = Math.max(this.announcedSeq, seq);
    void this.follow();
  }

  /** Announcements may have been missed (the listening connection was lost): read the journal afresh. */
  resync(): void {
    if (this.running && !this.hold) void this.follow();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    clearTimeout(this.stopTimer);
    if (!this.running) return;
    this.running = false;
    const hold = this.hold;
    this.hold = null;
    this.stopListening();
    this.options.onStop();
    // The last changes reach the journal before the track is let go: the next owner continues from them.
    await this.journalWrites;
    await hold?.release();
  }

  private async begin(): Promise<void> {
    await this.follow();
    await this.lead();
  }

  /** Takes the track if no instance owns it: polls it from now on; else follows and asks again in an interval. */
  private async lead(): Promise<void> {
    if (!this.running || this.hold) return;
    let hold: OwnerHold | null = null;
    try {
      hold = await this.options.owners.take(this.options.trackUrl);
      this.askFailure = null;
    } catch (error) {
      this.options.log.warn({ err: error }, 'the track could not be asked for');
      // The lock lives in our database: it is what failed, whatever the error says.
      this.askFailure = databaseUnavailable();
    }
    if (!this.running) {
      await hold?.release();
      return;
    }
    if (this.askFailure) {
      // Our database slow or away (too many clients): no instance is known to poll the track, so what the
      // journal holds is not current (a track never read is not 'no event'). Reads answer at their deadline;
      // the lock is asked for again shortly.
      this.schedule(() => this.lead(), Math.min(RETAKE_MS, this.interval()));
      return;
    }
    if (!hold) {
      // Another instance polls the track: the journal's state is current.
      this.nowCurrent();
      this.schedule(() => this.lead(), this.interval());
      return;
    }
    this.hold = hold;
    // Which instance polls which track, for whoever runs several (and for the cluster test).
    this.options.log.info('this instance now polls the track');
    this.stopListening = hold.owner.listen((news) => {
      if (this.hold !== hold) return;
      if (news.type === 'state') this.publish(news.state);
      else this.pollNow();
    });
    hold.onLost(() => this.demoted(hold));
    // Whatever the last owner wrote since this instance last looked: the numbering continues from there.
    await this.follow(true);
    void this.poll();
  }

  /** The lock went with its connection: another instance may own the track now; follow, and ask again. */
  private demoted(hold: OwnerHold): void {
    if (this.hold !== hold) return;
    this.hold = null;
    this.stopListening();
    this.options.log.warn({ trackUrl: this.options.trackUrl }, 'lost the track: following its new owner');
    void hold.release();
    this.schedule(() => this.lead(), this.interval());
  }

  /** Reads again now rather than at the next interval (after one in flight, which may have read too early). */
  private pollNow(): void {
    if (!this.hold) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    void this.poll();
  }

  private async poll(): Promise<void> {
    const hold = this.hold;
    if (!this.running || !hold) return;
    clearTimeout(this.timer);
    this.polling = true;
    const waiters = this.pollWaiters;
    this.pollWaiters = [];
    const startedAt = performance.now();
    try {
      const { state, failure } = await hold.owner.poll(this.state);
      if (this.hold === hold) {
        this.failure = failure;
        this.publish(state);
      }
    } catch (error) {
      // The last state stays; the next poll tries again. A read with no event to show says what failed (our
      // database, mostly), not 'no event'.
      this.options.log.warn({ err: error }, 'live feed poll failed');
      if (this.hold === hold) this.failure = toHttpError(error);
    } finally {
      this.polling = false;
      this.nowCurrent();
      for (const resolve of waiters) resolve();
    }
    if (!this.running || this.hold !== hold) return;
    const again = this.pollAgain;
    this.pollAgain = false;
    // Polls keep their cadence: the next starts an interval after this one started, not after it ended.
    const wait = again ? 0 : Math.max(0, startedAt + this.interval() - performance.now());
    this.schedule(() => this.poll(), wait);
  }

  private interval(): number {
    const racing = this.state?.event?.status === 'active';
    return racing ? this.options.timing.liveIntervalMs : this.options.timing.idleIntervalMs;
  }

  private schedule(run: () => Promise<void>, wait: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void run(), wait);
  }

  /** The owner's new state: sent to this instance's watchers at once, then kept in the journal for the others. */
  private publish(read: LiveState): void {
    // Checked once here, not per watcher: what every stream sends is the contract the web app reads.
    const next = liveStateSchema.parse(read);
    const previous = this.state;
    this.state = next;
    this.epoch ??= Date.now().toString(36);
    const written: NumberedMessage[] = [];
    if (!previous) {
      const snapshot = { id: this.stamp(this.sequence), message: { type: 'snapshot', data: next } as const };
      for (const listener of this.listeners.keys()) listener([snapshot]);
    } else {
      for (const message of diffLiveState(previous, next)) {
        this.sequence += 1;
        written.push({ seq: this.sequence, message });
      }
      if (written.length === 0) return;
      this.send(written.map(({ seq, message }) => ({ id: this.stamp(seq), message })));
    }
    const head: StreamHead = { epoch: this.epoch, seq: this.sequence, state: next };
    const { journal, trackUrl, log } = this.options;
    this.journalWrites = this.journalWrites
      .then(afterTheWrites)
      .then(() => journal.append(trackUrl, head, written))
      .catch((error: unknown) =>
        log.warn({ err: error }, 'the live stream could not be kept in the journal'),
      );
  }

  /**
   * Brings this feed up to the journal: the changes it has not sent yet, or the whole state when it has none or
   * the journal has moved on too far (or to a new stream). One read at a time; an announcement during it reads
   * again after. `owning`: the feed has just taken the track, and must know its last version before polling.
   */
  private follow(owning = false): Promise<void> {
    if (this.following) {
      this.followAgain = true;
      return this.following;
    }
    this.following = (async () => {
      do {
        this.followAgain = false;
        try {
          await this.readJournal();
        } catch (error) {
          this.options.log.warn({ err: error }, 'the live stream could not be read from the journal');
        }
      } while (this.followAgain && this.running && (owning || !this.hold));
    })().finally(() => {
      this.following = null;
    });
    return this.following;
  }

  private async readJournal(): Promise<void> {
    const { journal, trackUrl } = this.options;
    // The usual case: the next changes of the stream this feed follows, applied to its state as a phone would.
    if (this.state && this.announcedSeq > this.sequence) {
      const upTo = this.announcedSeq;
      const missed = await journal.between(trackUrl, this.sequence, upTo);
      if (missed.length === upTo - this.sequence) {
        for (const { seq, message } of missed) {
          this.sequence = seq;
          this.state = applyLiveMessage(this.state, message);
        }
        this.send(missed.map(({ seq, message }) => ({ id: this.stamp(seq), message })));
        return;
      }
    }
    const head = await journal.head(trackUrl);
    if (!head) return;
    if (head.epoch === this.epoch && this.state && head.seq <= this.sequence) return;
    const missed =
      head.epoch === this.epoch && this.state
        ? await journal.between(trackUrl, this.sequence, head.seq)
        : await journal.between(trackUrl, Math.max(0, head.seq - HISTORY_SIZE), head.seq);
    const continues =
      head.epoch === this.epoch && this.state !== null && missed.length === head.seq - this.sequence;
    if (continues) {
      this.sequence = head.seq;
      this.send(missed.map(({ seq, message }) => ({ id: this.stamp(seq), message })));
      this.state = head.state;
      return;
    }
    // A new start: the journal's history becomes this feed's, and each watcher gets what it needs of it.
    this.announcedSeq = head.seq;
    this.epoch = head.epoch;
    this.sequence = head.seq;
    this.state = head.state;
    this.history.length = 0;
    for (const { seq, message } of missed) this.history.push({ id: this.stamp(seq), message });
    for (const [listener, lastEventId] of this.listeners) {
      this.listeners.set(listener, null);
      this.catchUp(listener, lastEventId);
    }
  }

  private send(batch: readonly StampedMessage[]): void {
    if (batch.length === 0) return;
    this.history.push(...batch);
    if (this.history.length > HISTORY_SIZE) this.history.splice(0, this.history.length - HISTORY_SIZE);
    for (const listener of this.listeners.keys()) listener(batch);
  }

  private catchUp(listener: FeedListener, lastEventId: string | null): void {
    const current = this.stamp(this.sequence);
    if (lastEventId === current) return;
    const missedFrom = this.history.findIndex((stamped) => stamped.id === lastEventId);
    if (lastEventId !== null && missedFrom !== -1) {
      const missed = this.history.slice(missedFrom + 1);
      if (missed.length > 0) listener(missed);
      return;
    }
    listener([{ id: current, message: { type: 'snapshot', data: this.state as LiveState } }]);
  }

  private stamp(sequence: number): string {
    return `${this.epoch}-${sequence}`;
  }
}

/** Whether `work` ends before `FIRST_POLL_GRACE_MS` past the deadline. */
async function inTime(work: Promise<void>, deadline: Deadline): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = () => {};
  const late = new Promise<false>((resolve) => {
    wait = () => {
      timer = setTimeout(() => resolve(false), FIRST_POLL_GRACE_MS);
    };
    if (deadline.aborted) wait();
    else deadline.addEventListener('abort', wait, { once: true });
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    deadline.removeEventListener('abort', wait);
    clearTimeout(timer);
  }
}
