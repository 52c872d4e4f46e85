// Every running live feed, one per track however many racers watch it. Each polls LiveRC's pages and,
// while the track races, also listens to LiveRC's live socket, whose standings then go into the tables in
// place of the pages' (the posted result of the last race); a socket that fails is tried again a few times,
// then left alone for a while as the pages carry on (docs/liverc/REFERENCE.md 3.13: known from third parties only).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { LiveState } from '../../domain/timing.ts';
import type { LiveRcClient } from '../../liverc/client.ts';
import { LiveSocket, type LiveSocketState } from '../../liverc/socket/live-socket.ts';
import { readDataSources } from '../data-sources/service.ts';
import type { SourceHealth } from '../liverc/page-cache.ts';
import type { LiveRcService } from '../liverc/service.ts';
import type { CurrentEventService } from './current-event.ts';
import { type FeedListener, type FeedTiming, LiveFeed } from './live-feed.ts';
import { storeLiveClock, storeLiveStandings } from './live-standings-store.ts';
import { overlaySocket, socketRacing, standingsOf } from './socket-overlay.ts';
import { timingRows } from './timing-store.ts';
import { FinishedRaces, TrackPoller } from './track-poller.ts';

// A socket that fails is tried again after these pauses (a blip on the network mid-race), its last standings
// kept meanwhile; after the last, the pages alone for SOCKET_RETRY_MS before it is tried again.
export const SOCKET_RECONNECT_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000];
const SOCKET_RETRY_MS = 10 * 60 * 1000;
// The event pages are read at least this often even while the dashboard shows no change (decision 009).
const RECHECK_MS = 5 * 60 * 1000;

type Track = {
  feed: LiveFeed;
  /** What the feed reads from LiveRC each poll: one page while nothing changes. */
  poller: TrackPoller;
  /** The last state read from the pages and the tables, before the socket's clock is laid over it. */
  polled: LiveState | null;
  socket: LiveSocket | null;
  socketState: LiveSocketState | null;
  socketRetryAt: number;
  /** Failures since the socket last said anything, and the timer of the next try. */
  socketFailures: number;
  reconnect: ReturnType<typeof setTimeout> | undefined;
  connecting: boolean;
  /** The socket's writes, one after another; and the last standings and clock written, so a repeat writes nothing. */
  writes: Promise<void>;
  written: { rows: string; clock: string | null } | null;
};

export type LiveFeedsOptions = {
  db: Db;
  currentEvents: CurrentEventService;
  liverc: LiveRcService;
  client: LiveRcClient;
  timing: FeedTiming;
  /** LiveRC's row of data_sources: the feeds' reads count in it as the page cache's do. */
  health: SourceHealth;
  log: FastifyBaseLogger;
};

export class LiveFeeds {
  private readonly tracks = new Map<string, Track>();
  private readonly finished = new FinishedRaces();

  constructor(private readonly options: LiveFeedsOptions) {
    options.currentEvents.leaveRowsWhile((trackUrl) =>
      socketRacing(this.tracks.get(trackUrl)?.socketState ?? null),
    );
  }

  watch(trackUrl: string, listener: FeedListener, lastEventId: string | null): () => void {
    let track = this.tracks.get(trackUrl);
    if (!track) {
      const log = this.options.log.child({ trackUrl });
      const created: Track = {
        feed: new LiveFeed(
          (previous) => this.readState(trackUrl, created, previous),
          this.options.timing,
          log,
          () => {
            created.socket?.stop();
            clearTimeout(created.reconnect);
            if (this.tracks.get(trackUrl) === created) this.tracks.delete(trackUrl);
          },
        ),
        poller: new TrackPoller(trackUrl, {
          // One page a poll: not held back by the gap between a burst's requests (src/liverc/client.ts).
          fetchPage: (url) => this.options.client.fetchPage(url, { paced: false }),
          health: this.options.health,
          finished: this.finished,
          recheckMs: this.options.timing.recheckMs ?? RECHECK_MS,
        }),
        polled: null,
        socket: null,
        socketState: null,
        socketRetryAt: 0,
        socketFailures: 0,
        reconnect: undefined,
        connecting: false,
        writes: Promise.resolve(),
        written: null,
      };
      track = created;
      this.tracks.set(trackUrl, track);
    }
    return track.feed.watch(listener, lastEventId);
  }

  close(): void {
    for (const track of [...this.tracks.values()]) track.feed.stop();
  }

