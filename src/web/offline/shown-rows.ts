// A write's change shown at once in a cached list of the racer's rows (tyre sets, race log entries, setup
// sheets), before the server has it: the list read again once the queue is empty replaces it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

type Row = { id: number };

/** Row `id` changed in the list; answers the row as changed, or undefined when the list does not hold it. */
export function changeRow<T extends Row>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: number,
  change: (row: T) => T,
): T | undefined {
  let changed: T | undefined;
  queryClient.setQueryData<T[]>(queryKey, (rows) =>
    rows?.map((row) => {
      if (row.id !== id) return row;
      changed = change(row);
      return changed;
    }),
  );
  return changed;
}

/** A new row at the end of the list, or at its start (`first`: a list newest first). */
export function addRow<T extends Row>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  row: T,
  first = false,
): T {
  queryClient.setQueryData<T[]>(queryKey, (rows) => rows && (first ? [row, ...rows] : [...rows, row]));
  return row;
}

export function removeRow(queryClient: QueryClient, queryKey: QueryKey, id: number): void {
  queryClient.setQueryData<Row[]>(queryKey, (rows) => rows?.filter((row) => row.id !== id));
}

/**
 * The input as the server will read it (the schema's defaults and conversions), where a row made on the phone
 * (a temp id, below zero, that the server's schema refuses) is named by its temp id still.
 */
export function parseShown<Schema extends z.ZodType>(schema: Schema, input: object): z.output<Schema> {
  const tempIds = Object.entries(input).filter(
    ([name, value]) => /id$/i.test(name) && typeof value === 'number' && value < 0,
  );
  const parsed = schema.parse({ ...input, ...Object.fromEntries(tempIds.map(([name]) => [name, 1])) });
  return { ...(parsed as object), ...Object.fromEntries(tempIds) } as z.output<Schema>;
}
