// The racer's data kept on the phone: TanStack Query's cache saved to IndexedDB, so every screen opened in the
// last 7 days opens again with no signal from its last good copy, and the writes waiting for signal
// (queued-write.ts) survive a reload or a closed tab. The copy is the signed-in racer's alone: signing out, or
// another racer signing in on the same phone, wipes it.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  dehydrate,
  type Mutation,
  onlineManager,
  partialMatchKey,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { CurrentUser } from '../../domain/auth';
import { queryKeys } from '../api/query-keys';
import {
  dropOtherRacersWrites,
  forgetTempIds,
  isQueuedWrite,
  keysAwaitingWrites,
  resumeQueuedWrites,
} from './queued-write';

/** How long a screen's copy is kept: a race weekend and the week after it. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** LiveRC screens (a race's results is one) kept at most: the newest, so a season of browsing stays small. */
export const LIVERC_SCREENS_KEPT = 80;

const CACHE_KEY = 'pitboard-cache';

// An error's message and status are not JSON by themselves; a refused write must still say why after a reload.
const withErrors = (_key: string, value: unknown) =>
  value instanceof Error
    ? { name: value.name, message: value.message, status: Reflect.get(value, 'status') }
    : value;

const stored = createAsyncStoragePersister({
  storage: { getItem: (key) => get<string>(key).then((text) => text ?? null), setItem: set, removeItem: del },
  key: CACHE_KEY,
  // A change is on the disk within half a second: the racer who saves offline and locks the phone keeps it.
  throttleTime: 500,
  serialize: (client) => JSON.stringify(client, withErrors),
});

const racerOf = (queries: readonly { queryKey: readonly unknown[]; state: { data?: unknown } }[]) =>
  (queries.find((query) => query.queryKey[0] === queryKeys.auth.user[0])?.state.data as Racer)?.username;

/** Who is signed in (null: nobody; undefined: not known yet), told apart by username. */
type Racer = Pick<CurrentUser, 'username'> | null | undefined;

/** The copy on the disk, unless the racer signed in now is another one (then it is wiped, never shown). */
const persisterFor = (queryClient: QueryClient): Persister => ({
  ...stored,
  restoreClient: async () => {
    const client = await stored.restoreClient();
    const now = (queryClient.getQueryData(queryKeys.auth.user) as Racer)?.username;
    const then = client && racerOf(client.clientState.queries);
    if (now === undefined || then === undefined || now === then) return client;
    await stored.removeClient();
    return undefined;
  },
});

const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) =>
    query.state.status === 'success' && Date.now() - query.state.dataUpdatedAt < KEPT_FOR_MS,
  // Every write not yet accepted: waiting, being sent (sent again on reopening: its Idempotency-Key makes that
  // safe), or refused and not yet seen by the racer.
  shouldDehydrateMutation: (mutation: Mutation) =>
    isQueuedWrite(mutation) && (mutation.state.status === 'pending' || mutation.state.status === 'error'),
};

/** The cache on the disk now, not up to half a second later. */
const saveNow = (queryClient: QueryClient) =>
  set(
    CACHE_KEY,
    JSON.stringify(
      { timestamp: Date.now(), buster: '', clientState: dehydrate(queryClient, dehydrateOptions) },
      withErrors,
    ),
  ).catch(() => undefined);

/**
 * A write is on the disk the moment it is made (a racer may save and lock the phone at once), and so is the whole
 * cache when the racer switches away or locks the phone, which may be the last moment the page runs.
 */
export function saveAtOnce(queryClient: QueryClient): void {
  queryClient.getMutationCache().subscribe((event) => {
    const queued =
      event.type === 'updated' && event.action.type === 'pending' && isQueuedWrite(event.mutation);
    if (queued) void saveNow(queryClient);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void saveNow(queryClient);
  });
}

export const persistOptions = (queryClient: QueryClient): Omit<PersistQueryClientOptions, 'queryClient'> => ({
  persister: persisterFor(queryClient),
  maxAge: KEPT_FOR_MS,
  dehydrateOptions,
});

/** When this page opened: what the cache holds from before came from the phone's kept copy. */
const PAGE_OPENED_AT = Date.now();

/**
 * Once the kept copy is back: what it shows is as old as it is, so every screen reads again when there is signal
 * (a query marked stale refetches when its screen opens), and the writes it held carry on.
 */
export async function afterRestore(queryClient: QueryClient): Promise<void> {
  // Not what the waiting writes change: read now, it would hide their changes until they are sent. Nor who is
  // signed in: the first screen has asked already, or knows without asking (app/first-screen.ts). Nor what this
  // page has read already (the first screen's reads, started before the copy was back): read twice otherwise.
  dropOtherRacersWrites(queryClient);
  const keep = [queryKeys.auth.user, ...keysAwaitingWrites(queryClient)];
  await queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) =>
      query.state.dataUpdatedAt < PAGE_OPENED_AT && !keep.some((key) => partialMatchKey(query.queryKey, key)),
  });
  await resumeQueuedWrites(queryClient);
}

/** The phone's own word on its network decides from the first request (TanStack assumes online until told). */
export function followPhoneNetwork(): void {
  if (typeof navigator !== 'undefined' && 'onLine' in navigator) onlineManager.setOnline(navigator.onLine);
}

/** Nothing of a racer's data stays on the phone: the cache, its copy on the disk and the queue's id map. */
export async function forgetRacerData(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await Promise.all([stored.removeClient(), forgetTempIds()]);
}

/**
 * Keeps the cache to one racer and a bounded size. Signed out (the session ended), no racer's data stays but the
 * writes still waiting, sent once they sign in again; another racer signed in, everything of the last one goes
 * (their writes: queued-write.ts). Past LIVERC_SCREENS_KEPT LiveRC screens, the oldest not on screen go.
 */
export function keepCacheBounded(queryClient: QueryClient): () => void {
  let racer: string | undefined;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'added') return;
    const { query } = event;
    if (query.queryKey[0] === queryKeys.auth.user[0] && query.state.status === 'success') {
      const user = query.state.data as Racer;
      if (!user) dropAllBut(queryClient, query);
      else if (racer !== undefined && racer !== user.username) void readAgainAllBut(queryClient, query);
      if (user) racer = user.username;
    } else if (query.queryKey[0] === queryKeys.liverc.all[0] && event.type === 'added') {
      dropOldLiveRcScreens(queryClient);
    }
  });
}

/** Signed out: the sign-in screen takes the place of every screen, so every query goes. */
function dropAllBut(queryClient: QueryClient, keep: Query) {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) if (query !== keep) cache.remove(query);
}

/**
 * Another racer than the copy restored from the disk (the server answered after the restore): what no screen
 * shows goes, and what a screen shows is emptied and read again. Only removed from the cache, a query on screen
 * kept showing the last racer's rows to this one (reproduced: a slow answer to 'who is signed in' under load).
 */
function readAgainAllBut(queryClient: QueryClient, keep: Query) {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll())
    if (query !== keep && query.getObserversCount() === 0) cache.remove(query);
  return queryClient.resetQueries({ predicate: (query) => query !== keep });
}

function dropOldLiveRcScreens(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const screens = cache.findAll({ queryKey: queryKeys.liverc.all });
  if (screens.length <= LIVERC_SCREENS_KEPT) return;
  // Not one being read (a prefetch, Get ready for race day): dropping it would cancel its read.
  const oldestFirst = screens
    .filter((query) => query.getObserversCount() === 0 && query.state.fetchStatus === 'idle')
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  for (const query of oldestFirst.slice(0, screens.length - LIVERC_SCREENS_KEPT)) cache.remove(query);
}
