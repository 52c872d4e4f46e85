// The current event of a track and its timing rows for the REST routes: what the track's live feed last heard
// from the track's one owner (live-feed.ts), so a REST read never asks LiveRC itself. The rows are kept in the
// events/drivers/lap_times tables by that owner.
import type { Db } from '../../db/client.ts';
import type { CurrentEvent, TimingRow } from '../../domain/timing.ts';
import { HttpError, liveRcFailure } from '../errors.ts';
import type { Deadline } from '../liverc/answer-deadline.ts';
import { readSettings } from '../settings/settings-store.ts';
import type { LiveFeeds } from './feed/live-feeds.ts';
import { eventExists, timingRows } from './store/timing-store.ts';

export const NO_FOLLOWED_TRACK = 'Follow a track to see its live timing';

export class CurrentEventService {
  constructor(
    private readonly db: Db,
    private readonly feeds: LiveFeeds,
  ) {}

  /** The followed track's event, or null when the racer follows none or the track has no event yet. */
  async followed(userId: number, deadline: Deadline): Promise<CurrentEvent | null> {
    const { followedTrackUrl } = await readSettings(this.db, userId);
    return followedTrackUrl ? this.track(followedTrackUrl, deadline) : null;
  }

  /** A track's current event; null when it has none. LiveRC's failure when nothing of it was ever read. */
  async track(trackUrl: string, deadline: Deadline): Promise<CurrentEvent | null> {
    const { state, failure } = await this.feeds.read(trackUrl, { refresh: false, deadline });
    if (state?.event) return state.event;
    if (failure) throw failure;
    return null;
  }

  /** POST /api/refresh: the followed track polled now; LiveRC's failure is the answer, with its own status. */
  async refresh(userId: number, deadline: Deadline): Promise<CurrentEvent | null> {
    const { followedTrackUrl } = await readSettings(this.db, userId);
    if (!followedTrackUrl) throw new HttpError(400, NO_FOLLOWED_TRACK);
    const { state, failure } = await this.feeds.read(followedTrackUrl, { refresh: true, deadline });
    if (failure) throw failure;
    const event = state?.event ?? null;
    if (event?.stale && event.error) throw liveRcFailure(event.error);
    return event;
  }

  async drivers(eventId: number): Promise<TimingRow[]> {
    if (!(await eventExists(this.db, eventId))) throw new HttpError(404, 'Event not found');
    return timingRows(this.db, eventId);
  }
}
