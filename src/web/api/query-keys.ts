// Every TanStack Query key of the web app, by server area: ['liverc', 'race-results', url].
//
// The shared query layer's rule: an endpoint that more than one feature reads (or that app/ or components/
// read) has its queryOptions in this folder, one file per server area (auth.ts, settings.ts, liverc.ts,
// data-sources.ts, tyres.ts, race-log.ts, setup-sheets.ts); an endpoint only one feature reads keeps its queryOptions in that feature's api/ folder.
// Every key, shared or not, is made here: features may not import each other, yet one feature's change must
// refresh another's queries, which it does by key prefix (queryKeys.timing.all), never by pattern.

export const queryKeys = {
  auth: {
    user: ['auth', 'user'],
  },
  settings: ['settings'],
  /** Spellings of the racer found in stored races, for Settings to offer. */
  driverNameCandidates: ['driver-name-candidates'],
  dataSources: ['data-sources'],
  liverc: {
    all: ['liverc'],
    tracks: ['liverc', 'tracks'],
    trackDetails: (url: string) => ['liverc', 'track-details', url],
    eventDetails: (url: string) => ['liverc', 'event-details', url],
    eventMains: (url: string) => ['liverc', 'event-mains', url],
    raceResults: (url: string) => ['liverc', 'race-results', url],
    savedTrackEvents: (trackUrl: string) => ['liverc', 'saved-track-events', trackUrl],
  },
  /** The racer's tyre sets and their practice sessions: any change to a set refreshes all of it. */
  tyres: {
    all: ['tyres'],
    list: ['tyres', 'list'],
    sessions: (tyreId: number) => ['tyres', 'sessions', tyreId],
  },
  /** The racer's race log (tyres on race results), 'My races' and 'My practice', which show where each
   * race and session is logged. */
  raceLog: {
    all: ['race-log'],
    entries: ['race-log', 'entries'],
    details: ['race-log', 'details'],
    myRaces: ['race-log', 'my-races'],
    myPracticeDays: ['race-log', 'my-practice'],
    myPractice: (date: string) => ['race-log', 'my-practice', date],
    /** The events the racer added, read in the background into My races. */
    addedEvents: ['race-log', 'added-events'],
  },
  /** The racer's cars; setup sheets and race log entries name them, so a rename or delete refreshes those. */
  cars: {
    all: ['cars'],
    list: ['cars', 'list'],
  },
  /** The racer's setup sheets; the race log names them, so a change refreshes it too. */
  setupSheets: {
    all: ['setup-sheets'],
    list: ['setup-sheets', 'list'],
  },
  /** The racer's rivals, the names to pick them by and each head-to-head: adding or removing refreshes all. */
  rivals: {
    all: ['rivals'],
    list: ['rivals', 'list'],
    names: (typed: string) => ['rivals', 'names', typed],
    headToHead: (id: number) => ['rivals', 'head-to-head', id],
  },
  /** The racer's series (My season) and their standings: a change to a series refreshes all of it. */
  series: {
    all: ['series'],
    list: ['series', 'list'],
    standings: (id: number) => ['series', 'standings', id],
  },
  /** The racer's share links, and what a link shows (read signed out too). */
  shareLinks: {
    all: ['share-links'],
    list: ['share-links', 'list'],
    shared: (token: string) => ['shared', token],
  },
  trackEvent: (trackUrl: string) => ['track-event', trackUrl],
  /** What follows the racer's followed track and driver name: a change to either refreshes all of it. */
  timing: {
    all: ['timing'],
    currentEvent: ['timing', 'current-event'],
    eventDrivers: (eventId: number) => ['timing', 'event-drivers', eventId],
    nextRace: ['timing', 'next-race'],
  },
} as const;
