// A racer signed in without the sign-up and sign-in requests: the account and its session are written
// straight into the test database with the server's own session code. For tests whose subject is not
// signing in; each of those requests costs a real scrypt hash (50-250 ms here), four per two-racer test.
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { hashPassword, type ScryptCost } from '../../src/server/auth/password.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions.ts';

/**
 * The scrypt cost of passwords in test apps: 32 times cheaper than the real one (about 1.5 ms instead of
 * 50), which halved the sign-in suites' time. A hash says its own cost, so nothing else changes; the
 * suites about hashing under load set the real cost (SCRYPT_COST).
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 1_024, r: 8, p: 1 };

// One real hash per password per worker process serves every racer, who can still sign in with it.
const hashes = new Map<string, Promise<string>>();
export function cachedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, TEST_PASSWORD_COST);
    hashes.set(password, hash);
  }
  return hash;
}

/** Writes the racer and a session; answers the session as a Cookie header value and the racer's id. */
export async function createRacerSession(
  database: Pick<Database, 'db'>,
  account: { username: string; email: string; password: string },
): Promise<{ cookie: string; token: string; expires: Date; userId: number }> {
  const { db } = database;
  const [created] = await db
    .insert(users)
    .values({
      username: account.username,
      email: account.email.toLowerCase(),
      passwordHash: await cachedPasswordHash(account.password),
    })
    .returning({ id: users.id });
  if (!created) throw new Error(`could not create ${account.username}`);
  const session = await createSession(db, created.id);
  return { cookie: `${SESSION_COOKIE}=${session.token}`, ...session, userId: created.id };
}
