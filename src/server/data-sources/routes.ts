// GET /api/data-sources: the health of each source Pitboard reads race data from.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { dataSources } from '../../db/schema.ts';

// 'connected' means a successful fetch within this time; older than that the source is only 'idle'.
const CONNECTED_WITHIN_MS = 2 * 60 * 1000;

export async function dataSourceRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get('/api/data-sources', async () => {
    const rows = await options.db.select().from(dataSources).orderBy(dataSources.name);
    const cutoff = Date.now() - CONNECTED_WITHIN_MS;
    return rows.map((row) =>
      row.status === 'connected' && (!row.lastSync || row.lastSync.getTime() < cutoff)
        ? { ...row, status: 'idle' }
        : row,
    );
  });
}
