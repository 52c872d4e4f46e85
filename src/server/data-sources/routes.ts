// GET /api/data-sources: the health of each source Pitboard reads race data from.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { readDataSources } from './service.ts';

export async function dataSourceRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get('/api/data-sources', () => readDataSources(options.db));
}
