// The events a racer added for Pitboard to read: every query takes the session's userId first. How far the
// reading got is counted from the races stored complete (scraped_race_results), whoever read them.
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addedEvents,
  scrapedRaceResults,
  scrapedTrackEvents,
  scrapedTracks,
  users,
} from '../../db/schema.ts';
import {
  ADDED_EVENTS_FULL,
  ADDED_EVENTS_MAX,
  type AddedEvent,
  addedEventState,
  NOT_AN_EVENT_LINK,
} from '../../domain/added-events.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import { eventIdFromUrl, eventPageUrlOf, trackRootOf, trackSlugOf } from '../../liverc/urls.ts';
import { HttpError } from '../errors.ts';

type Row = typeof addedEvents.$inferSelect;

/** What the event page said, as the reader writes it on every racer's row of the event. */
export type EventFacts = Pick<Row, 'title' | 'trackName' | 'eventDate' | 'raceUrls' | 'checkedAt'>;

/** The racer's events, newest added first. */
export async function listAddedEvents(db: Db, userId: number): Promise<AddedEvent[]> {
  const rows = await db
    .select()
    .from(addedEvents)
    .where(eq(addedEvents.userId, userId))
    .orderBy(desc(addedEvents.addedAt), desc(addedEvents.id));
  const read = await completeRaces(
    db,
    rows.flatMap((row) => row.raceUrls ?? []),
  );
  return rows.map((row) => toAddedEvent(row, read));
}

/** Adds the pasted event (once: a second add answers the first); `created` false when it was there. */
export async function addEvent(
  db: Db,
  userId: number,
  pasted: string,
): Promise<{ event: AddedEvent; created: boolean }> {
  const eventUrl = eventPageUrlOf(pasted);
  if (!eventUrl) throw new HttpError(400, NOT_AN_EVENT_LINK);
  const created = await db.transaction(async (tx) => {
    // One racer's rows at a time, so two adds at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [known] = await tx
      .select({ id: addedEvents.id })
      .from(addedEvents)
      .where(and(eq(addedEvents.userId, userId), eq(addedEvents.eventUrl, eventUrl)));
    if (known) return false;
    const [held] = await tx
      .select({ value: count() })
      .from(addedEvents)
      .where(eq(addedEvents.userId, userId));
    if ((held?.value ?? 0) >= ADDED_EVENTS_MAX) throw new HttpError(409, ADDED_EVENTS_FULL);
    await tx.insert(addedEvents).values({ userId, eventUrl, ...(await knownFacts(tx, eventUrl)) });
    return true;
  });
  const event = (await listAddedEvents(db, userId)).find((each) => each.eventUrl === eventUrl);
  if (!event) throw new HttpError(404, 'Event not found');
  return { event, created };
}

export async function removeAddedEvent(db: Db, userId: number, id: number): Promise<void> {
  // An id past any row's is nobody's event: 404 like another racer's, never a database error.
  const removed =
    id > MAX_ROW_ID
      ? []
      : await db
          .delete(addedEvents)
          .where(and(eq(addedEvents.id, id), eq(addedEvents.userId, userId)))
          .returning({ id: addedEvents.id });
  if (removed.length === 0) throw new HttpError(404, 'Event not found');
}

/** Of `raceUrls`, those stored complete. */
export async function completeRaces(db: Db, raceUrls: string[]): Promise<Set<string>> {
  const unique = [...new Set(raceUrls)];
  const found = new Set<string>();
  // A few hundred addresses a statement: well inside any database's parameter limit.
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .select({ raceUrl: scrapedRaceResults.raceUrl })
      .from(scrapedRaceResults)
      .where(
        and(
          inArray(scrapedRaceResults.raceUrl, unique.slice(start, start + 500)),
          eq(scrapedRaceResults.isComplete, true),
        ),
      );
    for (const row of rows) found.add(row.raceUrl);
  }
  return found;
}

/** Writes what the event page said on every racer's row of the event. */
export async function storeEventFacts(db: Db, eventUrl: string, facts: Partial<EventFacts>): Promise<void> {
  await db.update(addedEvents).set(facts).where(eq(addedEvents.eventUrl, eventUrl));
}

/**
 * What is known of an event being added: the last reading of it for another racer, else its row on its
 * track's events list (read when the racer looked at the track's events), else nothing yet.
 */
async function knownFacts(db: Db, eventUrl: string): Promise<Partial<EventFacts>> {
  const [read] = await db
    .select()
    .from(addedEvents)
    .where(and(eq(addedEvents.eventUrl, eventUrl), isNotNull(addedEvents.checkedAt)))
    .orderBy(desc(addedEvents.checkedAt))
    .limit(1);
  if (read) {
    const { title, trackName, eventDate, raceUrls, checkedAt } = read;
    return { title, trackName, eventDate, raceUrls, checkedAt };
  }
  const track = trackRootOf(eventUrl) ?? '';
  const [listed] = await db
    .select({ title: scrapedTrackEvents.name, eventDate: scrapedTrackEvents.eventDate })
    .from(scrapedTrackEvents)
    .where(and(eq(scrapedTrackEvents.trackUrl, track), eq(scrapedTrackEvents.eventUrl, eventUrl)))
    .limit(1);
  const [named] = await db
    .select({ name: scrapedTracks.name })
    .from(scrapedTracks)
    .where(eq(scrapedTracks.trackUrl, track))
    .limit(1);
  return {
    title: listed?.title ?? null,
    eventDate: listed?.eventDate ?? null,
    trackName: named?.name ?? null,
  };
}

function toAddedEvent(row: Row, read: Set<string>): AddedEvent {
  const racesPosted = row.raceUrls?.length ?? null;
  const racesRead = (row.raceUrls ?? []).filter((url) => read.has(url)).length;
  return {
    id: row.id,
    eventUrl: row.eventUrl,
    title: row.title || `LiveRC event ${eventIdFromUrl(row.eventUrl) ?? ''}`.trim(),
    trackName: row.trackName || `${trackSlugOf(row.eventUrl) ?? 'a track'} on LiveRC`,
    date: row.eventDate,
    racesPosted,
    racesRead,
    state: addedEventState(racesPosted, racesRead),
    addedAt: row.addedAt.toISOString(),
  };
}
