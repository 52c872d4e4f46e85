// A racer's series: every query takes the session's userId first; another racer's series is 'not found'.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { series } from '../../db/schema.ts';
import { MAX_ROW_ID } from '../../domain/api.ts';
import {
  NOT_AN_EVENT_IN_SERIES,
  SERIES_NOT_FOUND,
  type Series,
  type SeriesInput,
} from '../../domain/series.ts';
import { eventPageUrlOf } from '../../liverc/urls.ts';
import { HttpError } from '../errors.ts';
import { insertWithinLimit } from '../racer-limits.ts';

type Row = typeof series.$inferSelect;

const toSeries = ({ userId: _owner, updatedAt: _updated, ...row }: Row): Series => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The input with each event's address as Pitboard reads it; 400 for an address that is no LiveRC event. */
function stored(input: SeriesInput) {
  const events = input.events.map((event) => {
    const eventUrl = eventPageUrlOf(event.eventUrl);
    if (!eventUrl) throw new HttpError(400, NOT_AN_EVENT_IN_SERIES);
    return { ...event, eventUrl };
  });
  if (new Set(events.map((event) => event.eventUrl)).size !== events.length)
    throw new HttpError(400, 'Each event can be in a series once');
  return { ...input, events };
}

export async function listSeries(db: Db, userId: number): Promise<Series[]> {
  const rows = await db
    .select()
    .from(series)
    .where(eq(series.userId, userId))
    .orderBy(asc(series.createdAt), asc(series.id));
  return rows.map(toSeries);
}

export async function findSeries(db: Db, userId: number, id: number): Promise<Series> {
  const [row] =
    id > MAX_ROW_ID
      ? []
      : await db
          .select()
          .from(series)
          .where(and(eq(series.id, id), eq(series.userId, userId)));
  if (!row) throw new HttpError(404, SERIES_NOT_FOUND);
  return toSeries(row);
}

export async function createSeries(db: Db, userId: number, input: SeriesInput): Promise<Series> {
  const values = stored(input);
  const [row] = await insertWithinLimit(
    db,
    userId,
    'series',
    (tx) => tx.$count(series, eq(series.userId, userId)),
    (tx) =>
      tx
        .insert(series)
        .values({ ...values, userId })
        .returning(),
  );
  return toSeries(row!);
}

export async function updateSeries(db: Db, userId: number, id: number, input: SeriesInput): Promise<Series> {
  const values = stored(input);
  const [row] =
    id > MAX_ROW_ID
      ? []
      : await db
          .update(series)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(series.id, id), eq(series.userId, userId)))
          .returning();
  if (!row) throw new HttpError(404, SERIES_NOT_FOUND);
  return toSeries(row);
}

export async function deleteSeries(db: Db, userId: number, id: number): Promise<void> {
  const removed =
    id > MAX_ROW_ID
      ? []
      : await db
          .delete(series)
          .where(and(eq(series.id, id), eq(series.userId, userId)))
          .returning({ id: series.id });
  if (removed.length === 0) throw new HttpError(404, SERIES_NOT_FOUND);
}
