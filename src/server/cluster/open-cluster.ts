// The cluster that fits the database: PostgreSQL's locks and NOTIFY when instances may share it, the
// in-process one on PGlite (one process owns its data folder).
import type { Database } from '../../db/client.ts';
import type { Cluster } from './cluster.ts';
import { postgresCluster } from './postgres-cluster.ts';
import { singleProcessCluster } from './single-process.ts';

export async function openCluster(
  database: Database,
  log: { warn(details: object, message: string): void },
): Promise<Cluster> {
  const report = (error: unknown) => log.warn({ err: error }, 'a cluster announcement could not be handled');
  if (database.kind === 'postgres' && database.url)
    return postgresCluster({ url: database.url, db: database.db, log, timeouts: database.clientTimeouts });
  return singleProcessCluster(report);
}
