// Paging of the lists that can grow (race log, setup sheets, a set's sessions): the answer stays a JSON
// array of at most `limit` rows; when more follow, a `Link: <...>; rel="next"` header names the next page,
// which starts after the row `before` names (keyset paging: a row added meanwhile never repeats one).
import { z } from 'zod';
import { MAX_ROW_ID } from './api.ts';

export const PAGE_SIZE_DEFAULT = 200;
export const PAGE_SIZE_MAX = 500;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`;
const BEFORE_MESSAGE = "Before must be the id of a row of the list (from the answer's Link header)";

/** `?limit=&before=` of a paged list; both optional. Query values are text: digits only. */
export const pageQueryFields = {
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, LIMIT_MESSAGE).max(PAGE_SIZE_MAX, LIMIT_MESSAGE))
    .default(PAGE_SIZE_DEFAULT),
  before: z
    .string({ error: BEFORE_MESSAGE })
    .regex(/^\d{1,10}$/, BEFORE_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, BEFORE_MESSAGE).max(MAX_ROW_ID, BEFORE_MESSAGE))
    .optional(),
};
export const pageQuerySchema = z.strictObject(pageQueryFields);
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The URL of the next page from a `Link` header, or null on the last page. */
export function nextPageUrl(link: string | null): string | null {
  const match = link ? /<([^>]*)>\s*;\s*rel="?next"?/.exec(link) : null;
  return match ? match[1]! : null;
}
