// The LiveRC features the API serves: tracks, a track's details, an event, a race result, and the
// copies kept in the scraped_* tables.
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { scrapedTrackEvents, scrapedTracks } from '../../db/schema.ts';
import { isMyTimingName } from '../../domain/driver-names.ts';
import { CLASS_RACES_MAX, classRaces, type ReadRace } from '../../domain/event-class-view.ts';
import type {
  EventDetails,
  EventPage,
  EventRace,
  EventStatistics,
  EventStats,
  LiveRcTrack,
  LocalDateTime,
  ParticipantClass,
  RaceResults,
  SavedTrackEvent,
  TrackDetails,
  TrackEvent,
  TrackStatus,
} from '../../domain/liverc.ts';
import { type EventMains, mainNameParts, mainsLadder } from '../../domain/mains-ladder.ts';
import { sectionItems, toRaceListItem } from '../../domain/race-grouping.ts';
import { type LiveRcClient, LiveRcError } from '../../liverc/client.ts';
import type { HeatRace } from '../../liverc/parsers/heat-sheet.ts';
import type { PracticeDay } from '../../liverc/parsers/practice-day.ts';
import type { CatalogueTrack } from '../../liverc/parsers/track-catalogue.ts';
import type { TrackPage } from '../../liverc/parsers/track-page.ts';
import {
  catalogueUrl,
  eventsListUrl,
  parseLiveRcUrl,
  practiceDayUrl,
  trackSlugOf,
  trackUrl,
} from '../../liverc/urls.ts';
import type { Cluster } from '../cluster/cluster.ts';
import { HttpError, toHttpError } from '../errors.ts';
import type { Deadline } from './answer-deadline.ts';
import { AnswerMemo } from './answer-memo.ts';
import { type Cached, PageCache, type SourceHealth } from './page-cache.ts';
import {
  catalogueKind,
  entryListKind,
  eventKind,
  eventsListKind,
  heatSheetKind,
  practiceDayKind,
  raceResultKind,
  trackPageKind,
} from './page-kinds.ts';
import { storeRaceResult } from './race-results.ts';
import { sharedPagesOf } from './shared-pages.ts';

type Freshness = { stale: boolean; error?: string };

/** `stale`, and `error` only when the last refresh failed. */
// A big meeting runs four mains in each of five classes, some as triples: the ladder reads this many at most.
export const MAINS_READ_MAX = 48;

const freshness = (cached: Cached<unknown>): Freshness =>
  cached.failure ? { stale: cached.stale, error: cached.failure.message } : { stale: cached.stale };

/** LiveRC could not be reached or timed out: an outage, not an answer that the page is not there. */
const unanswered = (error: unknown) => error instanceof LiveRcError && !error.answered;

const NOT_A_TRACK = 'URL must be a LiveRC track address';
const ACTIVITY_STATUS: Record<string, TrackStatus> = { racing: 'live', practising: 'practice' };
// A dashboard looked at for a location is not read again for a week: addresses rarely move.
const LOCATION_RECHECK_MS = 7 * 24 * 60 * 60 * 1000;
// The track list is rebuilt at least this often even when nothing this process wrote changed it: an event
// date passing turns 'upcoming' into 'completed', and another instance may have filled in a location.
const TRACK_LIST_MAX_AGE_MS = 60_000;

export class LiveRcService {
  private readonly cache: PageCache;
  // Parsed pages already written to the database: a cached copy is stored once, not on every hit.
  private readonly stored = new WeakSet<object>();
  // The track list as answered, built once per catalogue copy: the locations and upcoming events it reads
  // from the database change only where this class writes them (storeLocation, storeEvents).
  private readonly trackList = new AnswerMemo<LiveRcTrack[]>(TRACK_LIST_MAX_AGE_MS);

  constructor(
    private readonly db: Db,
    client: LiveRcClient,
    health: SourceHealth,
    private readonly log: FastifyBaseLogger,
    /** `cluster`: the instances sharing pages. `timeoutMs`: how long one answer waits for LiveRC. */
    private readonly options: { cluster: Cluster; timeoutMs: number },
  ) {
    this.cache = new PageCache(client, health, sharedPagesOf(options.cluster, db), options.timeoutMs);
  }

  /** The deadline of an answer starting now: all its LiveRC reads together wait one timeout at most. */
  deadline(): Deadline {
    return AbortSignal.timeout(this.options.timeoutMs);
  }

