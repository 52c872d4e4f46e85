// /api/rivals: the drivers the signed-in racer measures themselves against, names to pick them by, and the
// head-to-head with each.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  addRivalSchema,
  headToHeadSchema,
  rivalIdParamsSchema,
  rivalListSchema,
  rivalNameOptionsSchema,
  rivalNameQuerySchema,
  rivalSchema,
} from '../../domain/rivals.ts';
import { currentUser } from '../auth/session-guard.ts';
import { addRival, listRivals, removeRival, rivalHeadToHead, rivalNameOptions } from './rivals-store.ts';

export async function rivalRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/rivals', { schema: { response: { 200: rivalListSchema } } }, async (request) =>
    listRivals(db, currentUser(request).id),
  );
  routes.get(
    '/api/rivals/names',
    { schema: { querystring: rivalNameQuerySchema, response: { 200: rivalNameOptionsSchema } } },
    async (request) => rivalNameOptions(db, currentUser(request).id, request.query.q),
  );
  // 201 for a new rival; 200 when the racer had the same driver already.
  routes.post(
    '/api/rivals',
    { schema: { body: addRivalSchema, response: { 200: rivalSchema, 201: rivalSchema } } },
    async (request, reply) => {
      const { rival, created } = await addRival(db, currentUser(request).id, request.body.name);
      return reply.status(created ? 201 : 200).send(rival);
    },
  );
  routes.delete(
    '/api/rivals/:id',
    { schema: { params: rivalIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeRival(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/rivals/:id/head-to-head',
    { schema: { params: rivalIdParamsSchema, response: { 200: headToHeadSchema } } },
    async (request) => rivalHeadToHead(db, currentUser(request).id, request.params.id),
  );
}
