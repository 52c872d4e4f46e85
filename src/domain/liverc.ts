// The LiveRC API's contract: its query parameters and every answer, one zod schema each. The parsers emit
// these shapes, the routes bind them as response schemas, and the web app infers its types from them.
// Where the spec names a field the wire uses that name; the deliberate breaks are in
// docs/decisions/005-wire-format.md.
import { z } from 'zod';
import { isStorableText } from './text.ts';

const LIVERC_URL_REQUIRED = 'A LiveRC url is required';

/** `?url=` of the detail endpoints; the address rule itself is checked by the server's LiveRC client. */
export const liveRcUrlQuerySchema = z.object({
  url: z
    .string({ error: LIVERC_URL_REQUIRED })
    .refine(isStorableText, 'URL must be a LiveRC address')
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
  trackUrl: z
    .string({ error: 'A trackUrl is required' })
    .refine(isStorableText, 'URL must be a LiveRC address')
    .trim()
    .min(1, 'A trackUrl is required'),
});

const text = z.string().nullable();
const count = z.number().int().nullable();
const seconds = z.number().nullable();
/** An ISO date, yyyy-mm-dd, as the track wrote it (track-local, no zone). */
const isoDate = z.string();
/** An ISO date and time in UTC, e.g. `2026-11-23T18:12:00.000Z`. */
const timestamp = z.string();

/** Whether a copy is past its freshness, and why it could not be renewed. */
const freshness = { stale: z.boolean(), error: z.string().optional() };

// ------------------------------------------------------------------------------------------ values

/** `Nov 16, 2025` or `Apr 1, 2026 to Apr 6, 2026`: the text and its track-local days. */
export const dateRangeSchema = z.object({ raw: z.string(), start: isoDate, end: isoDate.nullable() });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** `Nov 16, 2025 at 5:30pm`, or a date alone: the text, the day and, when written, the 24-hour time. */
export const localDateTimeSchema = z.object({ raw: z.string(), date: isoDate, time: z.string().nullable() });
export type LocalDateTime = z.infer<typeof localDateTimeSchema>;

/** What a track's dashboard tile or catalogue icon says it is doing. */
export const liveStatusSchema = z.enum(['racing', 'practising', 'offline']);
export type LiveStatus = z.infer<typeof liveStatusSchema>;

// -------------------------------------------------------------------------------------- race result

/** A result row's figures as numbers (seconds, laps, percent), for charts and tyre analysis. */
export const raceResultValuesSchema = z.object({
  qualifying: count,
  laps: count,
  /** The race time of `lapsTime` in seconds. */
  time: seconds,
  /** Seconds behind the car ahead; null when the gap is in laps (`behindLaps`). */
  behind: seconds,
  behindLaps: count,
  fastestLap: seconds,
  avgLap: seconds,
  avgTop5: seconds,
  avgTop10: seconds,
  avgTop15: seconds,
  top3Consecutive: seconds,
  stdDeviation: z.number().nullable(),
  /** Percent as written, e.g. 92.82. */
  consistency: z.number().nullable(),
});

/**
 * One row of a race's result table: the spec's names with the page's own text (null where the cell is
 * empty or unreadable), and the same figures as numbers in `values`.
 */
export const raceResultRowSchema = z.object({
  position: z.number().int(),
  driver: z.string(),
  /** LiveRC's driver id (its "View Laps" link, or `racerLaps` by name); null when the page has none. */
  driverId: count,
  carNumber: text,
  qualifying: text,
  /** `47/30:31.382`, or `0` for a non-starter. */
  lapsTime: text,
  laps: text,
  time: text,
  /** Gap to the car directly ahead: `12.052`, `1 Lap`; null for the winner. */
  behind: text,
  fastestLap: text,
  /** The lap the fastest lap was set on (the cell's superscript). */
  fastestLapNumber: count,
  avgLap: text,
  avgTop5: text,
  avgTop10: text,
  avgTop15: text,
  top3Consecutive: text,
  stdDeviation: text,
  consistency: text,
  /** Only on pages whose table has a Vehicle column. */
  vehicle: z.string().optional(),
  values: raceResultValuesSchema,
});
export type RaceResultRow = z.infer<typeof raceResultRowSchema>;

/** Every lap of one driver, from the page's `racerLaps` data: lap 1 onwards (the grid slot is left out). */
export const driverLapTimesSchema = z.object({
  driver: z.string(),
  driverId: z.number().int(),
  laps: z.array(
    z.object({
      lap: z.number().int(),
      /** Seconds. */
      time: z.number(),
      /** As LiveRC wrote it, e.g. `38.17`. */
      timeText: z.string(),
      /** Running position at the end of the lap. */
      position: count,
    }),
  ),
});
export type DriverLapTimes = z.infer<typeof driverLapTimesSchema>;

