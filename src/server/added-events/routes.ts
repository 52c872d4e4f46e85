// /api/added-events: the LiveRC events the signed-in racer added for Pitboard to read into My races, and the
// background reader that reads them (off in tests that count LiveRC requests).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  addEventSchema,
  addedEventIdParamsSchema,
  addedEventListSchema,
  addedEventSchema,
} from '../../domain/added-events.ts';
import { currentUser } from '../auth/session-guard.ts';
import type { Cluster } from '../cluster/cluster.ts';
import type { LiveRcService } from '../liverc/service.ts';
import type { RaceDayNotices } from '../push/race-day-notices.ts';
import { AddedEventReader, type AddedEventTiming } from './added-event-reader.ts';
import { addEvent, listAddedEvents, removeAddedEvent } from './added-events-store.ts';

export async function addedEventRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    liverc: LiveRcService;
    cluster: Cluster;
    notices: RaceDayNotices;
    reading: AddedEventTiming | false;
  },
) {
  const { db, liverc, cluster, notices, reading } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reader = reading
    ? new AddedEventReader({ db, liverc, cluster, notices, log: app.log }, reading)
    : null;
  if (reader) {
    app.addHook('onReady', async () => reader.start());
    // Runs before the app's own close hook closes the cluster the reader's locks are held in.
    app.addHook('onClose', () => reader.stop());
  }

  routes.get(
    '/api/added-events',
    { schema: { response: { 200: addedEventListSchema } } },
    async (request) => ({
      events: await listAddedEvents(db, currentUser(request).id),
    }),
  );
  // 201 for a new event; 200 when the racer had added it already.
  routes.post(
    '/api/added-events',
    { schema: { body: addEventSchema, response: { 200: addedEventSchema, 201: addedEventSchema } } },
    async (request, reply) => {
      const { event, created } = await addEvent(db, currentUser(request).id, request.body.url);
      reader?.nudge();
      return reply.status(created ? 201 : 200).send(event);
    },
  );
  routes.delete(
    '/api/added-events/:id',
    { schema: { params: addedEventIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeAddedEvent(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
