// GET /api/liverc/event-class: one class at one event as a whole for the signed-in racer: their sessions and those
// of their rivals (from their rivals list) and the drivers they pick, read from the class's races on LiveRC.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { rivals } from '../../db/schema.ts';
import {
  eventClassQuerySchema,
  eventClassView,
  eventClassViewSchema,
} from '../../domain/event-class-view.ts';
import { currentUser } from '../auth/session-guard.ts';
import { driverNamesOf } from '../settings/settings-store.ts';
import type { LiveRcService } from './service.ts';

export async function eventClassRoutes(app: FastifyInstance, options: { db: Db; liverc: LiveRcService }) {
  const { db, liverc } = options;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/liverc/event-class',
      { schema: { querystring: eventClassQuerySchema, response: { 200: eventClassViewSchema } } },
      async (request) => {
        const userId = currentUser(request).id;
        const { url, className, driver } = request.query;
        const [myNames, rivalRows, read] = await Promise.all([
          driverNamesOf(db, userId),
          db.select({ name: rivals.name }).from(rivals).where(eq(rivals.userId, userId)),
          liverc.eventClassRaces(url, className),
        ]);
        const people = { myNames, rivals: rivalRows.map((row) => row.name), chosen: driver };
        return eventClassView(className, read.races, people, read.unread);
      },
    );
}
