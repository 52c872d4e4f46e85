// The answers kept under a racer's Idempotency-Keys: a row is claimed (status null) before the write runs and
// filled with its answer after, so a second send finds either the answer or the first send still running.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotentRequests } from '../../db/schema.ts';

/** How long an answer is kept: a phone's queue is sent within days, not weeks. */
const KEPT_FOR = sql`now() - interval '7 days'`;
/** A claim whose request never answered (the process stopped mid-write) frees its key after this. */
const ABANDONED_AFTER = sql`now() - interval '2 minutes'`;

export type KeyedRequest = { userId: number; key: string; method: string; path: string; requestHash: string };
export type KeptRow = typeof idempotentRequests.$inferSelect;

const rowOf = (userId: number, key: string) =>
  and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));

/** Claims the key for this request (null), or gives the row already holding it. */
export async function claimKey(db: Db, request: KeyedRequest): Promise<KeptRow | null> {
  // Old rows go on every claim, through the created_at index and the key's own row: cheap, no timer needed.
  await db
    .delete(idempotentRequests)
    .where(
      or(
        lt(idempotentRequests.createdAt, KEPT_FOR),
        and(
          rowOf(request.userId, request.key),
          isNull(idempotentRequests.status),
          lt(idempotentRequests.createdAt, ABANDONED_AFTER),
        ),
      ),
    );
  const claimed = await db
    .insert(idempotentRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) return null;
  const [kept] = await db.select().from(idempotentRequests).where(rowOf(request.userId, request.key));
  // Gone between the two statements (the first send failed and let go): still being decided, say so.
  return kept ?? { ...request, status: null, body: null, createdAt: new Date() };
}

export async function keepAnswer(db: Db, userId: number, key: string, status: number, body: string | null) {
  await db.update(idempotentRequests).set({ status, body }).where(rowOf(userId, key));
}

/** The write failed in a way worth trying again (a 5xx) or its answer is too big to keep: the key is free. */
export async function releaseKey(db: Db, userId: number, key: string) {
  await db.delete(idempotentRequests).where(and(rowOf(userId, key), isNull(idempotentRequests.status)));
}
