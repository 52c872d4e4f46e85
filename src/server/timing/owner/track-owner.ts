// The one reader and writer of a followed track (decision 011): the instance holding the track's lock makes
// one TrackOwner for it, polled by the track's live feed, and every REST answer about the track is what the
// feed last heard from it. It decides which source the rows come from (LiveRC's live socket while it reports
// a race, else the pages) and remembers what it wrote, so nothing is read back and an unchanged read writes
// nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { CurrentEvent, LiveState, TimingRow } from '../../../domain/timing.ts';
import type { LiveRcClient } from '../../../liverc/client.ts';
import type { LiveSocketState } from '../../../liverc/socket/live-socket.ts';
import { readDataSources } from '../../data-sources/data-source-store.ts';
import { type HttpError, liveRcFailure, toHttpError } from '../../errors.ts';
import type { SourceHealth } from '../../liverc/page-cache.ts';
import type { LiveRcService } from '../../liverc/service.ts';
import type { RaceDayNotices } from '../../push/race-day-notices.ts';
import { afterTheWrites } from '../store/after-the-writes.ts';
import { storeLiveClock, storeLiveStandings } from '../store/live-standings-store.ts';
import {
  type EventRow,
  keptEvent,
  lastKeptEvent,
  type PendingLaps,
  storeLaps,
  storeSnapshot,
  timingRows,
  toCurrentEvent,
} from '../store/timing-store.ts';
import { LiveSocketKeeper } from './live-socket-keeper.ts';
import { RaceCatchUp } from './race-catch-up.ts';
import { overlaySocket, socketRacing, standingsOf } from './socket-overlay.ts';
import { snapshotOf } from './timing-snapshot.ts';
import { type FinishedRaces, type PolledTrack, TrackPoller } from './track-poller.ts';

export type TrackOwnerDeps = {
  db: Db;
  liverc: LiveRcService;
  client: LiveRcClient;
  /** LiveRC's row of data_sources: the owner's reads count in it as the page cache's do. */
  health: SourceHealth;
  finished: FinishedRaces;
  /** The event pages are read at least this often whatever the dashboard says (decision 009). */
  recheckMs: number;
  socketReconnectMs?: readonly number[];
  /** The followers' notifications: this owner alone sends them for its track. */
  notices: RaceDayNotices;
  log: FastifyBaseLogger;
};

/**
 * What the owner tells whoever polls it between polls: the socket produced a state, or the socket handed the
 * track back to the pages (the next poll should come now).
 */
export type OwnerNews = { type: 'state'; state: LiveState } | { type: 'handBack' };

/** A poll's outcome: the state to send, and LiveRC's failure when it left no event to show. */
export type Polled = { state: LiveState; failure: HttpError | null };

/** What the owner last wrote (or found written) for the track: the rows it shows without reading them back. */
export type Written = {
  event: EventRow;
  rows: TimingRow[];
  snapshot: string | null;
  standings: string | null;
};

export class TrackOwner {
  private readonly poller: TrackPoller;
  private readonly socket: LiveSocketKeeper;
  private readonly catchUp: RaceCatchUp;
  private socketState: LiveSocketState | null = null;
  /** The last state a poll produced, for the socket's updates to be laid over. */
  private lastPolled: LiveState | null = null;
  /** Every write of the track, one after another: the socket's and the pages' never interleave. */
  private writes: Promise<unknown> = Promise.resolve();
  /** The laps of the rows last written, still to write: before any other write, after the watchers' copies. */
  private pendingLaps: PendingLaps | null = null;
  private stopped = false;
  private readonly listeners = new Set<(news: OwnerNews) => void>();

  private written: Written | null = null;

