// What one followed track's live feed reads from LiveRC each poll (decision 009): the dashboard only, whose live
// tile and counts say whether anything changed; the events list, the event page and the newest race only when
// it shows a change (or, as a safety net, every few minutes); and a finished race never again.
import type {
  EventPage,
  RaceResultPage,
  RaceResults,
  TrackDetails,
  TrackEvent,
} from '../../../domain/liverc.ts';
import { LiveRcError, type LiveRcPage } from '../../../liverc/client.ts';
import type { TrackPage } from '../../../liverc/parsers/track-page.ts';
import { eventsListUrl, trackSlugOf, trackUrl } from '../../../liverc/urls.ts';
import { HttpError, toHttpError } from '../../errors.ts';
import type { PageKind, SourceHealth } from '../../liverc/page-cache.ts';
import {
  eventKind,
  eventsListKind,
  isCompleteRace,
  raceResultKind,
  trackPageKind,
} from '../../liverc/page-kinds.ts';
import type { PostedRaces } from './race-catch-up.ts';

type Freshness = { stale: boolean; error?: string };

// The event pages are read at least this often even while the dashboard shows no change (decision 009).
export const RECHECK_MS = 5 * 60 * 1000;

/** The part of a track's details the feed stores and shows (LiveRcService.trackDetails answers a superset). */
export type PolledTrack = Pick<
  TrackDetails,
  'url' | 'pageType' | 'name' | 'liveStatus' | 'latestEvent' | 'results'
> &
  Freshness & {
    latestRace:
      | (Pick<RaceResults, 'url' | 'raceName' | 'className' | 'round' | 'lapTimes'> & Freshness)
      | null;
  };

/** Finished races by address, shared by every track's poller: read once, whichever feed read it. */
export class FinishedRaces {
  private readonly races = new Map<string, RaceResultPage>();
  constructor(private readonly max = 500) {}

  get(url: string): RaceResultPage | undefined {
    return this.races.get(url);
  }

  add(url: string, race: RaceResultPage): void {
    this.races.set(url, race);
    // The oldest goes first: a busy day's races fit many times over.
    if (this.races.size > this.max) this.races.delete(this.races.keys().next().value as string);
  }
}

export type TrackPollerOptions = {
  fetchPage: (url: string) => Promise<LiveRcPage>;
  health: SourceHealth;
  finished: FinishedRaces;
  /** The event page and events list are read at least this often, whatever the dashboard says. */
  recheckMs: number;
  now?: () => number;
};

export class TrackPoller {
  private readonly root: string;
  private readonly slug: string | null;
  /** What the last dashboard said; a read that failed half-way leaves it unset, so the next poll tries again. */
  private fingerprint: string | null = null;
  private eventsSeen: number | null = null;
  private newestEvent: TrackEvent | null | undefined;
  private event: EventPage | null = null;
  private race: { url: string; page: RaceResultPage } | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private last: PolledTrack | null = null;
  /** LiveRC's numeric id of the track (its live socket's room), once a dashboard gave it. */
  trackId: number | null = null;

  constructor(
    trackUrlInput: string,
    private readonly options: TrackPollerOptions,
  ) {
    this.slug = trackSlugOf(trackUrlInput);
    this.root = this.slug ? trackUrl(this.slug) : trackUrlInput;
  }

  /** One poll. Throws only when LiveRC fails before anything was ever read; later failures mark the last read stale. */
  async read(): Promise<PolledTrack> {
    if (!this.slug) throw new HttpError(400, 'URL must be a LiveRC track address');
    const slug = this.slug;
    let dashboard: TrackPage | null;
    try {
      dashboard = await this.page(this.root, trackPageKind);
    } catch (error) {
      if (!(error instanceof LiveRcError && error.answered)) return this.failed(error);
      // LiveRC has no dashboard for this track: nothing says what changed, so the event pages are read each poll.
      dashboard = null;
    }
    this.trackId = dashboard?.trackId ?? this.trackId;
    const fingerprint = dashboard
      ? JSON.stringify([
          dashboard.liveStatusText,
          dashboard.month.results,
          dashboard.lifetime.races,
          dashboard.lifetime.events,
        ])
      : null;
    const now = (this.options.now ?? Date.now)();
    const recheck = now - this.checkedAt >= this.options.recheckMs;
    if (this.last && fingerprint !== null && fingerprint === this.fingerprint && !recheck)
      return this.view(dashboard, { stale: false });

    this.fingerprint = null;
    let failure: unknown;
    try {
      const events = dashboard?.lifetime.events ?? null;
      if (this.newestEvent === undefined || recheck || events === null || events !== this.eventsSeen) {
        const list = await this.page(eventsListUrl(slug), eventsListKind);
        this.newestEvent = list.events.find(hasBegun) ?? null;
        this.eventsSeen = events;
      }
      this.event = this.newestEvent ? await this.page(this.newestEvent.url, eventKind) : null;
      this.checkedAt = now;
      await this.readNewestRace();
      this.fingerprint = fingerprint;
    } catch (error) {
      failure = error;
    }
    return this.view(dashboard, failure === undefined ? { stale: false } : this.staleBy(failure));
  }

