// The per-racer limit on the routes that make Pitboard read LiveRC now ('Fetch Data', 'Refresh now'): a
// racer tapping never meets it; a looping client gets 429 with Retry-After.
import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { currentUser } from './auth/session-guard.ts';
import { RetryLaterError } from './errors.ts';

/** Forced refreshes a racer may ask for per minute on each refresh route: more than anyone taps. */
export const REFRESHES_PER_MINUTE = 6;

/** @fastify/rate-limit's, registered once before the routes: only routes naming `refreshLimit` are limited. */
export const rateLimitPluginOptions: RateLimitPluginOptions = {
  global: false,
  // Only the refusal says when to come back; answers within the limit carry no rate headers.
  addHeadersOnExceeding: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  },
  addHeaders: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
    // RetryLaterError's answer sets it, as on every other refusal that passes.
    'retry-after': false,
  },
};

/** A refresh route's limit, keyed by the session's racer; `refreshes` picks the requests that count (all when absent). */
export function refreshLimit(refreshes?: (request: FastifyRequest) => boolean): RateLimitOptions {
  return {
    max: REFRESHES_PER_MINUTE,
    timeWindow: 60_000,
    // After the session guard (the racer) and the query's validation (`refresh` read as a boolean).
    hook: 'preHandler',
    keyGenerator: (request) => currentUser(request).id,
    ...(refreshes ? { allowList: (request: FastifyRequest) => !refreshes(request) } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RetryLaterError(
        429,
        `Too many refreshes. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        seconds,
      );
    },
  };
}