/** What a race result page holds, as the parser reads it. */
export const raceResultPageSchema = z.object({
  /** The panel heading, e.g. `1/8 Nitro Buggy A-Main Results [M1 Race #14]`. */
  raceTitle: text,
  /** The table's info line, e.g. `1/8 Nitro Buggy A-Main · Round: Main Events · Length: 30:00 Timed`. */
  raceInfo: text,
  raceId: count,
  /** The table's class header, e.g. `1/8 Nitro Buggy A-Main`. */
  raceName: text,
  /** The class, when the race name ends in a recognised main/heat suffix; null rather than a guess. */
  className: text,
  /** `Main Events`, `Qualifier Round 3`. */
  round: text,
  raceNumber: count,
  /** LiveRC's length text, e.g. `30:00 Timed` or `3 Laps`. */
  length: text,
  trackName: text,
  eventName: text,
  /** The event's first and last day (the page shows no race time). */
  eventDate: isoDate.nullable(),
  eventEndDate: isoDate.nullable(),
  results: z.array(raceResultRowSchema),
  /** One entry per driver in `racerLaps`, in finishing order; non-starters have no laps. */
  lapTimes: z.array(driverLapTimesSchema),
});
export type RaceResultPage = z.infer<typeof raceResultPageSchema>;

/** GET /api/liverc/race-results: a race's results and every driver's laps. */
export const raceResultsSchema = raceResultPageSchema.extend({
  url: z.string(),
  /** When the page was read from LiveRC. */
  scrapedAt: timestamp,
  ...freshness,
});
export type RaceResults = z.infer<typeof raceResultsSchema>;

// ------------------------------------------------------------------------------------------- events

/** A link on an event page: its label as shown, its address and the id in its query. */
export const eventLinkSchema = z.object({ name: z.string(), url: z.string(), id: count });
export type EventLink = z.infer<typeof eventLinkSchema>;

/** A race of an event page. */
export const eventRaceSchema = z.object({
  raceId: z.number().int(),
  url: z.string(),
  /** The link text, e.g. `Race 14: 1/8 Nitro Buggy (1/8 Nitro Buggy A-Main)`. */
  label: z.string(),
  raceNumber: count,
  className: text,
  /** e.g. `1/8 Nitro Buggy A-Main` or `1/8 Nitro Buggy (Heat 3/3)`. */
  name: z.string(),
  /** The heading it is listed under: `Main Events`, `Qualifier Round 3`. */
  round: text,
  /** "Time Completed": when results were posted, track-local; may be a date alone. */
  completedAt: localDateTimeSchema.nullable(),
});
export type EventRace = z.infer<typeof eventRaceSchema>;

export const eventRaceGroupSchema = z.object({ round: text, races: z.array(eventRaceSchema) });

/** The "Event Stats" card that event and entry-list pages share. */
export const eventStatsSchema = z.object({
  /** The track layout the event ran on, e.g. `Offroad`. */
  raceTrack: text,
  entries: count,
  drivers: count,
  totalLaps: count,
});
export type EventStats = z.infer<typeof eventStatsSchema>;