  constructor(
    readonly trackUrl: string,
    private readonly deps: TrackOwnerDeps,
  ) {
    this.poller = new TrackPoller(trackUrl, {
      // One page a poll: not held back by the gap between a burst's requests (src/liverc/client.ts).
      fetchPage: (url) => deps.client.fetchPage(url, { paced: false }),
      health: deps.health,
      finished: deps.finished,
      recheckMs: deps.recheckMs,
    });
    this.catchUp = new RaceCatchUp({
      db: deps.db,
      liverc: deps.liverc,
      log: deps.log,
      onPosted: (raceUrl, race, eventUrl) => {
        if (!this.stopped) this.notify(deps.notices.resultPosted({ trackUrl, eventUrl }, raceUrl, race));
      },
    });
    this.socket = new LiveSocketKeeper({
      client: deps.client,
      // The poller's dashboard gave the id already; asking the service would read the dashboard once more.
      trackId: () =>
        this.poller.trackId !== null ? Promise.resolve(this.poller.trackId) : deps.liverc.trackIdOf(trackUrl),
      reconnectMs: deps.socketReconnectMs,
      log: deps.log.child({ trackUrl }),
      onState: (state) => this.socketSaid(state),
      onGiveUp: () => {
        const wasRacing = socketRacing(this.socketState);
        this.socketState = null;
        if (wasRacing) this.handBack();
      },
    });
  }

  /** The live feed's poll: the pages as the poller reads them, stored, with the socket's clock laid over. */
  async poll(previous: LiveState | null): Promise<Polled> {
    let event: CurrentEvent | null = previous?.event ?? null;
    let failure: HttpError | null = null;
    try {
      event = await this.readAndStore();
    } catch (error) {
      failure = toHttpError(error);
      this.deps.log.info({ err: error, trackUrl: this.trackUrl }, 'live feed could not read the track');
    }
    // The rows this owner wrote; read only for an event it has not written (LiveRC down since it took the track).
    const rows = !event
      ? []
      : this.written?.event.id === event.id
        ? this.written.rows
        : await timingRows(this.deps.db, event.id);
    const polled = { event, rows, sources: await readDataSources(this.deps.db) };
    if (event?.status === 'active' && !this.stopped) await this.socket.ensure();
    this.lastPolled = polled;
    // The feed sends the state as this resolves; the laps follow once its writes have gone out.
    void this.writeLaps();
    return { state: overlaySocket(polled, this.socketState), failure: event ? null : failure };
  }

