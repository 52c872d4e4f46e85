// Keeps the LiveRC row of data_sources true to what the client sees: 'syncing' while the first fetch
// runs, 'connected' after a success, 'error' after a failure, with the time of the last success.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { dataSources } from '../../db/schema.ts';
import type { SourceHealth } from './page-cache.ts';

const LIVERC_SOURCE = 'LiveRC';
// A success is written at most this often: the header needs minutes, not every page view.
const SYNC_WRITE_INTERVAL_MS = 30_000;

type Status = 'syncing' | 'connected' | 'error';

export function createSourceHealth(
  db: Db,
  log: FastifyBaseLogger,
  now: () => number = () => Date.now(),
): SourceHealth {
  let status: Status | null = null;
  let lastWrite = 0;
  let everSucceeded = false;

  const write = (next: Status, lastSync: Date | null) => {
    status = next;
    lastWrite = now();
    const values = lastSync ? { status: next, lastSync } : { status: next };
    db.insert(dataSources)
      .values({ name: LIVERC_SOURCE, ...values })
      .onConflictDoUpdate({ target: dataSources.name, set: { ...values, name: sql`excluded.name` } })
      .catch((error: unknown) => log.warn({ err: error }, 'could not record LiveRC status'));
  };

  return {
    fetchStarted() {
      if (!everSucceeded && status !== 'syncing' && status !== 'error') write('syncing', null);
    },
    fetchSucceeded() {
      everSucceeded = true;
      if (status !== 'connected' || now() - lastWrite >= SYNC_WRITE_INTERVAL_MS)
        write('connected', new Date(now()));
    },
    fetchFailed() {
      if (status !== 'error') write('error', null);
    },
  };
}
