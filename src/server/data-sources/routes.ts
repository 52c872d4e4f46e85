// GET /api/data-sources: the health of each source Pitboard reads race data from.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { dataSourcesSchema } from '../../domain/timing.ts';
import { readDataSources } from './data-source-store.ts';

export async function dataSourceRoutes(app: FastifyInstance, options: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/data-sources', { schema: { response: { 200: dataSourcesSchema } } }, () =>
      readDataSources(options.db),
    );
}
