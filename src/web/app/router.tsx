// Every route of the app. Pages render inside the signed-in shell, which AuthGate swaps for the
// sign-in screen while signed out.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AuthGate } from './auth-gate';
import * as pages from './lazy-pages';
import { RouteError } from './route-error';

export const routes: RouteObject[] = [
  {
    Component: AuthGate,
    ErrorBoundary: RouteError,
    children: [
      {
        // A page that fails shows its error inside the shell, so the tab bar still works.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: pages.HomePage },
          { path: paths.dashboard, Component: pages.HomePage },
          { path: paths.live, Component: pages.LivePage },
          { path: paths.inventory, Component: pages.InventoryPage },
          { path: paths.analysis, Component: pages.AnalysisPage },
          { path: paths.results, Component: pages.ResultsPage },
          { path: paths.raceResults, Component: pages.RaceResultsPage },
          { path: paths.trackEvents, Component: pages.TrackEventsPage },
          { path: paths.eventDetails, Component: pages.EventDetailsPage },
          { path: paths.setupSheet, Component: pages.SetupSheetPage },
          { path: paths.stopwatch, Component: pages.RaceTimerPage },
          { path: '*', Component: pages.NotFoundPage },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
