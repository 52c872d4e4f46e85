// The LiveRC API's contract: query parameters and the answers the web app reads.
import { z } from 'zod';

const LIVERC_URL_REQUIRED = 'A LiveRC url is required';

/** `?url=` of the detail endpoints; the address rule itself is checked by the server's LiveRC client. */
export const liveRcUrlQuerySchema = z.object({
  url: z
    .string({ error: LIVERC_URL_REQUIRED })
    .trim()
    .min(1, LIVERC_URL_REQUIRED)
    .max(2048, 'URL must be a LiveRC address'),
});

export const tracksQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const savedTrackEventsQuerySchema = z.object({
  trackUrl: z.string({ error: 'A trackUrl is required' }).trim().min(1, 'A trackUrl is required'),
});

/** What every LiveRC answer carries: when the data was read and whether it is past its freshness. */
export type Freshness = { fetchedAt: string; stale: boolean; error?: string };

export type TrackStatus = 'live' | 'practice' | 'completed' | 'upcoming';

export type LiveRcTrack = Freshness & {
  name: string;
  slug: string;
  url: string;
  location: string | null;
  status: TrackStatus;
  /** The current (or last) event's name. */
  eventType: string | null;
  /** LiveRC's last-activity text, e.g. '5 minutes ago'. */
  startTime: string | null;
  liveVideo: boolean;
  source: 'liverc';
};

/** A value as a number where the page has one, with the page's own text beside it. */
export type Figure = { value: number | null; text: string | null };

export type RaceResultRowView = {
  position: number;
  driver: string;
  driverId: number | null;
  carNumber: string | null;
  qualifying: number | null;
  laps: number | null;
  totalTime: string | null;
  /** 'laps/time' as LiveRC writes it, e.g. '20/5:08.675'. */
  lapsTime: string | null;
  behind: string | null;
  fastestLap: Figure;
  fastestLapNumber: number | null;
  averageLap: Figure;
  top5: Figure;
  top10: Figure;
  top15: Figure;
  top3Consecutive: Figure;
  stdDeviation: Figure;
  consistency: Figure;
};

export type DriverLapTimes = {
  driver: string;
  driverId: number;
  laps: { lap: number; time: number; timeText: string; position: number | null }[];
};

/** GET /api/liverc/race-results: a race's result table and every driver's laps. */
export type RaceResults = Freshness & {
  raceUrl: string;
  raceId: number | null;
  /** The result heading, e.g. '1/8 Nitro Buggy A-Main Results [M1 Race #14]'. */
  title: string | null;
  raceName: string | null;
  className: string | null;
  round: string | null;
  raceNumber: number | null;
  /** LiveRC's length text, e.g. '30:00 Timed'. */
  length: string | null;
  trackName: string | null;
  eventName: string | null;
  /** ISO date of the event's first day. */
  eventDate: string | null;
  results: RaceResultRowView[];
  lapTimes: DriverLapTimes[];
};

/** A track's event as its events list shows it. */
export type TrackEventView = {
  eventId: number;
  title: string;
  url: string;
  /** First day, ISO yyyy-mm-dd (track-local). */
  date: string;
  endDate: string | null;
  /** The date as shown, e.g. 'May 3, 2025 to May 4, 2025'. */
  dateText: string;
  startsAt: string | null;
  entries: number | null;
  drivers: number | null;
};

/** A race of an event page; `completedAt.raw` is LiveRC's 'Time Completed' text. */
export type EventRaceView = {
  raceId: number;
  url: string;
  /** The link text, e.g. 'Race 14: 1/8 Nitro Buggy (1/8 Nitro Buggy A-Main)'. */
  label: string;
  raceNumber: number | null;
  className: string | null;
  /** e.g. '1/8 Nitro Buggy A-Main' or '1/8 Nitro Buggy (Heat 3/3)'. */
  name: string;
  /** The heading it is listed under: 'Main Events', 'Qualifier Round 3'. */
  round: string | null;
  completedAt: { raw: string; date: string; time: string | null } | null;
};

export type EventLinkView = { name: string; url: string; id: number | null };

export type EntryView = {
  /** The '#' column as shown. */
  number: string | null;
  driver: string;
  sortName: string | null;
  className: string;
  transponder: string | null;
  carNumber: string | null;
  vehicle: string | null;
  sponsor: string | null;
};

export type EntryClassView = {
  name: string;
  classId: number | null;
  entryCount: number | null;
  entries: EntryView[];
};

/** GET /api/liverc/event-details: the event page, its entry list and its newest race's results. */
export type EventDetails = Freshness & {
  eventUrl: string;
  eventId: number | null;
  trackName: string | null;
  title: string | null;
  date: { raw: string; start: string; end: string | null } | null;
  raceTrack: string | null;
  entries: number | null;
  drivers: number | null;
  totalLaps: number | null;
  entryListUrl: string | null;
  heatSheets: EventLinkView[];
  finalResultsUrl: string | null;
  pointsTables: EventLinkView[];
  roundRankings: EventLinkView[];
  multiMainResults: EventLinkView[];
  /** Newest round first, as the page lists them. */
  raceGroups: { round: string | null; races: EventRaceView[] }[];
  participants: EntryClassView[];
  latestRace: RaceResults | null;
};

type TrackDetailsBase = {
  trackUrl: string;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  location: string | null;
  liveStatus: 'racing' | 'practising' | 'offline' | null;
  /** Newest first, as LiveRC lists them. */
  events: TrackEventView[];
  /** The newest event already begun, with its races newest first. */
  latestEvent: { title: string; url: string; races: EventRaceView[] } | null;
  latestResults: RaceResults | null;
};

/** GET /api/liverc/track-details: the track's dashboard, or the fallback record when it has none. */
export type TrackDetails = Freshness &
  TrackDetailsBase &
  (
    | {
        available: true;
        logoUrl: string | null;
        trackId: number | null;
        stats: {
          month: { results: number | null; practiceSessions: number | null; videos: number | null };
          lifetime: Record<string, number | null>;
        };
      }
    | { available: false }
  );

/** GET /api/saved-track-events: a track's events as kept in the database. */
export type SavedTrackEvent = {
  id: number;
  trackUrl: string;
  eventUrl: string;
  name: string;
  /** ISO yyyy-mm-dd. */
  eventDate: string | null;
  entries: number | null;
  drivers: number | null;
  status: string | null;
  scrapedAt: string;
};