  /** Hears the owner's news until the returned function is called. */
  listen(listener: (news: OwnerNews) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(news: OwnerNews): void {
    for (const listener of this.listeners) listener(news);
  }

  /** The lock is gone or no one needs the track here any more: the socket closes and nothing more is written. */
  stop(): void {
    this.stopped = true;
    this.socket.stop();
  }

  /** The pages read and stored; LiveRC failing, the kept event marked stale, or the failure when none is kept. */
  private async readAndStore(): Promise<CurrentEvent | null> {
    const { db, log } = this.deps;
    let details: PolledTrack;
    try {
      details = await this.poller.read();
    } catch (error) {
      // Nothing of the track could be read: the last kept event, marked stale, is better than an error.
      const failure = toHttpError(error);
      const kept = this.written?.event ?? (await lastKeptEvent(db, this.trackUrl));
      if (!kept) throw failure;
      log.info({ err: error, trackUrl: this.trackUrl }, 'LiveRC unavailable, answering the kept event');
      return toCurrentEvent(kept, { stale: true, error: failure.message });
    }
    // After a good read, not awaited: the event's other posted races never hold up or break the live feed.
    const posted = details.stale ? null : this.poller.posted();
    if (posted && !this.stopped) {
      void this.catchUp.run(posted);
      this.notify(this.deps.notices.raceUpNext(this.trackUrl, posted.eventUrl));
    }
    const snapshot = snapshotOf(details);
    if (!snapshot) {
      const kept = this.written?.event ?? (await lastKeptEvent(db, this.trackUrl));
      // LiveRC failing (the events list not sent, the dashboard not renewed) is the reason no event is read:
      // the kept event, stale, with that reason; none kept, the failure itself rather than 'no event'.
      const failed = details.stale ? details.error : undefined;
      if (!kept && failed) throw liveRcFailure(failed);
      // Else the kept event stays on screen, marked stale: LiveRC lists no event for the track just now.
      const error =
        failed ??
        (details.pageType === 'dashboard' ? 'LiveRC lists no event for this track' : 'LiveRC is unreachable');
      return kept ? toCurrentEvent(kept, { stale: true, error }) : null;
    }
    const event = await this.write(async () => {
      // While the socket reports a race, the rows are its own: the pages' (the last posted race) wait.
      if (socketRacing(this.socketState)) {
        if (this.written?.event.sourceUrl === snapshot.event.url) return this.written.event;
        // A track taken over mid-race: what the previous owner wrote is where the socket's standings go on.
        const event = await keptEvent(db, snapshot.event.url);
        if (event) {
          const rows = await timingRows(db, event.id);
          this.written = { event, rows, snapshot: null, standings: null };
          return event;
        }
      }
      const key = JSON.stringify(snapshot);
      if (this.written?.snapshot === key) return this.written.event;
      const { laps, ...stored } = await storeSnapshot(db, snapshot);
      this.written = { ...stored, snapshot: key, standings: null };
      this.pendingLaps = laps.length > 0 ? laps : null;
      return stored.event;
    });
    const stale = details.stale || details.latestRace?.stale === true;
    // Only a failed read is an error here; a track without a dashboard still has its events.
    const error = stale ? (details.error ?? details.latestRace?.error) : undefined;
    return toCurrentEvent(event, error ? { stale, error } : { stale });
  }

  /** A notification on its way: never holds up or breaks the feed; a failure is logged. */
  private notify(sending: Promise<void>): void {
    sending.catch((error: unknown) =>
      this.deps.log.warn({ err: error, trackUrl: this.trackUrl }, 'a notification could not be sent'),
    );
  }

  private write<T>(run: () => Promise<T>): Promise<T> {
    const next = this.writes.then(() => this.storePendingLaps()).then(run);
    this.writes = next.catch(() => {});
    return next;
  }

  /** Writes the pending laps in their turn: a write with nothing else to do, as every write stores them first. */
  private writeLaps(): Promise<void> {
    return this.pendingLaps ? this.write(async () => {}) : Promise.resolve();
  }

  private async storePendingLaps(): Promise<void> {
    const laps = this.pendingLaps;
    if (!laps) return;
    this.pendingLaps = null;
    await afterTheWrites();
    try {
      await storeLaps(this.deps.db, laps);
    } catch (error) {
      this.deps.log.warn({ err: error, trackUrl: this.trackUrl }, 'the laps could not be stored');
      // The next read of the same table writes them again (storeSnapshot finds the rows without laps).
      if (this.written) this.written = { ...this.written, snapshot: null };
    }
  }

  /** The socket's update: its standings written (a repeat writes nothing), then sent with the clock laid over. */
  private socketSaid(state: LiveSocketState): void {
    const wasRacing = socketRacing(this.socketState);
    this.socketState = state;
    if (!socketRacing(state)) {
      if (wasRacing) this.handBack();
      return;
    }
    void this.write(async () => {
      const polled = this.lastPolled;
      const event = polled?.event;
      if (this.stopped || !event || !polled || this.written?.event.id !== event.id) return;
      const standings = standingsOf(state, event.raceName);
      const rows = JSON.stringify([standings.raceName, standings.rows]);
      const clock = standings.timeRemaining;
      const written = this.written;
      if (rows === written.standings && clock === written.event.timeRemaining) return;
      if (rows === written.standings) {
        // Most updates are the clock's tick alone: one row to write, and the rows shown stay as they are.
        await storeLiveClock(this.deps.db, event.id, clock);
        this.written = {
          ...written,
          event: { ...written.event, timeRemaining: clock, updatedAt: new Date() },
        };
      } else {
        const stored = await storeLiveStandings(this.deps.db, event.id, standings);
        this.written = {
          event: {
            ...written.event,
            status: 'active',
            timeRemaining: clock,
            raceName: standings.raceName,
            ...(standings.className ? { class: standings.className } : {}),
            raceUrl: null,
            updatedAt: new Date(),
          },
          rows: stored,
          snapshot: null,
          standings: rows,
        };
        this.lastPolled = { ...polled, rows: stored };
      }
      // The socket may have moved on while this was written: the clock shown is its latest.
      if (this.lastPolled)
        this.tell({ type: 'state', state: overlaySocket(this.lastPolled, this.socketState) });
    }).catch((error: unknown) => this.deps.log.warn({ err: error }, 'live standings could not be stored'));
  }

  /** The race on track is over or the socket is gone: the pages' rows (the posted result) come back at once. */
  private handBack(): void {
    void this.write(async () => {
      // The pages' snapshot is written again even if it looks the same as before the socket took over.
      if (this.written) this.written = { ...this.written, snapshot: null, standings: null };
    }).then(() => this.tell({ type: 'handBack' }));
  }
}
