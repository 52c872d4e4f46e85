// The server's VAPID key pair: from the environment, or made once and kept in the database so that every
// instance signs with the same key (a browser subscribed through one instance is pushed to by any other).
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { pushKeys } from '../../db/schema.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const ROW = 1;

export async function loadVapidKeys(db: Db, fromEnvironment: VapidKeys | null): Promise<VapidKeys> {
  if (fromEnvironment) return fromEnvironment;
  const [kept] = await db.select().from(pushKeys).where(eq(pushKeys.id, ROW));
  if (kept) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  // Two instances starting at once both make a pair; the first insert wins and both read it back.
  await db
    .insert(pushKeys)
    .values({ id: ROW, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [winner] = await db.select().from(pushKeys).where(eq(pushKeys.id, ROW));
  if (!winner) throw new Error('VAPID keys were not kept');
  return { publicKey: winner.publicKey, privateKey: winner.privateKey };
}

/** The keys, read once per process; a failed read (the database away) is tried again on the next ask. */
export function vapidKeysOnce(db: Db, fromEnvironment: VapidKeys | null): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    keys ??= loadVapidKeys(db, fromEnvironment).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