  /** `refresh`: 'Fetch Data' wants LiveRC now, so a failed read is its answer, not the last good copy. */
  async tracks({ refresh }: { refresh: boolean }): Promise<LiveRcTrack[]> {
    const catalogue = await this.cache.get(catalogueUrl(), catalogueKind, {
      refresh,
      deadline: this.deadline(),
    });
    if (refresh && catalogue.failure) throw catalogue.failure;
    const tracks = catalogue.data.tracks;
    await this.once(catalogue.data, () => this.storeTracks(tracks));
    const key = [catalogue.data, catalogue.fetchedAt, catalogue.stale, catalogue.failure?.message];
    return this.trackList.get(key, () => this.buildTrackList(catalogue));
  }

  /** The catalogue's tracks, racing first, with the locations and upcoming events kept in the database. */
  private async buildTrackList(catalogue: Cached<{ tracks: CatalogueTrack[] }>): Promise<LiveRcTrack[]> {
    const tracks = catalogue.data.tracks;
    // Every kept location and upcoming event, without a parameter per track: the catalogue's tracks are
    // nearly all the kept ones, and those it no longer lists are simply not looked up.
    const [known, upcoming] = await Promise.all([this.knownLocations(), this.tracksWithUpcomingEvents()]);
    const live = (track: CatalogueTrack) => (track.activity === 'racing' ? 0 : 1);
    return [...tracks]
      .sort((a, b) => live(a) - live(b))
      .map((track) => ({
        name: track.name,
        slug: track.slug,
        url: track.url,
        location: known.get(track.url) ?? null,
        status: statusOf(track, upcoming.has(track.url)),
        eventType: track.eventName,
        lastActivity: track.lastActivity,
        liveVideo: track.liveVideo,
        source: 'liverc' as const,
        fetchedAt: catalogue.fetchedAt,
        ...freshness(catalogue),
      }));
  }

  async trackDetails(url: string): Promise<TrackDetails> {
    const deadline = this.deadline();
    const slug = trackSlugIn(url);
    const root = trackUrl(slug);
    const dashboard = await this.firstDashboard(
      [root, parseLiveRcUrl(url).toString(), `${root}live/`],
      deadline,
    );
    const { events: trackEvents, failure: eventsFailure } = await this.eventsOf(slug, deadline);
    const latest = await this.latestEventSummary(trackEvents, deadline);

    if (!dashboard) {
      const name = (await this.knownName(root)) ?? slug;
      return {
        url: root,
        pageType: 'fallback',
        name,
        description: `Track dashboard for ${name} is not currently available on LiveRC.`,
        address: 'Address not available',
        phone: 'Phone not available',
        website: null,
        email: null,
        location: null,
        liveStatus: null,
        isLive: false,
        logoUrl: null,
        trackId: null,
        stats: null,
        ...latest,
        trackEvents,
        lastUpdated: new Date().toISOString(),
        stale: false,
        error: 'Track dashboard not found - this track may not have live timing enabled',
      };
    }
    const details = dashboard.data;
    const location = locationOf(details);
    await this.once(details, () => this.storeLocation(root, details.name ?? slug, location));
    return {
      url: root,
      pageType: 'dashboard',
      name: details.name ?? slug,
      description: details.description,
      address: details.address,
      phone: details.phone,
      website: details.website,
      email: details.email,
      location,
      liveStatus: details.liveStatus,
      isLive: details.liveStatus === 'racing',
      logoUrl: details.logoUrl,
      trackId: details.trackId,
      stats: { month: details.month, lifetime: details.lifetime },
      ...latest,
      trackEvents,
      lastUpdated: dashboard.fetchedAt,
      // No events without the list: LiveRC's failure to send it is the answer's reason, not 'no event'.
      ...(eventsFailure ? { stale: true, error: eventsFailure.message } : freshness(dashboard)),
    };
  }

