// A racer who comes back signed in would wait for the session check, then the app's shell, then the page's
// chunk, then its data: four trips over a weak signal, one after the other. Here they start at once, before
// React draws anything. Which screen to start is read from index.html: the server says there
// (<meta name="pitboard-session">, src/server/web-index.ts) whether the browser sent a session cookie. With one,
// the session check (auth-gate.tsx) still decides what is shown; without one, nobody can be signed in, and the
// sign-in screen (part of the first load) shows without asking. A page without the hint (Vite's dev server)
// asks.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { currentUserQueryOptions } from '../api/auth';
import { AppShell } from './auth-gate';
import type { LazyPage } from './lazy-page';

const SESSION_HINT_SELECTOR = 'meta[name="pitboard-session"]';

export function startFirstScreen(routes: RouteObject[], queryClient: QueryClient, location: Location): void {
  const cookie = document.querySelector(SESSION_HINT_SELECTOR)?.getAttribute('content');
  if (cookie === 'absent') {
    // What the session check would answer (its 401 is a null user).
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    return;
  }
  void queryClient.prefetchQuery(currentUserQueryOptions());
  if (cookie !== 'present') return;
  AppShell.preload(queryClient, new URLSearchParams());
  const page = matchRoutes(routes, location.pathname)?.at(-1)?.route.Component;
  if (isLazyPage(page)) page.preload(queryClient, new URLSearchParams(location.search));
}

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'object' && component !== null && 'preload' in component;
}
