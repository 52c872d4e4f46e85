// Every URL the web app uses: its pages and the API endpoints it calls.
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
  setupSheet: '/agama-setup-sheet',
  stopwatch: '/stopwatch',
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
  liveRcRaceResults: '/api/liverc/race-results',
  savedTrackEvents: '/api/saved-track-events',
  settings: '/api/settings',
  currentEvent: '/api/events/current',
  eventDrivers: (eventId: number) => `/api/events/${eventId}/drivers`,
  refreshLive: '/api/refresh',
  nextRace: '/api/live/next-race',
  exportCsv: (dataset: string) => `/api/export/${dataset}.csv`,
} as const;

/** An API path with its query, e.g. withQuery(apiPaths.liveRcRaceResults, { url }). */
export function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}
