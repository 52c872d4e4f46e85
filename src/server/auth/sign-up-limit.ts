// The limit on new accounts from one client address.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signUpAttempts } from '../../db/schema.ts';
import { addressKey } from './client-address.ts';

// A club night where every racer signs up on the track's Wi-Fi fits; a script making accounts does not.
export const SIGN_UPS_PER_ADDRESS = 20;
export const SIGN_UP_WINDOW_MINUTES = 60;

const windowStart = sql`now() - make_interval(mins => ${SIGN_UP_WINDOW_MINUTES})`;

/** Records a sign-up request and answers whether it is within the address's limit (insert-then-count). */
export async function admitSignUp(db: Db, ip: string): Promise<boolean> {
  const address = addressKey(ip);
  await db.insert(signUpAttempts).values({ ip: address });
  const [counts] = await db
    .select({ forAddress: sql<number>`count(*)::int` })
    .from(signUpAttempts)
    .where(and(eq(signUpAttempts.ip, address), gt(signUpAttempts.attemptedAt, windowStart)));
  await db.delete(signUpAttempts).where(lt(signUpAttempts.attemptedAt, windowStart));
  return (counts?.forAddress ?? 0) <= SIGN_UPS_PER_ADDRESS;
}
