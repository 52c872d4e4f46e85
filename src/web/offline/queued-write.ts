// The racer's writes as one queue: TanStack Query mutations under one key and one scope, so they are sent one
// after another in the order they were made, wait (paused) while the phone has no signal, and are kept in
// IndexedDB with the rest of the cache (persisted-cache.ts) until the server has them. Each write is the HTTP
// request itself, so a write queued before a reload is sent by whichever screen is open, and it carries its own
// Idempotency-Key: sent twice (its answer lost), it is stored once.
import {
  type Mutation,
  MutationObserver,
  onlineManager,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { useState } from 'react';
import type { CurrentUser } from '../../domain/auth';
import { STILL_RUNNING } from '../../domain/idempotency';
import { queryKeys } from '../api/query-keys';
import { apiRequest, type HttpMethod } from '../lib/api-client';
import { ApiError, isTransient, isUnauthorized } from '../lib/api-error';

export const QUEUED_WRITE = ['queued-write'] as const;
const SCOPE = { id: 'racer-writes' };

/** One write as it waits: all it takes to send it after a reload, and to tell the racer what it was. */
export type QueuedWrite = {
  /** What the racer did, in their words: 'Add Pro-Line Blockade M3'. */
  label: string;
  method: Exclude<HttpMethod, 'GET'>;
  url: string;
  body?: unknown;
  /** Sent as Idempotency-Key. */
  key: string;
  /** Whose write it is (their username): sent only while they are signed in, dropped when another racer signs in. */
  racer: string;
  /** What to read again once the queue is empty. */
  refreshes: readonly QueryKey[];
  /** A row made on the phone: this id stands for the server's until the server numbers it. */
  tempId?: number;
};

export const isQueuedWrite = (mutation: Pick<Mutation, 'options'>): boolean =>
  mutation.options.mutationKey?.[0] === QUEUED_WRITE[0];

// ---- Rows made on the phone -------------------------------------------------------------------------------

/** A later write names a row made offline (assign the set just added) by its temp id; sent, it names the real one. */
const TEMP_IDS = 'pitboard-temp-ids';
let tempIds: Promise<Map<number, number>> | null = null;
const knownIds = () =>
  (tempIds ??= get<[number, number][]>(TEMP_IDS)
    .then((pairs) => new Map(pairs ?? []))
    .catch(() => new Map()));

export async function forgetTempIds(): Promise<void> {
  tempIds = Promise.resolve(new Map());
  await del(TEMP_IDS).catch(() => undefined);
}

let lastTempId = 0;
/** Below zero, so never a server's id; decreasing across reloads (from the clock), so never reused. */
export function newTempId(): number {
  lastTempId = Math.min(-Date.now(), lastTempId - 1);
  return lastTempId;
}

export const NEVER_SAVED = 'It was for something made on this phone that could not be saved';

async function withRealIds(write: QueuedWrite): Promise<{ url: string; body: unknown }> {
  const ids = await knownIds();
  const real = (id: number) => {
    const found = ids.get(id);
    if (found === undefined) throw new ApiError(404, NEVER_SAVED);
    return found;
  };
  const url = write.url.replace(/\/(-\d+)(?=[/?]|$)/g, (_, id: string) => `/${real(Number(id))}`);
  const { body } = write;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { url, body };
  const fields = Object.entries(body).map(([name, value]) => [
    name,
    /id$/i.test(name) && typeof value === 'number' && value < 0 ? real(value) : value,
  ]);
  return { url, body: Object.fromEntries(fields) };
}

const SEND_TIMEOUT_MS = 20_000;

const signedIn = (queryClient: QueryClient) =>
  queryClient.getQueryData<CurrentUser | null>(queryKeys.auth.user)?.username;

/**
 * Who the server said is signed in, in this page's life: not a copy restored from the disk, which may be of the
 * racer signed in before a sign-in reloaded the page (the cookie then is another racer's). Undefined until it
 * answers; writes wait for it.
 */
let confirmedRacer: string | null | undefined;
let racerAnswered = () => {};
const firstAnswer = new Promise<void>((resolve) => {
  racerAnswered = resolve;
});

/** The confirmed racer, waiting a moment for the page's first answer (a write restored at start-up). */
const confirmed = async () => {
  if (confirmedRacer === undefined)
    await Promise.race([firstAnswer, new Promise((resolve) => setTimeout(resolve, SEND_TIMEOUT_MS))]);
  return confirmedRacer;
};

/** 401 as the server would answer it: kept, and tried again once the racer has signed in again. */
const NOT_SIGNED_IN = 'Sign in again to send the changes saved on this phone';

async function send(write: QueuedWrite, queryClient: QueryClient): Promise<unknown> {
  if ((await confirmed()) !== write.racer) throw new ApiError(401, NOT_SIGNED_IN);
  const { url, body } = await withRealIds(write);
  const answer = await apiRequest<unknown>(url, {
    method: write.method,
    body,
    idempotencyKey: write.key,
    racer: write.racer,
    // Signal that carries nothing would hold the queue (and the screen's 'Saving...') for minutes; sent again
    // later, the key makes sure it is stored once.
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  }).catch((error: unknown) => {
    // The session ended while the write waited: the sign-in screen, and the write kept for the racer's return.
    if (isUnauthorized(error)) queryClient.setQueryData(queryKeys.auth.user, null);
    throw error;
  });
  const id = (answer as { id?: unknown } | undefined)?.id;
  if (write.tempId !== undefined && typeof id === 'number') {
    const ids = await knownIds();
    ids.set(write.tempId, id);
    await set(TEMP_IDS, [...ids]).catch(() => undefined);
  }
  return answer;
}

// ---- The queue ----------------------------------------------------------------------------------------------

/**
 * Worth sending again: no answer (no signal, or signal that carries nothing), a server down or busy, the same
 * write still being stored, or a session that ended (sent once the racer signs in again). Anything else is the
 * server refusing it: shown to the racer, never sent again by itself.
 */
export const mayRetry = (error: unknown): boolean =>
  isTransient(error) ||
  isUnauthorized(error) ||
  (error instanceof ApiError && error.message === STILL_RUNNING);

const RETRY_MAX_MS = 60_000;

export function registerQueuedWrites(queryClient: QueryClient): void {
  followConfirmedRacer(queryClient);
  const toRefresh = new Map<string, QueryKey>();
  queryClient.setMutationDefaults(QUEUED_WRITE, {
    mutationFn: (write: QueuedWrite) => send(write, queryClient),
    scope: SCOPE,
    retry: (_failures, error) => mayRetry(error),
    retryDelay: (failures) => Math.min(1_000 * 2 ** failures, RETRY_MAX_MS),
    // Read again only once the queue is empty: a list read between two writes would hide the later ones'
    // changes from the screen until the last is sent.
    onSettled: (_data, _error, write: QueuedWrite) => {
      for (const key of write.refreshes) toRefresh.set(JSON.stringify(key), key);
      if (queryClient.isMutating({ mutationKey: QUEUED_WRITE }) > 1) return;
      const keys = [...toRefresh.values()];
      toRefresh.clear();
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** The writes kept from before a reload carry on, in order; those the racer was shown as refused stay shown. */
export async function resumeQueuedWrites(queryClient: QueryClient): Promise<void> {
  const waiting = queryClient.getMutationCache().findAll({ mutationKey: QUEUED_WRITE, status: 'pending' });
  if (waiting.length === 0) await forgetTempIds();
  // Not awaited: with no signal they wait for it, and the screens must not.
  for (const mutation of waiting) void mutation.continue().catch(() => undefined);
}

/** Another racer signed in on this phone: the last one's writes are theirs, never sent as this racer's. */
export function dropOtherRacersWrites(queryClient: QueryClient): void {
  if (!confirmedRacer) return;
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: QUEUED_WRITE }))
    if ((mutation.state.variables as QueuedWrite).racer !== confirmedRacer) cache.remove(mutation);
}

/** Follows the server's answers to 'who is signed in' (a fetch, or the app setting it: never a restored copy). */
function followConfirmedRacer(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== queryKeys.auth.user[0]) return;
    confirmedRacer = (event.query.state.data as CurrentUser | null)?.username ?? null;
    racerAnswered();
    dropOtherRacersWrites(queryClient);
  });
}