  /** The event page, its entry list and the results of its newest race (those two when LiveRC has them). */
  async eventDetails(url: string): Promise<EventDetails> {
    const deadline = this.deadline();
    const event = await this.cache.get(url, eventKind, { deadline });
    const page = event.data;
    const [entryList, latestRace] = await Promise.all([
      page.entryListUrl ? this.softly(this.cache.get(page.entryListUrl, entryListKind, { deadline })) : null,
      this.latestRaceResults(page, url, deadline),
    ]);
    const participants = entryList?.data.classes ?? [];
    return {
      url,
      ...page,
      description: describeEvent(page),
      participants,
      statistics: statisticsOf(page, participants, latestRace),
      latestRace,
      fetchedAt: event.fetchedAt,
      ...freshness(event),
    };
  }

  /** The event's mains ladder, from its mains (at most MAINS_READ_MAX) as readEventRaces reads them. */
  async eventMains(url: string): Promise<EventMains> {
    const { races, unread } = await this.readEventRaces(
      url,
      (listed) => listed.filter((race) => mainNameParts(race.name)),
      MAINS_READ_MAX,
    );
    return { ...mainsLadder(races), unread };
  }

  /** One class's races at the event in session order (qualifier heats, then mains), at most CLASS_RACES_MAX. */
  async eventClassRaces(url: string, className: string): Promise<{ races: ReadRace[]; unread: number }> {
    return this.readEventRaces(url, (listed) => classRaces(listed, className), CLASS_RACES_MAX);
  }

  /**
   * The races `pick` chooses from the event page's list, at most `max`, each read through the cache (and stored,
   * as any race read is) under one deadline; a race LiveRC does not send is counted as unread, not a failure.
   */
  private async readEventRaces<T extends EventPage['raceGroups'][number]['races'][number]>(
    url: string,
    pick: (listed: EventPage['raceGroups'][number]['races']) => T[],
    max: number,
  ): Promise<{ races: (T & Pick<RaceResults, 'results' | 'lapTimes'>)[]; unread: number }> {
    const deadline = this.deadline();
    const page = (await this.cache.get(url, eventKind, { deadline })).data;
    const listed = pick(page.raceGroups.flatMap((group) => group.races)).slice(0, max);
    const read = await Promise.all(
      listed.map((race) => this.softly(this.raceResults(race.url, url, deadline))),
    );
    const races = listed.flatMap((race, index) => {
      const result = read[index];
      return result ? [{ ...race, results: result.results, lapTimes: result.lapTimes }] : [];
    });
    return { races, unread: listed.length - races.length };
  }

  /** The event page alone, through the cache or read anew (the background reader of the events racers added). */
  async eventPage(url: string, { refresh = false } = {}): Promise<EventPage> {
    return (await this.cache.get(url, eventKind, { refresh, deadline: this.deadline() })).data;
  }

  async raceResults(
    url: string,
    eventUrl: string | null = null,
    deadline = this.deadline(),
  ): Promise<RaceResults> {
    const race = await this.cache.get(url, raceResultKind, { deadline });
    const result = race.data;
    await this.once(result, () => storeRaceResult(this.db, url, result, eventUrl));
    return { ...result, url, scrapedAt: race.fetchedAt, ...freshness(race) };
  }

  /** A track's practice sessions of one day ('YYYY-MM-DD'), with the freshness of the copy. */
  async practiceDay(slug: string, date: string): Promise<PracticeDay & Freshness> {
    const day = await this.cache.get(practiceDayUrl(slug, date), practiceDayKind, {
      deadline: this.deadline(),
    });
    return { ...day.data, ...freshness(day) };
  }

  /**
   * Keeps the location of one track not looked at this week, racing first; false when none is left. An outage
   * is thrown (the caller waits); a track without a readable dashboard waits a week.
   */
  async fillNextLocation(): Promise<boolean> {
    const weekAgo = new Date(Date.now() - LOCATION_RECHECK_MS);
    const [next] = await this.db
      .select({ url: scrapedTracks.trackUrl, name: scrapedTracks.name })
      .from(scrapedTracks)
      .where(
        and(
          isNull(scrapedTracks.location),
          or(isNull(scrapedTracks.locationCheckedAt), lt(scrapedTracks.locationCheckedAt, weekAgo)),
        ),
      )
      .orderBy(
        sql`case ${scrapedTracks.status} when 'racing' then 0 when 'practising' then 1 else 2 end`,
        asc(scrapedTracks.id),
      )
      .limit(1);
    if (!next) return false;
    let location: string | null = null;
    try {
      location = locationOf(
        (await this.cache.get(next.url, trackPageKind, { deadline: this.deadline() })).data,
      );
    } catch (error) {
      if (unanswered(error)) throw error;
    }
    await this.storeLocation(next.url, next.name, location);
    return true;
  }

