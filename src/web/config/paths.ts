// Every URL the web app uses: its pages, the links into them, and the API endpoints it calls.
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  live: '/live',
  inventory: '/inventory',
  analysis: '/analysis',
  results: '/results',
  raceResults: '/race-results',
  trackEvents: '/track-events',
  eventDetails: '/event-details',
  eventClass: '/event-class',
  setupSheet: '/agama-setup-sheet',
  stopwatch: '/stopwatch',
  rivals: '/rivals',
  season: '/season',
  cars: '/cars',
  shared: '/shared/:token',
} as const;

export const apiPaths = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  currentUser: '/api/auth/user',
  dataSources: '/api/data-sources',
  liveRcTracks: '/api/liverc/tracks',
  liveRcTrackDetails: '/api/liverc/track-details',
  liveRcEventDetails: '/api/liverc/event-details',
  liveRcEventMains: '/api/liverc/event-mains',
  liveRcEventClass: '/api/liverc/event-class',
  liveRcRaceResults: '/api/liverc/race-results',
  savedTrackEvents: '/api/saved-track-events',
  settings: '/api/settings',
  currentEvent: '/api/events/current',
  trackEvent: (trackUrl: string) => `/api/events/current?track=${encodeURIComponent(trackUrl)}`,
  eventDrivers: (eventId: number) => `/api/events/${eventId}/drivers`,
  liveStream: '/api/live/stream',
  refreshLive: '/api/refresh',
  nextRace: '/api/live/next-race',
  exportCsv: (dataset: string) => `/api/export/${dataset}.csv`,
  tyres: '/api/tire-inventory',
  tyre: (id: number) => `/api/tire-inventory/${id}`,
  tyreSessions: (id: number) => `/api/tire-inventory/${id}/sessions`,
  tyreNumberSets: (id: number) => `/api/tire-inventory/${id}/number-sets`,
  tyreCount: (id: number) => `/api/tire-inventory/${id}/count`,
  raceLog: '/api/race-results-with-tires',
  raceLogEntry: (id: number) => `/api/race-results-with-tires/${id}`,
  raceLogDetails: '/api/race-results-with-full-tire-details',
  setupSheets: '/api/setup-sheets',
  setupSheet: (id: number) => `/api/setup-sheets/${id}`,
  myRaces: '/api/my-races',
  myPractice: (date: string) => `/api/my-practice?date=${encodeURIComponent(date)}`,
  addedEvents: '/api/added-events',
  addedEvent: (id: number) => `/api/added-events/${id}`,
  rivals: '/api/rivals',
  rival: (id: number) => `/api/rivals/${id}`,
  rivalNames: (typed: string) => `/api/rivals/names?q=${encodeURIComponent(typed)}`,
  headToHead: (id: number) => `/api/rivals/${id}/head-to-head`,
  cars: '/api/cars',
  car: (id: number) => `/api/cars/${id}`,
  series: '/api/series',
  oneSeries: (id: number) => `/api/series/${id}`,
  seriesStandings: (id: number) => `/api/series/${id}/standings`,
  seriesStandingsCsv: (id: number) => `/api/series/${id}/standings.csv`,
  shareLinks: '/api/share-links',
  shareLink: (id: number) => `/api/share-links/${id}`,
  shared: (token: string) => `/api/shared/${encodeURIComponent(token)}`,
  pushPublicKey: '/api/push/public-key',
  pushSwitches: '/api/push/switches',
  pushSubscriptions: '/api/push/subscriptions',
} as const;

/** A path with its query, e.g. withQuery(apiPaths.liveRcRaceResults, { url }). */
export function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** A race's full results page; `name` titles it before the results arrive. */
export const raceResultsPath = (raceUrl: string, name: string) =>
  withQuery(paths.raceResults, { url: raceUrl, name });

/** A track's event history, from its LiveRC address. */
export const trackEventsPath = (trackUrl: string, name: string) =>
  withQuery(paths.trackEvents, { url: trackUrl, name });

/** An event's participants, schedule and results, from its LiveRC address. */
export const eventDetailsPath = (eventUrl: string, title: string) =>
  withQuery(paths.eventDetails, { url: eventUrl, title });

/** The query parameters of the Event class screen: the class, and each driver picked beside the racer's rivals. */
export const EVENT_CLASS_PARAMS = { className: 'class', driver: 'driver' } as const;

/** One class at an event as a whole (every session of the racer and their rivals), from the event's LiveRC address. */
export const eventClassPath = (eventUrl: string, className: string) =>
  withQuery(paths.eventClass, { url: eventUrl, [EVENT_CLASS_PARAMS.className]: className });

/** The query parameter that opens one saved sheet on the Setup Sheet screen. */
export const SETUP_SHEET_PARAM = 'sheet';

/** The Setup Sheet screen opened on one sheet (the race log links a race's setup there). */
export const setupSheetPath = (id: number) =>
  withQuery(paths.setupSheet, { [SETUP_SHEET_PARAM]: String(id) });

/** The query parameter naming the rival whose head-to-head the Rivals screen shows. */
export const RIVAL_PARAM = 'rival';

/** The Rivals screen opened on one rival's head-to-head. */
export const rivalPath = (id: number) => withQuery(paths.rivals, { [RIVAL_PARAM]: String(id) });

/** The query parameter naming the series the My season screen shows. */
export const SERIES_PARAM = 'series';

/** The My season screen opened on one series. */
export const seasonPath = (id: number) => withQuery(paths.season, { [SERIES_PARAM]: String(id) });

/** The public page of a share link: works signed out. */
export const sharedPath = (token: string) => `/shared/${encodeURIComponent(token)}`;

/** The query parameter naming the page signing in returns to (safeReturnPath decides whether it may). */
export const RETURN_PARAM = 'next';

/** The sign-in screen (every signed-out page is), back to `returnTo` once signed in: a shared link's page. */
export const signInPath = (returnTo: string) => withQuery(paths.home, { [RETURN_PARAM]: returnTo });
