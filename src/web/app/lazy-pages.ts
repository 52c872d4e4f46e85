// Every page as its own chunk, fetched the first time it is shown (never on the sign-in screen), with the
// queries it shows first, for first-screen.ts to start early.
import { tracksQueryOptions } from '../api/liverc';
import { currentEventQueryOptions } from '../features/dashboard/api/live-data';
import { eventDetailsQueryOptions } from '../features/results/api/get-event-details';
import { raceResultsQueryOptions } from '../features/results/api/get-race-results';
import {
  eventsListAddress,
  savedTrackEventsQueryOptions,
} from '../features/results/api/get-saved-track-events';
import { lazyPage } from './lazy-page';

/** The page's `?url=` as a one-query list, or none without it. */
const withUrl =
  <T>(query: (url: string) => T) =>
  (params: URLSearchParams) => {
    const url = params.get('url');
    return url ? [query(url)] : [];
  };

export const HomePage = lazyPage(
  () => import('./home/home-page').then((m) => m.HomePage),
  () => [currentEventQueryOptions()],
);
export const LivePage = lazyPage(() => import('../features/live/live-page').then((m) => m.LivePage));
export const InventoryPage = lazyPage(() =>
  import('../features/inventory/inventory-page').then((m) => m.InventoryPage),
);
export const AnalysisPage = lazyPage(() =>
  import('../features/analysis/analysis-page').then((m) => m.AnalysisPage),
);
export const ResultsPage = lazyPage(
  () => import('../features/results/results-page').then((m) => m.ResultsPage),
  () => [tracksQueryOptions()],
);
export const RaceResultsPage = lazyPage(
  () => import('../features/results/race-results-page').then((m) => m.RaceResultsPage),
  withUrl(raceResultsQueryOptions),
);
export const TrackEventsPage = lazyPage(
  () => import('../features/results/track-events-page').then((m) => m.TrackEventsPage),
  withUrl((url) => savedTrackEventsQueryOptions(eventsListAddress(url))),
);
export const EventDetailsPage = lazyPage(
  () => import('../features/results/event-details-page').then((m) => m.EventDetailsPage),
  withUrl(eventDetailsQueryOptions),
);
export const SetupSheetPage = lazyPage(() =>
  import('../features/setup-sheet/setup-sheet-page').then((m) => m.SetupSheetPage),
);
export const RaceTimerPage = lazyPage(() =>
  import('../features/stopwatch/race-timer-page').then((m) => m.RaceTimerPage),
);
export const NotFoundPage = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));