  /** LiveRC's numeric id of a track (its live socket's room), from its dashboard; null when unknown. */
  async trackIdOf(trackUrlInput: string): Promise<number | null> {
    const slug = trackSlugOf(parseLiveRcUrl(trackUrlInput));
    if (!slug) return null;
    const dashboard = await this.softly(
      this.cache.get(trackUrl(slug), trackPageKind, { deadline: this.deadline() }),
    );
    return dashboard?.data.trackId ?? null;
  }

  /**
   * The event's heat sheets in running order, less those LiveRC lacks; `completedAt`: when the event page's
   * races were posted (to pace the races still to run); `failure`: LiveRC's outage.
   */
  async heatSheets(
    eventUrl: string,
    { deadline }: { deadline: Deadline },
  ): Promise<{
    rounds: { round: string | null; races: HeatRace[] }[];
    completedAt: (LocalDateTime | null)[];
    failure: HttpError | null;
  }> {
    const event = await this.cache.get(eventUrl, eventKind, { deadline });
    let failure: HttpError | null = null;
    const sheets = await Promise.all(
      event.data.heatSheets.map((link) =>
        this.softly(this.cache.get(link.url, heatSheetKind, { deadline }), (outage) => {
          failure ??= outage;
        }),
      ),
    );
    const rounds = sheets.flatMap((sheet, index) =>
      sheet
        ? [{ round: sheet.data.round ?? event.data.heatSheets[index]?.name ?? null, races: sheet.data.races }]
        : [],
    );
    const completedAt = event.data.raceGroups.flatMap((group) => group.races.map((race) => race.completedAt));
    return { rounds, completedAt, failure };
  }

  /**
   * The racer's transponder number on the event's entry list, in the class the race is of ('1/8 Nitro Buggy
   * Fun Run' is of '1/8 Nitro Buggy': a racer may run a car in each of two classes); null when LiveRC lacks it.
   */
  async transponderOf(
    eventUrl: string,
    race: { raceName: string; driverNames: readonly string[] },
    { deadline }: { deadline: Deadline },
  ): Promise<string | null> {
    const { entryListUrl } = (await this.cache.get(eventUrl, eventKind, { deadline })).data;
    const entryList = entryListUrl
      ? await this.softly(this.cache.get(entryListUrl, entryListKind, { deadline }))
      : null;
    const mine = (entryList?.data.classes ?? []).flatMap((group) =>
      group.entries.filter((entry) => isMyTimingName(entry.name, race.driverNames)),
    );
    const raceName = race.raceName.toLowerCase();
    const ofRace = mine.find((entry) => raceName.includes(entry.className.trim().toLowerCase()));
    return (ofRace ?? mine[0])?.transponder ?? null;
  }

  /** The track's events: read from LiveRC when it answers, always answered from what is kept. */
  async savedTrackEvents(trackUrlInput: string): Promise<SavedTrackEvent[]> {
    const slug = trackSlugIn(trackUrlInput);
    await this.eventsOf(slug, this.deadline());
    const rows = await this.db
      .select()
      .from(scrapedTrackEvents)
      .where(eq(scrapedTrackEvents.trackUrl, trackUrl(slug)))
      .orderBy(desc(scrapedTrackEvents.eventDate), desc(scrapedTrackEvents.id));
    return rows.map((row) => ({
      id: row.id,
      trackUrl: row.trackUrl,
      eventUrl: row.eventUrl,
      title: row.name,
      date: row.eventDate,
      status: row.entries === null ? null : counted(row.entries),
      description: describeCounts(row),
      entries: row.entries,
      drivers: row.drivers,
      scrapedAt: row.scrapedAt.toISOString(),
    }));
  }

  /** The track's events list, newest first, kept in the database; [] and LiveRC's outage when unavailable. */
  private async eventsOf(
    slug: string,
    deadline: Deadline,
  ): Promise<{ events: TrackEvent[]; failure: HttpError | null }> {
    let failure: HttpError | null = null;
    const events = await this.softly(
      this.cache.get(eventsListUrl(slug), eventsListKind, { deadline }),
      (outage) => {
        failure = outage;
      },
    );
    if (!events) return { events: [], failure };
    await this.once(events.data, () => this.storeEvents(trackUrl(slug), events.data.events));
    return { events: events.data.events, failure: null };
  }