  /** The event's posted races as last read, for the ones before the newest to reach My races (race-catch-up.ts). */
  posted(): PostedRaces | null {
    if (!this.newestEvent || !this.event) return null;
    const raceUrls = this.event.raceGroups.flatMap((group) => group.races).map((race) => race.url);
    return { eventUrl: this.newestEvent.url, raceUrls, newest: this.race };
  }

  /** The newest race the event page lists: from memory when finished, else read (and remembered once finished). */
  private async readNewestRace(): Promise<void> {
    const newest = this.event?.raceGroups.flatMap((group) => group.races)[0];
    if (!newest) {
      this.race = null;
      return;
    }
    const known = this.options.finished.get(newest.url);
    if (known) {
      this.race = { url: newest.url, page: known };
      return;
    }
    const page = await this.page(newest.url, raceResultKind);
    this.race = { url: newest.url, page };
    if (isCompleteRace(page)) this.options.finished.add(newest.url, page);
  }

  private view(dashboard: TrackPage | null, freshness: Freshness): PolledTrack {
    const race = this.race;
    const { results = [], ...latestRace } = race?.page ?? {};
    const polled: PolledTrack = {
      url: this.root,
      pageType: dashboard ? 'dashboard' : 'fallback',
      name: dashboard?.name ?? this.last?.name ?? this.slug ?? this.root,
      liveStatus: dashboard ? dashboard.liveStatus : (this.last?.liveStatus ?? null),
      latestEvent: this.newestEvent
        ? { title: this.event?.title ?? this.newestEvent.title, url: this.newestEvent.url }
        : null,
      results,
      latestRace: race ? { ...(latestRace as RaceResultPage), url: race.url, ...freshness } : null,
      ...freshness,
    };
    this.last = polled;
    return polled;
  }

  /** LiveRC failed on the dashboard: the last read, marked stale; nothing read yet, the failure itself. */
  private failed(error: unknown): PolledTrack {
    if (!this.last) throw error;
    const stale = this.staleBy(error);
    this.last = {
      ...this.last,
      ...stale,
      latestRace: this.last.latestRace ? { ...this.last.latestRace, ...stale } : null,
    };
    return this.last;
  }

  private staleBy(error: unknown): Freshness {
    return { stale: true, error: toHttpError(error).message };
  }

  /** One page read and parsed, counted in LiveRC's health as the page cache counts its reads. */
  private async page<T>(url: string, kind: Pick<PageKind<T>, 'parse'>): Promise<T> {
    const { health } = this.options;
    health.fetchStarted();
    try {
      const page = await this.options.fetchPage(url);
      const parsed = kind.parse(page.html, page.finalUrl);
      if (!parsed.ok) throw new HttpError(502, `LiveRC page could not be read: ${parsed.error}`);
      health.fetchSucceeded();
      return parsed.data;
    } catch (error) {
      // A 404 is LiveRC answering; only no answer, a time-out, a 5xx or garbage count against its health.
      if (error instanceof LiveRcError && error.answered) health.fetchSucceeded();
      else health.fetchFailed();
      throw error;
    }
  }
}

// As the track details do: events booked for later are listed too; a track's clock may be a day ahead of UTC.
function hasBegun(event: TrackEvent): boolean {
  if (!event.date) return true;
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return event.date <= tomorrow;
}
