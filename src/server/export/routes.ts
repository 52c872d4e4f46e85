// GET /api/export/{dataset}.csv: one of the racer's own tables as a CSV download.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { exportCsvSchema, exportParamsSchema } from '../../domain/export.ts';
import { currentUser } from '../auth/session-guard.ts';
import { exportCsv } from './datasets.ts';

export async function exportRoutes(app: FastifyInstance, options: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/export/:file',
      { schema: { params: exportParamsSchema, response: { 200: exportCsvSchema } } },
      async (request, reply) => {
        const dataset = request.params.file;
        const csv = await exportCsv(options.db, currentUser(request).id, dataset);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="pitboard-${dataset}-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
}
