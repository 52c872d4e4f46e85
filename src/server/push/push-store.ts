// A racer's subscribed browsers and notification switches: every query takes the session's userId first.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionJson, type PushSwitches } from '../../domain/push.ts';
import { HttpError } from '../errors.ts';

export type StoredSubscription = { id: number; endpoint: string; keys: { p256dh: string; auth: string } };

/** Keeps the browser's subscription (new keys for a known endpoint replace the old ones). */
export async function addSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionJson,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await db.transaction(async (tx) => {
    // One racer's rows at a time, so two browsers subscribing at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [known] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    if (known) {
      await tx.update(pushSubscriptions).set(keys).where(eq(pushSubscriptions.id, known.id));
      return;
    }
    const [held] = await tx
      .select({ value: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if ((held?.value ?? 0) >= PUSH_SUBSCRIPTIONS_MAX)
      throw new HttpError(
        409,
        `Notifications reach at most ${PUSH_SUBSCRIPTIONS_MAX} devices: turn them off on one you no longer use`,
      );
    await tx.insert(pushSubscriptions).values({ userId, endpoint, ...keys });
  });
}

export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new HttpError(404, 'Subscription not found');
}

export async function subscriptionsOf(db: Db, userId: number): Promise<StoredSubscription[]> {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

/** A subscription the push service says is gone (404/410). */
export async function dropSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function readSwitches(db: Db, userId: number): Promise<PushSwitches> {
  const [row] = await db
    .select({ raceNext: users.notifyRaceNext, resultPosted: users.notifyResultPosted })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(401, 'Unauthorized');
  return row;
}

export async function updateSwitches(
  db: Db,
  userId: number,
  update: Partial<PushSwitches>,
): Promise<PushSwitches> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (update.raceNext !== undefined) changes.notifyRaceNext = update.raceNext;
  if (update.resultPosted !== undefined) changes.notifyResultPosted = update.resultPosted;
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId));
  return readSwitches(db, userId);
}
