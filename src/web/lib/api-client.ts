// Talks JSON to the Pitboard API with the session cookie; every failure becomes an ApiError.
import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody } from '../../domain/api';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const METHODS_WITH_BODY: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

/** Sends a request and answers the parsed JSON body (undefined when the body is empty). */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const sendsBody = METHODS_WITH_BODY.has(method) && body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: sendsBody ? { 'Content-Type': 'application/json' } : {},
    body: sendsBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, errorMessage(response, text));
  return (text ? JSON.parse(text) : undefined) as T;
}

// The server's `message` is written for people; `details` and raw text are the fallbacks.
function errorMessage(response: Response, text: string): string {
  const body = parseErrorBody(text);
  if (body?.message) return body.message;
  if (body?.details !== undefined) {
    return typeof body.details === 'string' ? body.details : JSON.stringify(body.details);
  }
  return text || response.statusText || `Request failed (${response.status})`;
}

function parseErrorBody(text: string): Partial<ApiErrorBody> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : null;
  } catch {
    return null;
  }
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GETs the query key's first element, the API URL. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    if (!response.ok) {
      const text = (await response.text()) || response.statusText;
      throw new ApiError(response.status, `${response.status}: ${text}`);
    }
    return (await response.json()) as T;
  };
}
