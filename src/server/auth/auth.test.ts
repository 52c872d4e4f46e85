// Every account rule (sign-up, sign-in and its limits, sessions, sign-out), through the real app on a real database.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../../tests/support/racer-session.ts';
import {
  describeWithDatabases,
  racer,
  sessionCookieOf,
  signUpAndIn,
  testConfig,
} from '../../../tests/support/test-app.ts';
import { sessions, users } from '../../db/schema.ts';
import { buildApp } from '../app.ts';

describeWithDatabases('accounts', (context) => {
  const register = (payload: Record<string, unknown>) =>
    context.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const login = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    context.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
  const whoAmI = (cookie?: string) =>
    context.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });
  const userCount = async () => (await context.database.db.select().from(users)).length;

  describe('register', () => {
    it('creates the account and stores only a scrypt hash of the password', async () => {
      const response = await register({ ...racer, confirmPassword: racer.password, firstName: 'Ryan' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ username: racer.username, email: racer.email });
      const [stored] = await context.database.db.select().from(users);
      expect(stored?.firstName).toBe('Ryan');
      expect(stored?.passwordHash).toMatch(/^scrypt\$/);
      expect(stored?.passwordHash).not.toContain(racer.password);
    });

    it.each([
      [{ ...racer, username: 'ab' }, 'Username must be at least 3 characters'],
      [{ ...racer, email: 'not-an-email' }, 'Invalid email address'],
      [{ ...racer, password: '12345' }, 'Password must be at least 6 characters'],
      [{ ...racer, confirmPassword: 'something-else' }, "Passwords don't match"],
      [{ ...racer, username: 'x'.repeat(51) }, 'Username must be at most 50 characters'],
      [{ ...racer, firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
    ])('refuses bad input with a clear message and stores nothing (%#)', async (payload, message) => {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await userCount()).toBe(0);
    });

    it('answers one 409 for a username or an email already taken, whatever its case, telling neither', async () => {
      await register(racer);
      const takenName = await register({
        ...racer,
        username: racer.username.toUpperCase(),
        email: 'b@example.com',
      });
      const takenEmail = await register({
        ...racer,
        username: 'racer_two',
        email: racer.email.toUpperCase(),
      });
      for (const response of [takenName, takenEmail]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'That username or email is already taken' });
      }
      expect(await userCount()).toBe(1);
    });
  });

  describe('sign in', () => {
    it.each([
      [{ password: 'x' }, 'Username is required'],
      [{ username: 'someone' }, 'Password is required'],
      [{ username: '', password: 'x' }, 'Username is required'],
    ])('requires both fields (%#)', async (payload, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('gives the same 401 for a wrong password and an unknown username', async () => {
      await register(racer);
      const wrongPassword = await login({ username: racer.username, password: 'wrong-password' });
      const unknownUser = await login({ username: 'nobody_here', password: racer.password });
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Invalid username or password' });
        expect(sessionCookieOf(response)).toBeNull();
      }
    });

    it('sets an HttpOnly SameSite=Lax session cookie and answers the user', async () => {
      await register(racer);
      const response = await login({ username: racer.username, password: racer.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ username: racer.username, email: racer.email });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/pitboard_session=[\w-]{43};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).not.toContain('Secure');
      expect((await whoAmI(sessionCookieOf(response)!)).json()).toEqual({
        username: racer.username,
        email: racer.email,
      });
    });

    it('signs in with the username in another case', async () => {
      await register(racer);
      const response = await login({ username: 'RACER_ONE', password: racer.password });
      expect(response.statusCode).toBe(200);
    });

    it('stops after 10 failed sign-ins for one username and address, even with the right password', async () => {
      await register(racer);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login({ username: racer.username, password: 'wrong' })).statusCode).toBe(401);
      }
      const locked = await login({ username: racer.username, password: racer.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
      const otherAddress = await login({ username: racer.username, password: racer.password }, '10.0.0.2');
      expect(otherAddress.statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('answers 401 Unauthorized without a session', async () => {
      const response = await whoAmI();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    });

    it('signs out by deleting the session row', async () => {
      const cookie = await signUpAndIn(context.app);
      const logout = await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(logout.statusCode).toBe(200);
      expect(await context.database.db.select().from(sessions)).toHaveLength(0);
      expect((await whoAmI(cookie)).statusCode).toBe(401);
    });

    it('refuses an expired session', async () => {
      const cookie = await signUpAndIn(context.app);
      await context.database.db.update(sessions).set({ expire: sql`now() - interval '1 minute'` });
      expect((await whoAmI(cookie)).statusCode).toBe(401);
    });

    it('refuses a tampered cookie', async () => {
      const cookie = await signUpAndIn(context.app);
      const last = cookie.at(-1) === 'A' ? 'B' : 'A';
      expect((await whoAmI(`${cookie.slice(0, -1)}${last}`)).statusCode).toBe(401);
      expect((await whoAmI('pitboard_session=../../etc')).statusCode).toBe(401);
    });

    it('keeps two racers apart', async () => {
      const first = await signUpAndIn(context.app);
      const second = await signUpAndIn(context.app, {
        username: 'racer_two',
        email: 'two@example.com',
        password: 'secret-2',
      });
      expect((await whoAmI(first)).json().username).toBe('racer_one');
      expect((await whoAmI(second)).json().username).toBe('racer_two');
    });

    it('stores the session for the user who signed in', async () => {
      await signUpAndIn(context.app);
      const [user] = await context.database.db.select().from(users).where(eq(users.username, racer.username));
      const rows = await context.database.db.select().from(sessions);
      expect(rows.map((row) => row.userId)).toEqual([user?.id]);
    });
  });
});

describeWithDatabases('cookie over HTTPS', (context) => {
  it('marks the session cookie Secure when the request came over HTTPS', async () => {
    const app = await buildApp({
      config: { ...testConfig, trustProxy: 1 },
      database: context.database,
      passwordHashCost: TEST_PASSWORD_COST,
    });
    try {
      await app.inject({ method: 'POST', url: '/api/auth/register', payload: racer });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: racer.username, password: racer.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await app.close();
    }
  });
});