  /** The newest event under way or held, its races and its newest race's results, for a track's panel. */
  private async latestEventSummary(
    events: TrackEvent[],
    deadline: Deadline,
  ): Promise<Pick<TrackDetails, 'latestEvent' | 'events' | 'results' | 'latestRace'>> {
    const newest = events.find(hasBegun);
    const event = newest ? await this.softly(this.cache.get(newest.url, eventKind, { deadline })) : null;
    if (!newest || !event) return { latestEvent: null, events: [], results: [], latestRace: null };
    const race = await this.latestRaceResults(event.data, newest.url, deadline);
    const { results = [], ...latestRace } = race ?? {};
    return {
      latestEvent: { title: event.data.title ?? newest.title, url: newest.url },
      events: [...racesOf(event.data).map(toRaceListItem), ...sectionItems(event.data)],
      results,
      latestRace: race ? (latestRace as Omit<RaceResults, 'results'>) : null,
    };
  }

  private async latestRaceResults(event: EventPage, eventUrl: string, deadline: Deadline) {
    const newestRace = racesOf(event)[0];
    return newestRace ? this.softly(this.raceResults(newestRace.url, eventUrl, deadline)) : null;
  }

  /** A secondary page: its failure leaves that part empty; `onOutage` hears LiveRC failing, not a 404. */
  private async softly<T>(page: Promise<T>, onOutage?: (failure: HttpError) => void): Promise<T | null> {
    try {
      return await page;
    } catch (error) {
      if (!(error instanceof LiveRcError && error.answered)) onOutage?.(toHttpError(error));
      this.log.info({ err: error }, 'optional LiveRC page unavailable');
      return null;
    }
  }

  /**
   * The first candidate that is a dashboard, or null. An outage is thrown at once: it must neither read as a
   * track without live timing nor wait for every candidate to time out in turn.
   */
  private async firstDashboard(candidates: string[], deadline: Deadline): Promise<Cached<TrackPage> | null> {
    for (const candidate of new Set(candidates)) {
      try {
        return await this.cache.get(candidate, trackPageKind, { deadline });
      } catch (error) {
        if (unanswered(error)) throw error;
        this.log.info({ err: error, url: candidate }, 'no track dashboard at this address');
      }
    }
    return null;
  }

  private async once(data: object, store: () => Promise<void>): Promise<void> {
    if (this.stored.has(data)) return;
    this.stored.add(data);
    // Storage keeps history; a failure there must not cost the racer the answer.
    await store().catch((error: unknown) => this.log.warn({ err: error }, 'could not store LiveRC data'));
  }

  private async storeTracks(tracks: CatalogueTrack[]): Promise<void> {
    const now = new Date();
    // One statement per chunk: the catalogue holds over a thousand tracks.
    for (let start = 0; start < tracks.length; start += 500) {
      const rows = tracks.slice(start, start + 500).map((track) => ({
        trackUrl: track.url,
        name: track.name,
        status: track.activity,
        eventType: track.eventName,
        startTime: track.lastActivity,
        lastUpdated: now,
      }));
      await this.db
        .insert(scrapedTracks)
        .values(rows)
        .onConflictDoUpdate({
          target: scrapedTracks.trackUrl,
          set: {
            name: sql`excluded.name`,
            status: sql`excluded.status`,
            eventType: sql`excluded.event_type`,
            startTime: sql`excluded.start_time`,
            lastUpdated: now,
          },
        });
    }
  }

  private async storeLocation(root: string, name: string, location: string | null): Promise<void> {
    const now = new Date();
    await this.db
      .insert(scrapedTracks)
      .values({ trackUrl: root, name, location, locationCheckedAt: now })
      .onConflictDoUpdate({
        target: scrapedTracks.trackUrl,
        set: { location, locationCheckedAt: now, lastUpdated: now },
      });
    this.trackList.invalidate();
  }

