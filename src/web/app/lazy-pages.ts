// Every page as its own chunk, fetched the first time it is shown (never on the sign-in screen).
import { lazy } from 'react';

export const HomePage = lazy(() => import('./home/home-page').then((m) => ({ default: m.HomePage })));
export const LivePage = lazy(() =>
  import('../features/live/live-page').then((m) => ({ default: m.LivePage })),
);
export const InventoryPage = lazy(() =>
  import('../features/inventory/inventory-page').then((m) => ({ default: m.InventoryPage })),
);
export const AnalysisPage = lazy(() =>
  import('../features/analysis/analysis-page').then((m) => ({ default: m.AnalysisPage })),
);
export const ResultsPage = lazy(() =>
  import('../features/results/results-page').then((m) => ({ default: m.ResultsPage })),
);
export const RaceResultsPage = lazy(() =>
  import('../features/results/race-results-page').then((m) => ({ default: m.RaceResultsPage })),
);
export const TrackEventsPage = lazy(() =>
  import('../features/results/track-events-page').then((m) => ({ default: m.TrackEventsPage })),
);
export const EventDetailsPage = lazy(() =>
  import('../features/results/event-details-page').then((m) => ({ default: m.EventDetailsPage })),
);
export const SetupSheetPage = lazy(() =>
  import('../features/setup-sheet/setup-sheet-page').then((m) => ({ default: m.SetupSheetPage })),
);
export const RaceTimerPage = lazy(() =>
  import('../features/stopwatch/race-timer-page').then((m) => ({ default: m.RaceTimerPage })),
);
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
