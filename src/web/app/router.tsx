// Every route of the app. Pages render inside the signed-in shell, which AuthGate swaps for the
// sign-in screen while signed out. Each page is its own chunk (the route's `lazy`), fetched the first time
// it is shown and never on the sign-in screen.
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { eventDetailsQueryOptions, raceResultsQueryOptions, tracksQueryOptions } from '../api/liverc';
import { currentEventQueryOptions } from '../api/timing';
import { paths } from '../config/paths';
import { nextRaceQueryOptions } from '../features/followed-track/api/get-next-race';
import {
  eventsListAddress,
  savedTrackEventsQueryOptions,
} from '../features/results/api/get-saved-track-events';
import { AuthGate } from './auth-gate';
import { signedInAppMayLoad } from './first-screen';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

/** The queries a page shows first, from its address's query string ('?url=…'), for first-screen.ts to start early. */
// biome-ignore lint/suspicious/noExplicitAny: each page's queries carry their own data types.
export type FirstQueries = (params: URLSearchParams) => FetchQueryOptions<any, any, any, any>[];

/** The page's `?url=` as a one-query list, or none without it. */
const withUrl =
  <T,>(query: (url: string) => T) =>
  (params: URLSearchParams) => {
    const url = params.get('url');
    return url ? [query(url)] : [];
  };

/** A page route's chunk, downloaded once the signed-in app may be (first-screen.ts), and its first queries. */
function page(load: () => Promise<ComponentType>, firstQueries?: FirstQueries) {
  return {
    lazy: async () => {
      await signedInAppMayLoad(queryClient);
      return { Component: await load() };
    },
    handle: { firstQueries },
  };
}

/** While the first page's chunk downloads, inside the shell. */
function PageLoading() {
  return <p className="text-(--muted-foreground)">Loading...</p>;
}

const home = page(
  () => import('./home/home-page').then((m) => m.HomePage),
  // The track's answers the home page waits for before drawing its sections (home-page.tsx); the racer's own
  // (tyres, races, rivals) come from our database, asked for as its chunk arrives.
  () => [currentEventQueryOptions(), nextRaceQueryOptions()],
);

export const routes: RouteObject[] = [
  // A share link's page: outside the auth gate, so a team mate reads it signed out.
  {
    path: paths.shared,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    lazy: async () => ({
      Component: await import('../features/shared/shared-page').then((m) => m.SharedPage),
    }),
  },
  {
    Component: AuthGate,
    ErrorBoundary: RouteError,
    children: [
      {
        // A page that fails shows its error inside the shell, so the tab bar still works.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, ...home },
          { path: paths.dashboard, ...home },
          { path: paths.live, ...page(() => import('../features/live/live-page').then((m) => m.LivePage)) },
          {
            path: paths.inventory,
            ...page(() => import('../features/inventory/inventory-page').then((m) => m.InventoryPage)),
          },
          {
            path: paths.analysis,
            ...page(() => import('../features/analysis/analysis-page').then((m) => m.AnalysisPage)),
          },
          {
            path: paths.results,
            ...page(
              () => import('../features/results/results-page').then((m) => m.ResultsPage),
              () => [tracksQueryOptions()],
            ),
          },
          {
            path: paths.raceResults,
            ...page(
              () => import('../features/results/race-results-page').then((m) => m.RaceResultsPage),
              withUrl(raceResultsQueryOptions),
            ),
          },
          {
            path: paths.trackEvents,
            ...page(
              () => import('../features/results/track-events-page').then((m) => m.TrackEventsPage),
              withUrl((url) => savedTrackEventsQueryOptions(eventsListAddress(url))),
            ),
          },
          {
            path: paths.eventDetails,
            ...page(
              () => import('../features/results/event-details-page').then((m) => m.EventDetailsPage),
              withUrl(eventDetailsQueryOptions),
            ),
          },
          {
            path: paths.eventClass,
            ...page(() => import('../features/event-class/event-class-page').then((m) => m.EventClassPage)),
          },
          {
            path: paths.setupSheet,
            ...page(() => import('../features/setup-sheet/setup-sheet-page').then((m) => m.SetupSheetPage)),
          },
          {
            path: paths.stopwatch,
            ...page(() => import('../features/stopwatch/race-timer-page').then((m) => m.RaceTimerPage)),
          },
          {
            path: paths.rivals,
            ...page(() => import('../features/rivals/rivals-page').then((m) => m.RivalsPage)),
          },
          {
            path: paths.season,
            ...page(() => import('../features/season/season-page').then((m) => m.SeasonPage)),
          },
          {
            path: paths.cars,
            ...page(() => import('../features/cars/cars-page').then((m) => m.CarsPage)),
          },
          { path: '*', ...page(() => import('./not-found-page').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
