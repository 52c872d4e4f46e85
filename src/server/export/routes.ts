// GET /api/export/{dataset}.csv: one of the racer's own tables as a CSV download.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../auth/session-guard.ts';
import { EXPORT_DATASETS, exportCsv } from './datasets.ts';

const paramsSchema = z.object({
  file: z
    .string()
    .transform((file) => file.replace(/\.csv$/, ''))
    .pipe(z.enum(EXPORT_DATASETS, { error: `Export one of: ${EXPORT_DATASETS.join(', ')}` })),
});

export async function exportRoutes(app: FastifyInstance, options: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/export/:file', { schema: { params: paramsSchema } }, async (request, reply) => {
      const dataset = request.params.file;
      const csv = await exportCsv(options.db, currentUser(request).id, dataset);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pitboard-${dataset}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
}
