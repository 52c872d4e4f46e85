// The health of each source Pitboard reads race data from, as the racer should read it.
import type { Db } from '../../db/client.ts';
import { dataSources } from '../../db/schema.ts';
import type { DataSource } from '../../domain/timing.ts';

// 'connected' means a successful fetch within this time; older than that the source is only 'idle'.
const CONNECTED_WITHIN_MS = 2 * 60 * 1000;

export async function readDataSources(db: Db): Promise<DataSource[]> {
  const rows = await db.select().from(dataSources).orderBy(dataSources.name);
  const cutoff = Date.now() - CONNECTED_WITHIN_MS;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status:
      row.status === 'connected' && (!row.lastSync || row.lastSync.getTime() < cutoff) ? 'idle' : row.status,
    lastSync: row.lastSync?.toISOString() ?? null,
  }));
}
