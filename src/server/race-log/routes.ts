// /api/race-results-with-tires: the signed-in racer's race log. The user is the session's; a `userId`
// in the body (the spec's client sends one) is ignored.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { myPracticeQuerySchema, myPracticeSchema } from '../../domain/my-practice.ts';
import { myRacesSchema } from '../../domain/my-races.ts';
import { pageQuerySchema } from '../../domain/paging.ts';
import {
  raceLogCreateSchema,
  raceLogDetailedListSchema,
  raceLogEntryListSchema,
  raceLogEntrySchema,
  raceLogIdParamsSchema,
  raceLogPatchSchema,
} from '../../domain/race-log.ts';
import { currentUser } from '../auth/session-guard.ts';
import type { LiveRcService } from '../liverc/service.ts';
import { sendPage } from '../paging.ts';
import { detailedEntries } from './detailed-entries.ts';
import { myPractice } from './my-practice.ts';
import { myRaces } from './my-races.ts';
import { deleteEntry, pageEntries, saveEntry, updateEntry } from './race-log-store.ts';
import { RaceReads } from './race-reads.ts';

export async function raceLogRoutes(app: FastifyInstance, options: { db: Db; liverc: LiveRcService }) {
  const { db, liverc } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Through the LiveRC service: its cache (shared by instances) and its copy in scraped_race_* apply.
  const reads = new RaceReads((url) => liverc.raceResults(url), app.log);
  app.addHook('onClose', () => reads.close());

  // Paged (src/domain/paging.ts): one answer stays small however long the log grows.
  routes.get(
    '/api/race-results-with-tires',
    { schema: { querystring: pageQuerySchema, response: { 200: raceLogEntryListSchema } } },
    async (request, reply) =>
      sendPage(request, reply, await pageEntries(db, currentUser(request).id, request.query)),
  );
  routes.get(
    '/api/race-results-with-full-tire-details',
    { schema: { querystring: pageQuerySchema, response: { 200: raceLogDetailedListSchema } } },
    async (request, reply) =>
      sendPage(request, reply, await detailedEntries(db, reads, currentUser(request).id, request.query)),
  );
  routes.get('/api/my-races', { schema: { response: { 200: myRacesSchema } } }, (request) =>
    myRaces(db, currentUser(request).id),
  );
  routes.get(
    '/api/my-practice',
    { schema: { querystring: myPracticeQuerySchema, response: { 200: myPracticeSchema } } },
    (request) => myPractice(db, liverc, currentUser(request).id, request.query.date),
  );
  // 201 for a new entry; 200 when the same race row was logged before and is updated.
  routes.post(
    '/api/race-results-with-tires',
    { schema: { body: raceLogCreateSchema, response: { 200: raceLogEntrySchema, 201: raceLogEntrySchema } } },
    async (request, reply) => {
      const { entry, created } = await saveEntry(db, currentUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );
  routes.patch(
    '/api/race-results-with-tires/:id',
    {
      schema: {
        params: raceLogIdParamsSchema,
        body: raceLogPatchSchema,
        response: { 200: raceLogEntrySchema },
      },
    },
    (request) => updateEntry(db, currentUser(request).id, request.params.id, request.body),
  );
  routes.delete(
    '/api/race-results-with-tires/:id',
    { schema: { params: raceLogIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteEntry(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
