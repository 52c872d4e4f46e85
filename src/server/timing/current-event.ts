// The followed track's current event and timing rows, read through the LiveRC cache (the polling
// source) and kept in the events/drivers/lap_times tables.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CurrentEvent, TimingRow } from '../../domain/timing.ts';
import { HttpError, toHttpError } from '../errors.ts';
import type { LiveRcService } from '../liverc/service.ts';
import { readSettings } from '../settings/service.ts';
import { snapshotOf, type TimingSnapshot } from './timing-snapshot.ts';
import {
  type EventRow,
  eventExists,
  keptEvent,
  lastKeptEvent,
  storeSnapshot,
  timingRows,
  toCurrentEvent,
} from './timing-store.ts';
import type { PolledTrack } from './track-poller.ts';

const STORED_TRUSTED_MS = 30_000;

export const NO_FOLLOWED_TRACK = 'Follow a track to see its live timing';

export class CurrentEventService {
  // One read-and-store per track at a time: concurrent dashboards share it instead of racing to write.
  private readonly inFlight = new Map<string, Promise<CurrentEvent | null>>();
  // The last snapshot written per track: an unchanged one (most reads) costs no database write.
  private readonly stored = new Map<string, { snapshot: string; event: EventRow; at: number }>();

  // Tracks whose timing rows the live socket writes just now (LiveFeeds knows which): the pages leave them be.
  private socketWrites: (trackUrl: string) => boolean = () => false;

  constructor(
    private readonly db: Db,
    private readonly liverc: LiveRcService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Set by LiveFeeds: while a track's live socket reports a race, its rows are the socket's, not the pages'. */
  leaveRowsWhile(socketWrites: (trackUrl: string) => boolean): void {
    this.socketWrites = socketWrites;
  }

  /** The socket has let go of the track: the next read writes the pages' rows even if they look unchanged. */
  forgetStored(trackUrl: string): void {
    this.stored.delete(trackUrl);
  }

  /** The followed track's event, or null when the racer follows none or the track has no event yet. */
  async current(userId: number, options: { refresh?: boolean } = {}): Promise<CurrentEvent | null> {
    const { followedTrackUrl } = await readSettings(this.db, userId);
    if (!followedTrackUrl) return null;
    return this.track(followedTrackUrl, { refresh: options.refresh === true });
  }

  /** POST /api/refresh: reads the followed track from LiveRC now. */
  async refresh(userId: number): Promise<CurrentEvent | null> {
    const { followedTrackUrl } = await readSettings(this.db, userId);
    if (!followedTrackUrl) throw new HttpError(400, NO_FOLLOWED_TRACK);
    const event = await this.track(followedTrackUrl, { refresh: true });
    if (event?.stale && event.error) throw new HttpError(502, event.error);
    return event;
  }

  async drivers(eventId: number): Promise<TimingRow[]> {
    if (!(await eventExists(this.db, eventId))) throw new HttpError(404, 'Event not found');
    return timingRows(this.db, eventId);
  }

  /** A track's current event, read and stored; null when the track has none. */
  track(trackUrl: string, { refresh }: { refresh: boolean }): Promise<CurrentEvent | null> {
    return this.once(`${trackUrl} ${refresh}`, () =>
      this.readAndStore(trackUrl, () => this.liverc.trackDetails(trackUrl, { refresh })),
    );
  }

  /** The live feed's poll: the track as its own poller read it (track-poller.ts), stored as any read is. */
  polled(trackUrl: string, read: () => Promise<PolledTrack>): Promise<CurrentEvent | null> {
    return this.once(`${trackUrl} poll`, () => this.readAndStore(trackUrl, read));
  }

  private once(key: string, run: () => Promise<CurrentEvent | null>): Promise<CurrentEvent | null> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = run().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async store(snapshot: TimingSnapshot): Promise<EventRow> {
    if (this.socketWrites(snapshot.trackUrl)) {
      const kept = await keptEvent(this.db, snapshot.event.url);
      if (kept) return kept;
    }
    const key = JSON.stringify(snapshot);
    const last = this.stored.get(snapshot.trackUrl);
    // Trusted for a short while only, so a row changed behind our back is put right soon.
    if (last?.snapshot === key && Date.now() - last.at < STORED_TRUSTED_MS) return last.event;
    const event = await storeSnapshot(this.db, snapshot);
    this.stored.set(snapshot.trackUrl, { snapshot: key, event, at: Date.now() });
    return event;
  }

  private async readAndStore(
    trackUrl: string,
    read: () => Promise<PolledTrack>,
  ): Promise<CurrentEvent | null> {
    let details: PolledTrack;
    try {
      details = await read();
    } catch (error) {
      // Nothing of the track could be read: the last kept event, marked stale, is better than an error.
      const failure = toHttpError(error);
      const kept = await lastKeptEvent(this.db, trackUrl);
      if (!kept) throw failure;
      this.log.info({ err: error, trackUrl }, 'LiveRC unavailable, answering the kept event');
      return toCurrentEvent(kept, { stale: true, error: failure.message });
    }
    const snapshot = snapshotOf(details);
    if (!snapshot) {
      const kept = await lastKeptEvent(this.db, trackUrl);
      // The kept event stays on screen, marked stale: LiveRC lists no event for the track just now.
      const error =
        details.pageType === 'dashboard' ? 'LiveRC lists no event for this track' : 'LiveRC is unreachable';
      return kept ? toCurrentEvent(kept, { stale: true, error }) : null;
    }
    const event = await this.store(snapshot);
    const stale = details.stale || details.latestRace?.stale === true;
    // Only a failed read is an error here; a track without a dashboard still has its events.
    const error = stale ? (details.error ?? details.latestRace?.error) : undefined;
    return toCurrentEvent(event, error ? { stale, error } : { stale });
  }
}
