// The sign-in rate limit: at most MAX_FAILURES failed sign-ins per username and address per window.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

const windowStart = sql`now() - make_interval(mins => ${WINDOW_MINUTES})`;
const key = (username: string) => username.trim().toLowerCase().slice(0, 200);

export async function isSignInLocked(db: Db, username: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.usernameKey, key(username)),
        eq(loginFailures.ip, ip),
        gt(loginFailures.failedAt, windowStart),
      ),
    );
  return (row?.failures ?? 0) >= MAX_FAILURES;
}

export async function recordSignInFailure(db: Db, username: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ usernameKey: key(username), ip });
  // Old rows are useless once out of the window; trimming here keeps the table small without a job.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
}

export async function clearSignInFailures(db: Db, username: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.usernameKey, key(username)), eq(loginFailures.ip, ip)));
}
