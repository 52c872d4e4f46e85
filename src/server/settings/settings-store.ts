// A racer's settings: the track they follow, their names as LiveRC spells them, their money and units.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scrapedTracks, users } from '../../db/schema.ts';
import type { SettingsUpdate, UserSettings } from '../../domain/settings.ts';
import { LIVERC_URL_ERROR, trackRootOf } from '../../liverc/urls.ts';
import { HttpError } from '../errors.ts';

/** The racer's confirmed driver names, the first one first; [] when they have said none. */
export async function driverNamesOf(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.select({ driverNames: users.driverNames }).from(users).where(eq(users.id, userId));
  return row?.driverNames ?? [];
}

export async function readSettings(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db
    .select({
      driverNames: users.driverNames,
      followedTrackUrl: users.followedTrackUrl,
      followedTrackName: scrapedTracks.name,
      currency: users.currency,
      temperatureUnit: users.temperatureUnit,
      dateOrder: users.dateOrder,
    })
    .from(users)
    .leftJoin(scrapedTracks, eq(scrapedTracks.trackUrl, users.followedTrackUrl))
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(401, 'Unauthorized');
  return {
    driverName: row.driverNames[0] ?? null,
    ...row,
    temperatureUnit: row.temperatureUnit as UserSettings['temperatureUnit'],
    dateOrder: row.dateOrder as UserSettings['dateOrder'],
  };
}

export async function updateSettings(db: Db, userId: number, update: SettingsUpdate): Promise<UserSettings> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (update.driverNames !== undefined) changes.driverNames = update.driverNames;
  if (update.driverName !== undefined) changes.driverNames = update.driverName ? [update.driverName] : [];
  if (update.followedTrackUrl !== undefined)
    changes.followedTrackUrl = followedTrackOf(update.followedTrackUrl);
  if (update.currency !== undefined) changes.currency = update.currency;
  if (update.temperatureUnit !== undefined) changes.temperatureUnit = update.temperatureUnit;
  if (update.dateOrder !== undefined) changes.dateOrder = update.dateOrder;
  await db.update(users).set(changes).where(eq(users.id, userId));
  return readSettings(db, userId);
}

/** Any address of a LiveRC track (its dashboard, events, a race) follows the track itself. */
function followedTrackOf(input: string | null): string | null {
  if (!input) return null;
  const root = trackRootOf(input);
  if (!root) throw new HttpError(400, LIVERC_URL_ERROR);
  return root;
}
