// Web Push for the signed-in racer: the public key to subscribe with, their browsers' subscriptions and their
// switches per notification kind.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushSwitchesSchema,
  pushSwitchesUpdateSchema,
  pushUnsubscribeSchema,
} from '../../domain/push.ts';
import { currentUser } from '../auth/session-guard.ts';
import { HttpError } from '../errors.ts';
import { allowedEndpoint, ENDPOINT_REFUSED } from './endpoint-guard.ts';
import { addSubscription, readSwitches, removeSubscription, updateSwitches } from './push-store.ts';
import type { VapidKeys } from './vapid-keys.ts';

export async function pushRoutes(
  app: FastifyInstance,
  options: { db: Db; keys: () => Promise<VapidKeys>; endpointHosts: string[] },
) {
  const { db, keys, endpointHosts } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/push/public-key', { schema: { response: { 200: pushPublicKeySchema } } }, async () => ({
    publicKey: (await keys()).publicKey,
  }));
  routes.get('/api/push/switches', { schema: { response: { 200: pushSwitchesSchema } } }, (request) =>
    readSwitches(db, currentUser(request).id),
  );
  routes.put(
    '/api/push/switches',
    { schema: { body: pushSwitchesUpdateSchema, response: { 200: pushSwitchesSchema } } },
    (request) => updateSwitches(db, currentUser(request).id, request.body),
  );
  routes.post(
    '/api/push/subscriptions',
    { schema: { body: pushSubscriptionSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      if (!allowedEndpoint(request.body.endpoint, endpointHosts)) throw new HttpError(400, ENDPOINT_REFUSED);
      await addSubscription(db, userId, request.body);
      return reply.status(204).send(null);
    },
  );
  routes.delete(
    '/api/push/subscriptions',
    { schema: { body: pushUnsubscribeSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeSubscription(db, currentUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
