// /api/auth: register, sign in, sign out and who am I.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { messageSchema } from '../../domain/api.ts';
import { currentUserSchema, loginSchema, registerSchema } from '../../domain/auth.ts';
import { HttpError } from '../errors.ts';
import { admitSignIn, admitSignUp, clearSignInAttempts } from './auth-limits.ts';
import { hashPassword, type ScryptCost, verifyAgainstDummy, verifyPassword } from './password.ts';
import type { PasswordWork } from './password-work.ts';
import { currentUser, setSessionCookie } from './session-guard.ts';
import { createSession, deleteExpiredSessions, deleteSession, SESSION_COOKIE } from './sessions.ts';
import type { SessionMemory } from './signed-out-everywhere.ts';
import { createUser, findUserByUsername } from './users.ts';

export async function authRoutes(
  app: FastifyInstance,
  options: { db: Db; sessions: SessionMemory; passwordWork: PasswordWork; hashCost: ScryptCost },
) {
  const { db, sessions, passwordWork, hashCost } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/auth/register',
    { schema: { body: registerSchema, response: { 201: currentUserSchema } } },
    async (request, reply) => {
      passwordWork.ensureRoom();
      await admitSignUp(db, request.ip);
      const created = await createUser(db, request.body, (password) =>
        passwordWork.run(() => hashPassword(password, hashCost)),
      );
      return reply.status(201).send(created);
    },
  );

  routes.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      passwordWork.ensureRoom();
      // Counted before the password is checked, so guesses sent together cannot all slip under the limit.
      await admitSignIn(db, username, request.ip);
      const user = await findUserByUsername(db, username);
      const valid = await passwordWork.run(() =>
        user ? verifyPassword(password, user.passwordHash) : verifyAgainstDummy(password, hashCost),
      );
      if (!user || !valid) throw new HttpError(401, 'Invalid username or password');
      await clearSignInAttempts(db, username, request.ip);
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
      if (token) await deleteSession(db, sessions, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Logged out' };
    },
  );

  routes.get('/api/auth/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const user = currentUser(request);
    return { username: user.username, email: user.email };
  });
}
