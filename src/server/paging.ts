// Keyset pages of a racer's list, newest first by (key, id): the rows after the row `before` names, at most
// `limit` of them, and a Link header to the next page when more follow (src/domain/paging.ts).
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { PageQuery } from '../domain/paging.ts';
import { HttpError } from './errors.ts';

// The row a page starts after was deleted (or was never the racer's): its place in the list is gone.
const CURSOR_GONE = 'The list changed while it was read page by page: load it again';

export type Page<T> = { rows: T[]; nextBefore: number | null };

/**
 * The condition 'after the cursor row' for a list ordered by `key` desc, id desc; undefined on the first
 * page. The cursor row's key is read in SQL, so a timestamp keeps its microseconds.
 */
export async function afterCursor(
  db: Db,
  key: PgColumn,
  userId: number,
  before: number | undefined,
): Promise<SQL | undefined> {
  if (before === undefined) return undefined;
  const table = sql.identifier(getTableName(key.table));
  const column = sql.identifier(key.name);
  const found = await db
    .select({ one: sql`1` })
    .from(key.table as PgTable)
    .where(sql`"id" = ${before} and "user_id" = ${userId}`);
  if (found.length === 0) throw new HttpError(400, CURSOR_GONE);
  return sql`(${table}.${column}, ${table}."id") < (select c.${column}, c."id" from ${table} as c where c."id" = ${before})`;
}

/** Rows read with `limit + 1`: the first `limit` of them, and where the next page starts if there is one. */
export function toPage<T extends { id: number }>(rows: T[], { limit }: PageQuery): Page<T> {
  if (rows.length <= limit) return { rows, nextBefore: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, nextBefore: kept.at(-1)!.id };
}

/** Answers the page's rows, with `Link: <same address, before=last id>; rel="next"` when more follow. */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextBefore !== null) {
    const next = new URL(request.url, 'http://pitboard.invalid');
    next.searchParams.set('before', String(page.nextBefore));
    reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.rows;
}
