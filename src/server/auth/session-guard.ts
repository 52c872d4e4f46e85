// Resolves the session cookie on every /api request and refuses the request unless signed in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { MADE_BY_ANOTHER_RACER, RACER_HEADER } from '../../domain/idempotency.ts';
import { HttpError } from '../errors.ts';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from './sessions.ts';
import type { SessionMemory } from './signed-out-everywhere.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

// Routes reachable without a session; everything else under /api answers 401 without one.
const PUBLIC_ROUTES = new Set(['/api/auth/register', '/api/auth/login', '/api/auth/logout', '/api/health']);
// Shared links (/api/shared/{token}): the unguessable token is the permission, and a team mate need not sign in.
const PUBLIC_PREFIXES = ['/api/shared/'];
const isPublic = (path: string) =>
  PUBLIC_ROUTES.has(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

export const sessionGuard = fp(async (app: FastifyInstance, options: { db: Db; sessions: SessionMemory }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await findSessionUser(options.db, options.sessions, token);
      if (found) {
        request.user = found.user;
        request.sessionToken = token;
        if (found.renewedUntil) setSessionCookie(request, reply, token, found.renewedUntil);
      }
    }
    if (!request.user && !isPublic(path)) throw new HttpError(401, 'Unauthorized');
    if (request.user && !madeBySessionRacer(request, request.user))
      throw new HttpError(409, MADE_BY_ANOTHER_RACER);
  });
});

/** A write made by a racer (RACER_HEADER) goes only to that racer's account, whoever's cookie the phone holds now. */
function madeBySessionRacer(request: FastifyRequest, user: SessionUser): boolean {
  const racer = request.headers[RACER_HEADER];
  if (typeof racer !== 'string') return true;
  try {
    return decodeURIComponent(racer) === user.username;
  } catch {
    return false;
  }
}

/** The signed-in user of a route behind the guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Unauthorized');
  return request.user;
}
