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
import type { FirstQueries } from './router';

const sessionHint = () =>
  document.querySelector('meta[name="pitboard-session"]')?.getAttribute('content') ?? null;

export function startFirstScreen(routes: RouteObject[], queryClient: QueryClient, location: Location): void {
  const cookie = sessionHint();
  if (cookie === 'absent') {
    // What the session check would answer (its 401 is a null user).
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    return;
  }
  void queryClient.prefetchQuery(currentUserQueryOptions());
  if (cookie !== 'present') return;
  // The page's chunk the router has started already (signedInAppMayLoad); a failed download shows where the
  // shell renders (its error boundary), not as an unhandled rejection here.
  import('./shell/app-shell').catch(() => undefined);
  const firstQueries: FirstQueries | undefined = matchRoutes(routes, location.pathname)?.at(-1)?.route.handle
    ?.firstQueries;
  for (const query of firstQueries?.(new URLSearchParams(location.search)) ?? [])
    void queryClient.prefetchQuery(query);
}

/**
 * Resolves once the signed-in app's chunks may download: at once when the browser sent a session cookie (beside
 * the session check), otherwise once the session check names a racer. The sign-in screen fetches none of them.
 */
export function signedInAppMayLoad(queryClient: QueryClient): Promise<void> {
  if (sessionHint() === 'present') return Promise.resolve();
  const { queryKey } = currentUserQueryOptions();
  const signedIn = () => queryClient.getQueryData(queryKey) != null;
  return new Promise((resolve) => {
    if (signedIn()) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!signedIn()) return;
      stop();
      resolve();
    });
  });
}