/** The query keys the waiting writes will refresh: their screens keep the changes shown until then. */
export function keysAwaitingWrites(queryClient: QueryClient): QueryKey[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: QUEUED_WRITE, status: 'pending' })
    .flatMap((mutation) => (mutation.state.variables as QueuedWrite).refreshes);
}

// ---- Writing from a screen ----------------------------------------------------------------------------------

/**
 * The queue waits for signal: the phone is offline, or a write in it could not be sent (and is tried again). A
 * screen waits for its write's answer only while the queue moves: one write behind another is answered in a
 * moment.
 */
function queueStalled(queryClient: QueryClient): boolean {
  if (!onlineManager.isOnline()) return true;
  const pending = queryClient.getMutationCache().findAll({ mutationKey: QUEUED_WRITE, status: 'pending' });
  return pending.some((mutation) => mutation.state.failureCount > 0);
}

/** A refused write a screen is still waiting for: the screen says why (a form's fields), not the header. */
const shownByScreen = new WeakSet<QueuedWrite>();
export const isShownByScreen = (write: QueuedWrite): boolean => shownByScreen.has(write);

export type WriteSpec<Input, Output> = {
  label: (input: Input) => string;
  request: (input: Input) => Pick<QueuedWrite, 'method' | 'url' | 'body'>;
  refreshes: readonly QueryKey[];
  /**
   * The change as it shows at once in the cached lists, `tempId` the id of a row it makes; answers what the
   * screen gets while the write waits for signal.
   */
  apply?: (queryClient: QueryClient, input: Input, tempId: number) => Output | undefined;
  /** The write makes a row (answered with its `id`): later writes may name it by its temp id. */
  creates?: boolean;
};

