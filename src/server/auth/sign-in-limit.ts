// The sign-in limit: at most GUESSES_PER_USERNAME password checks per username and client address, and
// GUESSES_PER_ADDRESS per address across usernames, in any WINDOW_MINUTES.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAttempts } from '../../db/schema.ts';
import { addressKey } from './client-address.ts';

export const GUESSES_PER_USERNAME = 10;
// A club's racers signing in over one track hotspot share an address: room for many of them.
export const GUESSES_PER_ADDRESS = 50;
export const WINDOW_MINUTES = 15;

const windowStart = sql`now() - make_interval(mins => ${WINDOW_MINUTES})`;
const usernameKey = (username: string) => username.trim().toLowerCase().slice(0, 200);

/**
 * Records a sign-in attempt, then counts the window's attempts including it: true when its password may
 * be checked. Insert-then-count is what makes the limit hold for guesses sent all at once: every attempt
 * sees its own row and every row committed before it, so the eleventh and later see more than ten.
 */
export async function admitSignInAttempt(db: Db, username: string, ip: string): Promise<boolean> {
  const key = usernameKey(username);
  const address = addressKey(ip);
  await db.insert(signInAttempts).values({ usernameKey: key, ip: address });
  const [counts] = await db
    .select({
      forUsername: sql<number>`(count(*) filter (where ${signInAttempts.usernameKey} = ${key}))::int`,
      forAddress: sql<number>`count(*)::int`,
    })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.ip, address), gt(signInAttempts.attemptedAt, windowStart)));
  // Old rows are useless once out of the window; trimming here keeps the table small without a job.
  await db.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, windowStart));
  return (
    (counts?.forUsername ?? 0) <= GUESSES_PER_USERNAME && (counts?.forAddress ?? 0) <= GUESSES_PER_ADDRESS
  );
}

/** After a successful sign-in its username and address start again from nothing. */
export async function clearSignInAttempts(db: Db, username: string, ip: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.usernameKey, usernameKey(username)), eq(signInAttempts.ip, addressKey(ip))));
}