/** What an event page holds, as the parser reads it. */
export const eventPageSchema = eventStatsSchema.extend({
  eventId: count,
  trackName: text,
  title: text,
  date: dateRangeSchema.nullable(),
  entryListUrl: text,
  heatSheets: z.array(eventLinkSchema),
  finalResultsUrl: text,
  /** "Results (1 of 3)" / "Qual Points (2 of 4)" tables. */
  pointsTables: z.array(eventLinkSchema),
  roundRankings: z.array(eventLinkSchema),
  /** Triple/double main results per class. */
  multiMainResults: z.array(eventLinkSchema),
  /** Newest round first, as the page lists them. */
  raceGroups: z.array(eventRaceGroupSchema),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/** One entry of an event's entry list. */
export const participantSchema = z.object({
  /** The driver as shown, e.g. `RICHARD BRATTON`. */
  name: z.string(),
  /** The `#` column as shown. LiveRC numbers entries 1..N alphabetically here: not necessarily a car number. */
  number: text,
  /** LiveRC's hidden sort name, e.g. `BRATTON, RICHARD`, when present. */
  sortName: text,
  className: z.string(),
  transponder: text,
  /** Only when the page has a car / vehicle / sponsor column; LiveRC's current layout has none. */
  carNumber: text,
  vehicle: text,
  sponsor: text,
});
export type Participant = z.infer<typeof participantSchema>;

export const participantClassSchema = z.object({
  name: z.string(),
  /** The numeric bucket id in the table id `{ClassKey}_table_{n}`. */
  classId: count,
  /** The "Entries: N" count in the class header. */
  entryCount: count,
  entries: z.array(participantSchema),
});
export type ParticipantClass = z.infer<typeof participantClassSchema>;

/** The tiles of the Event Details screen, counted on the server. */
export const eventStatisticsSchema = z.object({
  /** Entries on the entry list, or the stats card's registrations while LiveRC has posted no list. */
  totalParticipants: z.number().int(),
  totalRaces: z.number().int(),
  totalResults: z.number().int(),
  /** The event's date as LiveRC writes it, e.g. `Nov 15, 2025 to Nov 16, 2025`. */
  eventDate: text,
});
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;

/** GET /api/liverc/event-details: the event page, its entry list and its newest race's results. */
export const eventDetailsSchema = eventPageSchema.extend({
  url: z.string(),
  /** A line on the event from its stats card: layout, entries, drivers and laps. */
  description: text,
  participants: z.array(participantClassSchema),
  statistics: eventStatisticsSchema,
  latestRace: raceResultsSchema.nullable(),
  fetchedAt: timestamp,
  ...freshness,
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/** A track's event as its events list shows it. */
export const trackEventSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  url: z.string(),
  /** First day, ISO yyyy-mm-dd (track-local). */
  date: isoDate,
  endDate: isoDate.nullable(),
  /** The date as shown, e.g. `May 3, 2025 to May 4, 2025`. */
  dateText: z.string(),
  /** The hidden sort stamp when it carries a time, `2025-11-16 08:30:00`. */
  startsAt: text,
  entries: count,
  drivers: count,
});
export type TrackEvent = z.infer<typeof trackEventSchema>;

/** GET /api/saved-track-events: one of a track's events as kept in the database. */
export const savedTrackEventSchema = z.object({
  id: z.number().int(),
  trackUrl: z.string(),
  eventUrl: z.string(),
  title: z.string(),
  /** First day, ISO yyyy-mm-dd. */
  date: isoDate.nullable(),
  /** The entry count as text, e.g. `71`; null when LiveRC gives none. */
  status: text,
  /** Entries and drivers in words, e.g. `71 entries, 60 drivers`. */
  description: text,
  entries: count,
  drivers: count,
  scrapedAt: timestamp,
});
export type SavedTrackEvent = z.infer<typeof savedTrackEventSchema>;
export const savedTrackEventsSchema = z.array(savedTrackEventSchema);

// ------------------------------------------------------------------------------------------- tracks

export const trackStatusSchema = z.enum(['live', 'practice', 'completed', 'upcoming']);
export type TrackStatus = z.infer<typeof trackStatusSchema>;

/** GET /api/liverc/tracks: one track of LiveRC's catalogue. */
export const liveRcTrackSchema = z.object({
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  location: text,
  status: trackStatusSchema,
  /** The current (or last) event's name. */
  eventType: text,
  /** LiveRC's last-activity text, e.g. `5 minutes ago` (the spec's `startTime` held this text). */
  lastActivity: text,
  liveVideo: z.boolean(),
  source: z.literal('liverc'),
  fetchedAt: timestamp,
  ...freshness,
});
export type LiveRcTrack = z.infer<typeof liveRcTrackSchema>;
export const liveRcTracksSchema = z.array(liveRcTrackSchema);

/** The spec's race list item: a race of a track's newest event, with what the panel groups it by. */
export const raceListItemSchema = z.object({
  name: z.string(),
  status: z.enum(['final', 'heat', 'practice', 'section', 'race']),
  /** LiveRC's completion text as shown, e.g. `Mar 8, 2026 at 5:30pm`. */
  time: text,
  /** The same completion as a track-local day and 24-hour time, for the screen to write as dates are written. */
  completedAt: localDateTimeSchema.nullable(),
  raceId: count,
  /** The race's result page, or the section's page (entry list, lineups, rankings). */
  url: text,
  /** The heading LiveRC lists it under: `Qualifier Round 3`, `Main Events`, `Race Lineups & Entry List`. */
  round: text,
});
export type RaceListItem = z.infer<typeof raceListItemSchema>;
export type RaceStatus = RaceListItem['status'];

/** The newest race of a track's newest event, without its rows (those are the answer's `results`). */
export const latestRaceSchema = raceResultsSchema.omit({ results: true });

/** GET /api/liverc/track-details: a track's dashboard, or the spec's fallback record when it has none. */
export const trackDetailsSchema = z.object({
  url: z.string(),
  /** `dashboard`: read from the track's dashboard; `fallback`: LiveRC has none for it. */
  pageType: z.enum(['dashboard', 'fallback']),
  name: z.string(),
  description: text,
  address: text,
  phone: text,
  website: text,
  email: text,
  location: text,
  liveStatus: liveStatusSchema.nullable(),
  isLive: z.boolean(),
  logoUrl: text,
  /** LiveRC's numeric track id (its live socket's room). */
  trackId: count,
  stats: z
    .object({
      month: z.object({ results: count, practiceSessions: count, videos: count }),
      lifetime: z.record(z.string(), count),
    })
    .nullable(),
  /** The newest event already begun. */
  latestEvent: z.object({ title: z.string(), url: z.string() }).nullable(),
  /** That event's races, newest first, then its lineups, entry list, results and rankings pages. */
  events: z.array(raceListItemSchema),
  /** Its newest race's result rows, and that race. */
  results: z.array(raceResultRowSchema),
  latestRace: latestRaceSchema.nullable(),
  /** Every event of the track, newest first, as LiveRC lists them. */
  trackEvents: z.array(trackEventSchema),
  lastUpdated: timestamp,
  ...freshness,
});
export type TrackDetails = z.infer<typeof trackDetailsSchema>;
