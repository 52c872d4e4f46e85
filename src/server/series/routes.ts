// /api/series: the signed-in racer's series (My season), their standings from the stored results, and the
// standings as a CSV download.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  seriesIdParamsSchema,
  seriesInputSchema,
  seriesListSchema,
  seriesSchema,
} from '../../domain/series.ts';
import { seriesStandingsSchema, standingsCsv } from '../../domain/series-standings.ts';
import { currentUser } from '../auth/session-guard.ts';
import { standingsOf } from './series-standings.ts';
import { createSeries, deleteSeries, findSeries, listSeries, updateSeries } from './series-store.ts';

export async function seriesRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/series', { schema: { response: { 200: seriesListSchema } } }, async (request) => ({
    series: await listSeries(db, currentUser(request).id),
  }));
  routes.post(
    '/api/series',
    { schema: { body: seriesInputSchema, response: { 201: seriesSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createSeries(db, currentUser(request).id, request.body)),
  );
  routes.get(
    '/api/series/:id',
    { schema: { params: seriesIdParamsSchema, response: { 200: seriesSchema } } },
    (request) => findSeries(db, currentUser(request).id, request.params.id),
  );
  routes.put(
    '/api/series/:id',
    { schema: { params: seriesIdParamsSchema, body: seriesInputSchema, response: { 200: seriesSchema } } },
    (request) => updateSeries(db, currentUser(request).id, request.params.id, request.body),
  );
  routes.delete(
    '/api/series/:id',
    { schema: { params: seriesIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSeries(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/series/:id/standings',
    { schema: { params: seriesIdParamsSchema, response: { 200: seriesStandingsSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      return standingsOf(db, userId, await findSeries(db, userId, request.params.id));
    },
  );
  routes.get(
    '/api/series/:id/standings.csv',
    { schema: { params: seriesIdParamsSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const standings = await standingsOf(db, userId, await findSeries(db, userId, request.params.id));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="pitboard-series-${standings.seriesId}-standings-${day}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(standingsCsv(standings));
    },
  );
}
