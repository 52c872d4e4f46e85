// The followed track's current event and timing rows for the REST routes, kept in the events/drivers/lap_times
// tables by the track's one owner (track-owner.ts): this instance's, held for the read when no instance owns
// the track; when another instance does, what it keeps in the tables is the answer.
import type { Db } from '../../db/client.ts';
import type { CurrentEvent, TimingRow } from '../../domain/timing.ts';
import { readDataSources } from '../data-sources/data-source-store.ts';
import { HttpError, liveRcFailure } from '../errors.ts';
import type { Deadline } from '../liverc/answer-deadline.ts';
import { readSettings } from '../settings/settings-store.ts';
import type { OwnerHold, TrackOwners } from './owner/track-owners.ts';
import { eventExists, lastKeptEvent, timingRows, toCurrentEvent } from './store/timing-store.ts';

export const NO_FOLLOWED_TRACK = 'Follow a track to see its live timing';
const LIVERC_FAILING = 'LiveRC is unreachable';

// A track another instance owns is not asked for again within this time: every racer polling the REST routes
// would otherwise cost a lock request on the instance's one lock connection.
const OWNED_ELSEWHERE_MS = 1_000;

export class CurrentEventService {
  private readonly ownedElsewhereUntil = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly owners: TrackOwners,
  ) {}

  /** The followed track's event, or null when the racer follows none or the track has no event yet. */
  /** `deadline`: when the answer stops waiting for LiveRC (one answer reading more after this, next-race). */
  async current(userId: number, options: { deadline?: Deadline } = {}): Promise<CurrentEvent | null> {
    const { followedTrackUrl } = await readSettings(this.db, userId);
    if (!followedTrackUrl) return null;
    return this.track(followedTrackUrl, { refresh: false, deadline: options.deadline });
  }

  /** POST /api/refresh: reads the followed track from LiveRC now. */
  async refresh(userId: number): Promise<CurrentEvent | null> {
    const { followedTrackUrl } = await readSettings(this.db, userId);
    if (!followedTrackUrl) throw new HttpError(400, NO_FOLLOWED_TRACK);
    const event = await this.track(followedTrackUrl, { refresh: true });
    // LiveRC's failure is the answer, with its own status: a time-out is a 504, not a 502 with a 504's text.
    if (event?.stale && event.error) throw liveRcFailure(event.error);
    return event;
  }

  private async holdUnlessOwnedElsewhere(trackUrl: string): Promise<OwnerHold | null> {
    if (Date.now() < (this.ownedElsewhereUntil.get(trackUrl) ?? 0)) return null;
    const hold = await this.owners.hold(trackUrl);
    if (hold) this.ownedElsewhereUntil.delete(trackUrl);
    else this.ownedElsewhereUntil.set(trackUrl, Date.now() + OWNED_ELSEWHERE_MS);
    return hold;
  }

  async drivers(eventId: number): Promise<TimingRow[]> {
    if (!(await eventExists(this.db, eventId))) throw new HttpError(404, 'Event not found');
    return timingRows(this.db, eventId);
  }

  /** A track's current event, read and stored by its owner; null when the track has none. */
  async track(
    trackUrl: string,
    reading: { refresh: boolean; deadline?: Deadline },
  ): Promise<CurrentEvent | null> {
    const hold = await this.holdUnlessOwnedElsewhere(trackUrl);
    if (!hold) {
      // Another instance owns the track and keeps its rows fresh (a poll an interval): they are the answer,
      // stale while LiveRC fails its reads (the source's health is kept in the shared database).
      const kept = await lastKeptEvent(this.db, trackUrl);
      if (!kept) return null;
      const failing = (await readDataSources(this.db)).some((source) => source.status === 'error');
      return toCurrentEvent(kept, failing ? { stale: true, error: LIVERC_FAILING } : { stale: false });
    }
    try {
      return await hold.owner.read(reading);
    } finally {
      await hold.release();
    }
  }
}
