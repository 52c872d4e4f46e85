// /api/tire-inventory: the signed-in racer's tyre sets and the practice sessions run on them. The user is the session's, never the request's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageQuerySchema } from '../../domain/paging.ts';
import {
  tyreSessionCreateSchema,
  tyreSessionListSchema,
  tyreSessionSchema,
} from '../../domain/tyre-sessions.ts';
import {
  tyreCountChangeSchema,
  tyreCreateSchema,
  tyreIdParamsSchema,
  tyreItemListSchema,
  tyreItemSchema,
  tyrePatchSchema,
} from '../../domain/tyres.ts';
import { currentUser } from '../auth/session-guard.ts';
import { sendPage } from '../paging.ts';
import { addSession, pageSessions } from './session-store.ts';
import {
  changeTyreCount,
  createTyre,
  deleteTyre,
  findTyre,
  listTyres,
  numberSets,
  updateTyre,
} from './tyre-store.ts';

export async function tyreRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/tire-inventory', { schema: { response: { 200: tyreItemListSchema } } }, (request) =>
    listTyres(db, currentUser(request).id),
  );
  routes.post(
    '/api/tire-inventory',
    { schema: { body: tyreCreateSchema, response: { 201: tyreItemSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTyre(db, currentUser(request).id, request.body)),
  );
  routes.get(
    '/api/tire-inventory/:id',
    { schema: { params: tyreIdParamsSchema, response: { 200: tyreItemSchema } } },
    (request) => findTyre(db, currentUser(request).id, request.params.id),
  );
  routes.patch(
    '/api/tire-inventory/:id',
    { schema: { params: tyreIdParamsSchema, body: tyrePatchSchema, response: { 200: tyreItemSchema } } },
    (request) => updateTyre(db, currentUser(request).id, request.params.id, request.body),
  );
  routes.post(
    '/api/tire-inventory/:id/count',
    {
      schema: { params: tyreIdParamsSchema, body: tyreCountChangeSchema, response: { 200: tyreItemSchema } },
    },
    (request) => changeTyreCount(db, currentUser(request).id, request.params.id, request.body.change),
  );
  routes.post(
    '/api/tire-inventory/:id/number-sets',
    { schema: { params: tyreIdParamsSchema, response: { 200: tyreItemListSchema } } },
    (request) => numberSets(db, currentUser(request).id, request.params.id),
  );
  routes.delete(
    '/api/tire-inventory/:id',
    { schema: { params: tyreIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTyre(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/tire-inventory/:id/sessions',
    {
      schema: {
        params: tyreIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: tyreSessionListSchema },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await pageSessions(db, currentUser(request).id, request.params.id, request.query),
      ),
  );
  routes.post(
    '/api/tire-inventory/:id/sessions',
    {
      schema: {
        params: tyreIdParamsSchema,
        body: tyreSessionCreateSchema,
        response: { 201: tyreSessionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSession(db, currentUser(request).id, request.params.id, request.body)),
  );
}
