// /api/setup-sheets: the signed-in racer's setup sheets. The user is the session's, never the request's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  setupSheetCreateSchema,
  setupSheetIdParamsSchema,
  setupSheetListQuerySchema,
  setupSheetListSchema,
  setupSheetPatchSchema,
  setupSheetSchema,
} from '../../domain/setup-sheets.ts';
import { currentUser } from '../auth/session-guard.ts';
import { sendPage } from '../paging.ts';
import { createSheet, deleteSheet, findSheet, pageSheets, updateSheet } from './setup-sheet-store.ts';

export async function setupSheetRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/setup-sheets',
    { schema: { querystring: setupSheetListQuerySchema, response: { 200: setupSheetListSchema } } },
    async (request, reply) =>
      sendPage(request, reply, await pageSheets(db, currentUser(request).id, request.query)),
  );
  routes.post(
    '/api/setup-sheets',
    { schema: { body: setupSheetCreateSchema, response: { 201: setupSheetSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createSheet(db, currentUser(request).id, request.body)),
  );
  routes.get(
    '/api/setup-sheets/:id',
    { schema: { params: setupSheetIdParamsSchema, response: { 200: setupSheetSchema } } },
    (request) => findSheet(db, currentUser(request).id, request.params.id),
  );
  routes.patch(
    '/api/setup-sheets/:id',
    {
      schema: {
        params: setupSheetIdParamsSchema,
        body: setupSheetPatchSchema,
        response: { 200: setupSheetSchema },
      },
    },
    (request) => updateSheet(db, currentUser(request).id, request.params.id, request.body),
  );
  routes.delete(
    '/api/setup-sheets/:id',
    { schema: { params: setupSheetIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSheet(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
