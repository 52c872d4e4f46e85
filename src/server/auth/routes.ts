// /api/auth: register, sign in, sign out and who am I.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { messageSchema } from '../../domain/api.ts';
import { currentUserSchema, loginSchema, registerSchema } from '../../domain/auth.ts';
import { HttpError } from '../errors.ts';
import {
  clearSignInFailures,
  isSignInLocked,
  recordSignInFailure,
  WINDOW_MINUTES,
} from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { currentUser, setSessionCookie } from './session-guard.ts';
import { createSession, deleteExpiredSessions, deleteSession, SESSION_COOKIE } from './sessions.ts';
import { createUser, findUserByUsername } from './users.ts';

export async function authRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/auth/register',
    { schema: { body: registerSchema, response: { 201: currentUserSchema } } },
    async (request, reply) => {
      const created = await createUser(db, request.body);
      return reply.status(201).send(created);
    },
  );

  routes.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      if (await isSignInLocked(db, username, request.ip)) {
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Please try again in ${WINDOW_MINUTES} minutes.`,
        );
      }
      const user = await findUserByUsername(db, username);
      const valid = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await recordSignInFailure(db, username, request.ip);
        throw new HttpError(401, 'Invalid username or password');
      }
      await clearSignInFailures(db, username, request.ip);
      await deleteExpiredSessions(db);
      const { token, expires } = await createSession(db, user.id);
      setSessionCookie(request, reply, token, expires);
      return { username: user.username, email: user.email };
    },
  );

  routes.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Logged out' };
    },
  );

  routes.get('/api/auth/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const user = currentUser(request);
    return { username: user.username, email: user.email };
  });
}
