// The sign-in and sign-up limits, counted per client address in the database so that every app instance
// sees the same count. Each attempt is recorded, then the window's attempts including it are counted:
// insert-then-count is what makes a limit hold for requests sent all at once, since every one sees its
// own row and every row committed before it, so the eleventh and later see more than ten.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAttempts, signUpAttempts } from '../../db/schema.ts';
import { RetryLaterError } from '../errors.ts';
import { addressKey } from './client-address.ts';

export const GUESSES_PER_USERNAME = 10;
// A club's racers signing in over one track hotspot share an address: room for many of them.
export const GUESSES_PER_ADDRESS = 50;
const SIGN_IN_WINDOW_MINUTES = 15;
const TOO_MANY_SIGN_INS = `Too many failed sign-in attempts. Please try again in ${SIGN_IN_WINDOW_MINUTES} minutes.`;
// A club night where every racer signs up on the track's Wi-Fi fits; a script making accounts does not.
export const SIGN_UPS_PER_ADDRESS = 20;
const SIGN_UP_WINDOW_MINUTES = 60;
const TOO_MANY_SIGN_UPS = 'Too many new accounts from this address. Please try again in an hour.';

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
const usernameKey = (username: string) => username.trim().toLowerCase().slice(0, 200);

/** Records a sign-in attempt; throws 429 when its password may not be checked. */
export async function admitSignIn(db: Db, username: string, ip: string): Promise<void> {
  const key = usernameKey(username);
  const address = addressKey(ip);
  const since = windowStart(SIGN_IN_WINDOW_MINUTES);
  await db.insert(signInAttempts).values({ usernameKey: key, ip: address });
  const [counts] = await db
    .select({
      forUsername: sql<number>`(count(*) filter (where ${signInAttempts.usernameKey} = ${key}))::int`,
      forAddress: sql<number>`count(*)::int`,
    })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.ip, address), gt(signInAttempts.attemptedAt, since)));
  // Old rows are useless once out of the window; trimming here keeps the table small without a job.
  await db.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, since));
  if ((counts?.forUsername ?? 0) > GUESSES_PER_USERNAME || (counts?.forAddress ?? 0) > GUESSES_PER_ADDRESS) {
    throw new RetryLaterError(429, TOO_MANY_SIGN_INS, SIGN_IN_WINDOW_MINUTES * 60);
  }
}

/** After a successful sign-in its username and address start again from nothing. */
export async function clearSignInAttempts(db: Db, username: string, ip: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.usernameKey, usernameKey(username)), eq(signInAttempts.ip, addressKey(ip))));
}

/** Records a sign-up request; throws 429 past the address's limit of new accounts. */
export async function admitSignUp(db: Db, ip: string): Promise<void> {
  const address = addressKey(ip);
  const since = windowStart(SIGN_UP_WINDOW_MINUTES);
  await db.insert(signUpAttempts).values({ ip: address });
  const [counts] = await db
    .select({ forAddress: sql<number>`count(*)::int` })
    .from(signUpAttempts)
    .where(and(eq(signUpAttempts.ip, address), gt(signUpAttempts.attemptedAt, since)));
  await db.delete(signUpAttempts).where(lt(signUpAttempts.attemptedAt, since));
  if ((counts?.forAddress ?? 0) > SIGN_UPS_PER_ADDRESS) {
    throw new RetryLaterError(429, TOO_MANY_SIGN_UPS, SIGN_UP_WINDOW_MINUTES * 60);
  }
}