  /** Reads the track's pages now; with LiveRC down and nothing kept, the last state stays on screen. */
  private async readState(trackUrl: string, track: Track, previous: LiveState | null): Promise<LiveState> {
    const { currentEvents, db, log } = this.options;
    let event = track.polled?.event ?? previous?.event ?? null;
    try {
      event = await currentEvents.polled(trackUrl, () => track.poller.read());
    } catch (error) {
      log.info({ err: error, trackUrl }, 'live feed could not read the track');
    }
    const rows = event ? await timingRows(db, event.id) : [];
    track.polled = { event, rows, sources: await readDataSources(db) };
    if (event?.status === 'active') await this.openSocket(trackUrl, track);
    return overlaySocket(track.polled, track.socketState);
  }

  /** Starts the socket unless it runs, is starting or waits; false when the track's socket id is unknown. */
  private async openSocket(trackUrl: string, track: Track): Promise<boolean> {
    if (track.socket || track.connecting || Date.now() < track.socketRetryAt) return true;
    if (this.tracks.get(trackUrl) !== track) return true;
    track.connecting = true;
    // The poller's dashboard gave the id already; asking the service would read the dashboard once more.
    const trackId = await (track.poller.trackId !== null
      ? Promise.resolve(track.poller.trackId)
      : this.options.liverc.trackIdOf(trackUrl)
    ).finally(() => {
      track.connecting = false;
    });
    if (trackId === null) return false;
    if (track.socket || this.tracks.get(trackUrl) !== track) return true;
    const log = this.options.log.child({ trackUrl, trackId });
    const socket = new LiveSocket({
      client: this.options.client,
      trackId,
      onUpdate: (state) => {
        track.socketFailures = 0;
        const wasRacing = socketRacing(track.socketState);
        track.socketState = state;
        if (socketRacing(state)) this.storeStandings(track, state);
        else if (wasRacing) this.handBack(trackUrl, track);
      },
      onClose: (reason) => this.socketClosed(trackUrl, track, reason, log),
    });
    track.socket = socket;
    socket.start();
    return true;
  }

  /** Tries a failed socket again after a pause; after the last try, hands the track back to the pages. */
  private socketClosed(trackUrl: string, track: Track, reason: string, log: FastifyBaseLogger): void {
    track.socket = null;
    // The feed has stopped: nobody watches, nothing to try again.
    if (this.tracks.get(trackUrl) !== track) return;
    const pause = (this.options.timing.socketReconnectMs ?? SOCKET_RECONNECT_MS)[track.socketFailures];
    if (pause !== undefined) {
      track.socketFailures += 1;
      log.info({ reason, retryInMs: pause }, 'live socket closed; trying it again');
      track.socketRetryAt = Date.now() + pause;
      track.reconnect = setTimeout(() => {
        track.socketRetryAt = 0;
        // A try that cannot even start (LiveRC down, no track id) counts as one more failure.
        this.openSocket(trackUrl, track)
          .then((started) => {
            if (!started) this.socketClosed(trackUrl, track, 'the track has no live socket id', log);
          })
          .catch((error: unknown) => this.socketClosed(trackUrl, track, String(error), log));
      }, pause);
      return;
    }
    log.info({ reason }, 'live socket closed; reading the pages only');
    const wasRacing = socketRacing(track.socketState);
    track.socketFailures = 0;
    track.socketState = null;
    track.socketRetryAt = Date.now() + SOCKET_RETRY_MS;
    if (wasRacing) this.handBack(trackUrl, track);
  }

  /** Writes the socket's standings (in order, skipping repeats), then sends the rows as the tables hold them. */
  private storeStandings(track: Track, state: LiveSocketState): void {
    const { db, log } = this.options;
    track.writes = track.writes
      .then(async () => {
        const event = track.polled?.event;
        if (!event || !track.polled) return;
        const standings = standingsOf(state, event.raceName);
        const rows = JSON.stringify([event.id, standings.raceName, standings.rows]);
        const clock = standings.timeRemaining;
        if (rows === track.written?.rows && clock === track.written.clock) return;
        if (rows === track.written?.rows) {
          // Most updates are the clock's tick alone: one row to write, and the rows shown stay as they are.
          await storeLiveClock(db, event.id, clock);
        } else {
          await storeLiveStandings(db, event.id, standings);
          track.polled = { ...track.polled, rows: await timingRows(db, event.id) };
        }
        track.written = { rows, clock };
        // The socket may have moved on while this was written: the clock shown is its latest.
        track.feed.push(overlaySocket(track.polled, track.socketState));
      })
      .catch((error: unknown) => log.warn({ err: error }, 'live standings could not be stored'));
  }

  /** The race on track is over or the socket is gone: the pages' rows (the posted result) come back at once. */
  private handBack(trackUrl: string, track: Track): void {
    track.written = null;
    track.writes = track.writes.then(() => {
      this.options.currentEvents.forgetStored(trackUrl);
      track.feed.pollNow();
    });
  }
}
