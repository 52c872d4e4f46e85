// A page fetched as its own chunk the first time it is shown (React.lazy), which can also be started sooner:
// for a signed-in racer, the first screen's chunk and data are asked for beside the session check
// (first-screen.ts) instead of one after the other.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The queries a page shows first, from its address's query string ('?url=…'). */
// biome-ignore lint/suspicious/noExplicitAny: each page's queries carry their own data types.
type FirstQueries = (params: URLSearchParams) => FetchQueryOptions<any, any, any, any>[];

export type LazyPage<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts the chunk's download (once) and the page's first queries. */
  preload: (queryClient: QueryClient, params: URLSearchParams) => void;
};

export function lazyPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
  firstQueries: FirstQueries = () => [],
): LazyPage<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(loadOnce), {
    preload(queryClient: QueryClient, params: URLSearchParams) {
      // A failed download shows when the page renders (its error boundary), not as an unhandled rejection here.
      loadOnce().catch(() => undefined);
      for (const query of firstQueries(params)) void queryClient.prefetchQuery(query);
    },
  });
}