/** Random enough to be unique per racer; crypto.randomUUID needs a secure page, which a LAN address is not. */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

export type QueuedWriteHandle<Input, Output> = {
  /**
   * Applies the change at once and queues it. Resolves with the server's answer when it comes while the screen
   * waits, or with the change as shown once the write waits for signal; rejects when the server refuses it.
   */
  mutateAsync: (input: Input) => Promise<Output>;
  mutate: (
    input: Input,
    callbacks?: { onSuccess?: (output: Output) => void; onError?: (error: Error) => void },
  ) => void;
  /** The screen is waiting for the server's answer. */
  isPending: boolean;
};

/** Input the lists cannot take (a form left for the server to judge) shows nothing early; the server says why. */
function showAtOnce<Output>(apply: () => Output | undefined): Output {
  try {
    return apply() as Output;
  } catch {
    return undefined as Output;
  }
}

export function useQueuedWrite<Input, Output>(
  spec: WriteSpec<Input, Output>,
): QueuedWriteHandle<Input, Output> {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);

  const mutateAsync = (input: Input): Promise<Output> => {
    const tempId = newTempId();
    const write: QueuedWrite = {
      label: spec.label(input),
      ...spec.request(input),
      key: newKey(),
      racer: signedIn(queryClient) ?? '',
      refreshes: spec.refreshes,
      ...(spec.creates ? { tempId } : {}),
    };
    const shown = showAtOnce(() => spec.apply?.(queryClient, input, tempId));
    const observer = new MutationObserver<unknown, Error, QueuedWrite>(queryClient, {
      mutationKey: QUEUED_WRITE,
    });
    shownByScreen.add(write);
    setWaiting((count) => count + 1);
    return new Promise<Output>((resolve, reject) => {
      const cache = queryClient.getMutationCache();
      let done = false;
      const finish = (end: () => void) => {
        if (done) return;
        done = true;
        stopObserver();
        stopCache();
        shownByScreen.delete(write);
        setWaiting((count) => count - 1);
        end();
      };
      const check = () => {
        const result = observer.getCurrentResult();
        if (result.isSuccess) finish(() => resolve(result.data as Output));
        else if (result.isError)
          finish(() => {
            // The screen says why: the refused write leaves the queue.
            const refused = cache.find({ predicate: (mutation) => mutation.state.variables === write });
            if (refused) cache.remove(refused);
            reject(result.error);
          });
        else if (result.isPending && queueStalled(queryClient)) finish(() => resolve(shown));
      };
      // Its own answer, and the queue ahead of it stalling (a write before it failing to be sent).
      const stopObserver = observer.subscribe(check);
      const stopCache = cache.subscribe(check);
      void observer.mutate(write).catch(() => undefined);
    });
  };

  return {
    mutateAsync,
    mutate: (input, callbacks) => {
      mutateAsync(input).then(callbacks?.onSuccess, (error: Error) => callbacks?.onError?.(error));
    },
    isPending: waiting > 0,
  };
}
