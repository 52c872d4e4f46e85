// Spellings of the racer found in the races Pitboard has read, for them to confirm or reject in Settings:
// a close spelling is only ever offered, never matched until confirmed.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scrapedRaceParticipants, users } from '../../db/schema.ts';
import { driverNameCandidates, driverNameKey } from '../../domain/driver-names.ts';
import type { DriverNameCandidates } from '../../domain/settings.ts';
import { HttpError } from '../errors.ts';

// Offered a few at a time: each one asks the racer something.
const MAX_CANDIDATES = 10;
// The rejections kept, newest last: plenty for every spelling near one racer's names.
const MAX_REJECTED = 200;

export async function driverNameCandidatesOf(db: Db, userId: number): Promise<DriverNameCandidates> {
  const [user] = await db
    .select({ names: users.driverNames, rejected: users.rejectedDriverNames })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(401, 'Unauthorized');
  if (user.names.length === 0) return { candidates: [] };
  const found = await db
    .selectDistinct({ driver: scrapedRaceParticipants.driver })
    .from(scrapedRaceParticipants);
  const candidates = driverNameCandidates(
    found.map((row) => row.driver),
    user.names,
    user.rejected,
  );
  return { candidates: candidates.slice(0, MAX_CANDIDATES) };
}

/** Remembers that a spelling is not the racer's (by its driverNameKey), and answers the candidates left. */
export async function rejectDriverName(db: Db, userId: number, name: string): Promise<DriverNameCandidates> {
  const key = driverNameKey(name);
  // Appended in one statement (two rejections at once both stay), the oldest dropped past the limit.
  const appended = sql`array_append(array_remove(${users.rejectedDriverNames}, ${key}::text), ${key}::text)`;
  await db
    .update(users)
    .set({
      rejectedDriverNames: sql`(${appended})[greatest(1, cardinality(${appended}) - ${MAX_REJECTED}::int + 1):]`,
    })
    .where(eq(users.id, userId));
  return driverNameCandidatesOf(db, userId);
}
