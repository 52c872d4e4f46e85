// Inserts within a racer's limits (src/domain/racer-limits.ts): count and insert run in one transaction
// under a per-racer advisory lock, so two concurrent inserts cannot both pass the count.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { LIMIT_REACHED_MESSAGES, RACER_LIMITS, type RacerLimit } from '../domain/racer-limits.ts';
import { HttpError } from './errors.ts';

// The first key of the two-key advisory locks (the second is the racer's id); one-key locks (migrations,
// track owners) live in another key space.
const LIMITS_LOCK_SPACE = 724_002;

/**
 * Runs `insert` (of `rows` rows) unless `count` (the racer's rows of that kind) would pass the limit: then
 * 409 and nothing is stored. Both get the transaction: code inside must not use another connection
 * (PGlite has one).
 */
export async function insertWithinLimit<T>(
  db: Db,
  userId: number,
  limit: RacerLimit,
  count: (tx: Db) => Promise<number>,
  insert: (tx: Db) => Promise<T>,
  rows = 1,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIMITS_LOCK_SPACE}, ${userId})`);
    if ((await count(tx)) + rows > RACER_LIMITS[limit])
      throw new HttpError(409, LIMIT_REACHED_MESSAGES[limit]);
    return insert(tx);
  });
}
