// The sign-in and sign-up limits as an attacker meets them: guesses sent all at once, many usernames from
// one address, forged X-Forwarded-For headers, and a script making accounts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../../tests/support/racer-session.ts';
import { describeWithDatabases, racer, testConfig } from '../../../tests/support/test-app.ts';
import { signInAttempts, signUpAttempts, users } from '../../db/schema.ts';
import { buildApp } from '../app.ts';
import type { TrustProxy } from '../config.ts';
import { GUESSES_PER_ADDRESS, GUESSES_PER_USERNAME, SIGN_UPS_PER_ADDRESS } from './auth-limits.ts';

const LOCKED = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

describeWithDatabases(
  'sign-in and sign-up limits',
  (context) => {
    const register = (account: object = racer, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'POST', url: '/api/auth/register', payload: account, headers });
    const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        headers,
      });

    it('checks at most ten of 100 guesses sent at once: the right password sent last is refused', async () => {
      await register();
      const guesses = Array.from({ length: 99 }, (_, index) => `wrong-guess-${index}`);
      const answers = await Promise.all([
        ...guesses.map((guess) => signIn(racer.username, guess)),
        signIn(racer.username, racer.password),
      ]);
      const checked = answers.filter((answer) => answer.statusCode !== 429);
      expect(checked.length).toBeLessThanOrEqual(GUESSES_PER_USERNAME);
      expect(checked.every((answer) => answer.statusCode === 401)).toBe(true);
      const last = answers.at(-1)!;
      expect(last.statusCode).toBe(429);
      expect(last.json()).toEqual({ message: LOCKED });
      expect(last.headers['retry-after']).toBe('900');
      // Still locked for the right password afterwards: the guesses were counted, not forgotten.
      expect((await signIn(racer.username, racer.password)).statusCode).toBe(429);
    });

    it('stops one address trying many usernames', async () => {
      await register();
      // An address that already spent its guesses on other usernames (written as the limit counts them).
      await context.database.db.insert(signInAttempts).values(
        Array.from({ length: GUESSES_PER_ADDRESS }, (_, index) => ({
          usernameKey: `user${index}`,
          ip: '127.0.0.1',
        })),
      );
      const refused = await signIn(racer.username, racer.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: LOCKED });
    });

    it('lets a racer who signs in start again from nothing', async () => {
      await register();
      for (let guess = 0; guess < GUESSES_PER_USERNAME - 1; guess += 1) {
        expect((await signIn(racer.username, `wrong-${guess}`)).statusCode).toBe(401);
      }
      expect((await signIn(racer.username, racer.password)).statusCode).toBe(200);
      const left = await context.database.db
        .select()
        .from(signInAttempts)
        .where(and(eq(signInAttempts.usernameKey, racer.username), eq(signInAttempts.ip, '127.0.0.1')));
      expect(left).toEqual([]);
    });

    it(`refuses a sign-up past ${SIGN_UPS_PER_ADDRESS} from one address in an hour, creating nothing`, async () => {
      await context.database.db
        .insert(signUpAttempts)
        .values(Array.from({ length: SIGN_UPS_PER_ADDRESS }, () => ({ ip: '127.0.0.1' })));
      const refused = await register();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many new accounts from this address. Please try again in an hour.',
      });
      expect(refused.headers['retry-after']).toBe('3600');
      expect(await context.database.db.select().from(users)).toEqual([]);
    });
  },
  { passwordWork: { concurrent: 2, waiting: 200 } },
);

describeWithDatabases('the client address behind a proxy', (context) => {
  /** Eleven wrong guesses, each from a different forged leftmost X-Forwarded-For, behind a proxy that
   * appends the real client 203.0.113.9; answers the eleventh. */
  async function eleventhRotatedGuess(trustProxy: TrustProxy) {
    const app = await buildApp({
      config: { ...testConfig, trustProxy },
      database: context.database,
      locationFill: false,
      followedTracks: false,
      passwordWork: { concurrent: 2, waiting: 50 },
      passwordHashCost: TEST_PASSWORD_COST,
    });
    try {
      let last = await app.inject({ method: 'GET', url: '/api/health' });
      for (let guess = 0; guess <= GUESSES_PER_USERNAME; guess += 1) {
        last = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: racer.username, password: `wrong-${guess}` },
          headers: { 'x-forwarded-for': `10.9.${guess}.1, 203.0.113.9` },
        });
      }
      return last;
    } finally {
      await app.close();
    }
  }

  describe.each<[string, TrustProxy]>([
    ['a list of proxy addresses', ['127.0.0.1']],
    ['a hop count', 1],
    ['no proxy', false],
  ])('with TRUST_PROXY as %s', (_name, trustProxy) => {
    it('counts guesses by the address no client can forge', async () => {
      const eleventh = await eleventhRotatedGuess(trustProxy);
      expect(eleventh.statusCode).toBe(429);
    });
  });
});
