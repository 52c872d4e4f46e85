// Server-side sessions in the `sessions` table: the browser holds a random token, the table its hash.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { SessionMemory } from './signed-out-everywhere.ts';

export const SESSION_COOKIE = 'pitboard_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Extend a session only when less than half its life is left: one write per two weeks, not per request.
const RENEW_BELOW_MS = SESSION_TTL_MS / 2;

export type SessionUser = { id: number; username: string; email: string | null };

/** The session's id (the `sid` of the sessions table and of sign-out announcements) for a cookie's token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ sid: sessionIdOf(token), sess: { userId }, expire: expires, userId });
  return { token, expires };
}

/** The signed-in user for a cookie token, or null when the token is unknown, tampered or expired. */
export async function findSessionUser(
  db: Db,
  memory: SessionMemory,
  token: string,
): Promise<{ user: SessionUser; renewedUntil: Date | null } | null> {
  // Tokens are 43 base64url characters; anything else cannot be ours, so skip the query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const sid = sessionIdOf(token);
  const { cache } = memory;
  const known = cache.get(sid);
  // A session seen in the last seconds is far from its renewal point: renewal is checked on the next miss.
  if (known) return { user: known, renewedUntil: null };
  const mark = cache.mark();
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)));
  if (!row) return null;
  let renewedUntil: Date | null = null;
  if (row.expire.getTime() - Date.now() < RENEW_BELOW_MS) {
    renewedUntil = new Date(Date.now() + SESSION_TTL_MS);
    await db.update(sessions).set({ expire: renewedUntil }).where(eq(sessions.sid, sid));
  }
  const user = { id: row.id, username: row.username, email: row.email };
  cache.set(sid, user, renewedUntil ?? row.expire, mark);
  return { user, renewedUntil };
}

/**
 * Ends the session at once: its cookie answers 401 from the next request on this instance, and on the
 * others as soon as they hear the announcement.
 */
export async function deleteSession(db: Db, memory: SessionMemory, token: string): Promise<void> {
  const sid = sessionIdOf(token);
  const { cache } = memory;
  cache.drop(sid);
  await db.delete(sessions).where(eq(sessions.sid, sid));
  // Again once the row is gone: a read that began before this point cannot keep it (SessionCache.mark),
  // and one that begins after finds no row. The other instances drop it likewise when they hear of it.
  cache.drop(sid);
  // The session is gone from the database whatever happens here: a lost announcement leaves it answered
  // elsewhere until their cache's TTL, no longer.
  await memory.announceSignOut(sid).catch(() => {});
}

/** Which of `sids` are sessions still signed in. */
export async function signedInSessionIds(db: Db, sids: string[]): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(and(inArray(sessions.sid, sids), gt(sessions.expire, sql`now()`)));
  return new Set(rows.map((row) => row.sid));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}
