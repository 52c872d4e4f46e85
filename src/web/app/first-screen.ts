// A racer who comes back signed in would wait for the session check, then the app's shell, then the page's
// chunk, then its data: four trips over a weak signal, one after the other. Here they start at once, before
// React draws anything. Which screen to start is guessed from index.html: the server marks it
// (<meta name="pitboard-session">, src/server/web-index.ts) when the browser sent a session cookie; the session
// check (auth-gate.tsx) still decides what is shown.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { currentUserQueryOptions } from '../api/auth';
import { AppShell } from './auth-gate';
import type { LazyPage } from './lazy-page';

const SESSION_HINT_SELECTOR = 'meta[name="pitboard-session"]';

export function startFirstScreen(routes: RouteObject[], queryClient: QueryClient, location: Location): void {
  void queryClient.prefetchQuery(currentUserQueryOptions());
  // Signed out, the sign-in screen is already here (it is part of the first load).
  if (!document.querySelector(SESSION_HINT_SELECTOR)) return;
  AppShell.preload(queryClient, new URLSearchParams());
  const page = matchRoutes(routes, location.pathname)?.at(-1)?.route.Component;
  if (isLazyPage(page)) page.preload(queryClient, new URLSearchParams(location.search));
}

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'object' && component !== null && 'preload' in component;
}
