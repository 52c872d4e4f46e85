// /api/share-links: the signed-in racer's links; /api/shared/{token}: what a link shows, to anyone holding it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  sharedItemSchema,
  sharedTokenParamsSchema,
  shareLinkCreatedSchema,
  shareLinkCreateSchema,
  shareLinkIdParamsSchema,
  shareLinkListSchema,
} from '../../domain/share-links.ts';
import { currentUser } from '../auth/session-guard.ts';
import { RetryLaterError } from '../errors.ts';
import { createShareLink, deleteShareLink, findShared, listShareLinks } from './share-link-store.ts';

/** Reads of shared links a client address may make per minute: a team opening links never meets it,
 * a script guessing tokens is slowed (it cannot succeed anyway: 256 random bits). */
export const SHARED_READS_PER_MINUTE = 60;

export async function shareLinkRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/share-links', { schema: { response: { 200: shareLinkListSchema } } }, (request) =>
    listShareLinks(db, currentUser(request).id),
  );
  routes.post(
    '/api/share-links',
    { schema: { body: shareLinkCreateSchema, response: { 201: shareLinkCreatedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createShareLink(db, currentUser(request).id, request.body)),
  );
  routes.delete(
    '/api/share-links/:id',
    { schema: { params: shareLinkIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteShareLink(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
  // Public (session-guard's PUBLIC_PREFIXES): the link is the permission. Limited per client address.
  routes.get(
    '/api/shared/:token',
    {
      schema: { params: sharedTokenParamsSchema, response: { 200: sharedItemSchema } },
      config: {
        rateLimit: {
          max: SHARED_READS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => request.ip,
          errorResponseBuilder: (_request, context) => {
            const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
            return new RetryLaterError(
              429,
              `Too many requests. Please try again in ${seconds} seconds.`,
              seconds,
            );
          },
        },
      },
    },
    async (request, reply) => {
      // A revoked link must stop at once: no browser or proxy may keep the answer.
      reply.header('cache-control', 'no-store');
      return findShared(db, request.params.token);
    },
  );
}