  private async storeEvents(root: string, events: TrackEvent[]): Promise<void> {
    if (events.length === 0) return;
    const rows = events.map((event) => ({
      trackUrl: root,
      eventUrl: event.url,
      name: event.title,
      eventDate: event.date,
      entries: event.entries,
      drivers: event.drivers,
      scrapedAt: new Date(),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await this.db
        .insert(scrapedTrackEvents)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [scrapedTrackEvents.trackUrl, scrapedTrackEvents.eventUrl],
          set: {
            name: sql`excluded.name`,
            eventDate: sql`excluded.event_date`,
            entries: sql`excluded.entries`,
            drivers: sql`excluded.drivers`,
            scrapedAt: sql`excluded.scraped_at`,
          },
        });
    }
    // An event booked for later makes its track 'upcoming' on the list.
    this.trackList.invalidate();
  }

  private async knownLocations(): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ url: scrapedTracks.trackUrl, location: scrapedTracks.location })
      .from(scrapedTracks)
      .where(isNotNull(scrapedTracks.location));
    return new Map(rows.map((row) => [row.url, row.location as string]));
  }

  private async knownName(root: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: scrapedTracks.name })
      .from(scrapedTracks)
      .where(eq(scrapedTracks.trackUrl, root));
    return row?.name ?? null;
  }

  private async tracksWithUpcomingEvents(): Promise<Set<string>> {
    const rows = await this.db
      .selectDistinct({ url: scrapedTrackEvents.trackUrl })
      .from(scrapedTrackEvents)
      .where(gt(scrapedTrackEvents.eventDate, sql`current_date`));
    return new Set(rows.map((row) => row.url));
  }
}

/** The track of a LiveRC address; 400 for any other address. */
function trackSlugIn(url: string): string {
  const slug = trackSlugOf(parseLiveRcUrl(url));
  if (!slug) throw new HttpError(400, NOT_A_TRACK);
  return slug;
}

function statusOf(track: CatalogueTrack, hasUpcomingEvent: boolean): TrackStatus {
  const status = track.activity ? ACTIVITY_STATUS[track.activity] : undefined;
  if (status) return status;
  return hasUpcomingEvent ? 'upcoming' : 'completed';
}

/** The town and country lines of a dashboard's address, e.g. 'Canberra ACT 2600, Australia'. */
function locationOf(dashboard: TrackPage): string | null {
  const lines = dashboard.addressLines.filter((line) => line.trim() !== '');
  if (lines.length === 0) return null;
  return lines.slice(-2).join(', ');
}

// Tracks list events booked for later too. Their clock may be up to a day ahead of UTC, so an event dated
// tomorrow in UTC may already be racing there.
function hasBegun(event: TrackEvent): boolean {
  if (!event.date) return true;
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return event.date <= tomorrow;
}

/** A count as LiveRC writes it, `1,204`. */
const counted = (count: number) => count.toLocaleString('en-GB');

/** `1,204 entries`, or null without a count. */
const countOf = (count: number | null, noun: string) => (count === null ? null : `${counted(count)} ${noun}`);

const joined = (parts: (string | null)[], separator: string) => {
  const present = parts.filter((part) => part !== null);
  return present.length > 0 ? present.join(separator) : null;
};

/** Layout, entries, drivers and laps from the event's stats card, e.g. `Offroad · 71 entries · 60 drivers`. */
const describeEvent = (stats: EventStats) =>
  joined(
    [
      stats.raceTrack,
      countOf(stats.entries, 'entries'),
      countOf(stats.drivers, 'drivers'),
      countOf(stats.totalLaps, 'race laps'),
    ],
    ' · ',
  );

/** `71 entries, 60 drivers`, or null when LiveRC gives neither count. */
const describeCounts = (counts: { entries: number | null; drivers: number | null }) =>
  joined([countOf(counts.entries, 'entries'), countOf(counts.drivers, 'drivers')], ', ');

/**
 * The Event Details tiles and tab labels, one count each: entries on the entry list (the stats card's
 * registrations while LiveRC has posted none), races listed, results of the newest race.
 */
function statisticsOf(
  page: EventPage,
  participants: ParticipantClass[],
  latestRace: RaceResults | null,
): EventStatistics {
  return {
    totalParticipants:
      participants.reduce((sum, entryClass) => sum + entryClass.entries.length, 0) || page.entries || 0,
    totalRaces: racesOf(page).length,
    totalResults: latestRace?.results.length ?? 0,
    eventDate: page.date?.raw ?? null,
  };
}

/** Every race of an event, newest round first, as the event page lists them. */
function racesOf(event: EventPage): EventRace[] {
  return event.raceGroups.flatMap((group) => group.races);
}
