// The one fetcher: JSON to and from the Pitboard API with the session cookie; every failure is an ApiError.
import { type ApiErrorBody, apiErrorSchema } from '../../domain/api';
import { RACER_HEADER } from '../../domain/idempotency';
import { nextPageUrl, PAGE_SIZE_MAX } from '../../domain/paging';
import { RACER_LIMITS } from '../../domain/racer-limits';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** TanStack Query's signal: a query nobody watches any more stops downloading. */
  signal?: AbortSignal | undefined;
  /** 'null': a 401 is an answer (not signed in), read as null instead of thrown. */
  on401?: 'throw' | 'null';
  /** A write sent again (offline queue) with the same key is stored once (src/server/idempotency). */
  idempotencyKey?: string;
  /** The racer who made the write (offline queue): stored only in their account (RACER_HEADER). */
  racer?: string;
};

/** Sends a request and answers the parsed JSON body (undefined when the body is empty). */
export async function apiRequest<T>(
  url: string,
  options: RequestOptions & { on401: 'null' },
): Promise<T | null>;
export async function apiRequest<T>(url: string, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(
  url: string,
  { method = 'GET', body, signal, on401 = 'throw', idempotencyKey, racer }: RequestOptions = {},
): Promise<T | null> {
  // The server takes a change only when it says JSON, an empty one included (browser-security.ts).
  const changes = method !== 'GET';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(changes ? { 'Content-Type': 'application/json' } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...(racer ? { [RACER_HEADER]: encodeURIComponent(racer) } : {}),
    },
    body: changes && body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  });
  if (response.status === 401 && on401 === 'null') return null;
  return readBody<T>(response);
}

// The longest list a racer can have, in pages of the largest size: a Link header past it is not followed.
const MAX_PAGES = Math.ceil(RACER_LIMITS.raceLogEntries / PAGE_SIZE_MAX) + 1;

/** Every row of a paged list (src/domain/paging.ts): its pages one after another, by their Link headers. */
export async function apiRequestAllPages<T>(
  url: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<T[]> {
  const rows: T[] = [];
  let next: string | null = `${url}${url.includes('?') ? '&' : '?'}limit=${PAGE_SIZE_MAX}`;
  for (let page = 0; next !== null && page < MAX_PAGES; page += 1) {
    const response: Response = await fetch(next, { credentials: 'include', signal });
    rows.push(...(await readBody<T[]>(response)));
    next = nextPageUrl(response.headers.get('link'));
  }
  return rows;
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) {
    const error = parseErrorBody(text);
    // The server's `message` is written for people; raw text is the fallback for an answer not of our shape.
    const message = error?.message || text || response.statusText || `Request failed (${response.status})`;
    throw new ApiError(response.status, message, error?.details);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    return apiErrorSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}
