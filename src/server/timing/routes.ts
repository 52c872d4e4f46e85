// Live timing for the signed-in racer: the current event of the followed track, its timing rows, the
// racer's next race, and 'refresh now'.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { eventIdParamsSchema } from '../../domain/timing.ts';
import { currentUser } from '../auth/session-guard.ts';
import { toHttpError } from '../liverc/page-cache.ts';
import type { LiveRcService } from '../liverc/service.ts';
import type { CurrentEventService } from './current-event.ts';
import { nextRaceOf } from './next-race.ts';

// A LiveRC failure leaves as a clear 502/504, never a 500.
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttpError(error);
  }
}

export async function timingRoutes(
  app: FastifyInstance,
  options: { db: Db; currentEvents: CurrentEventService; liverc: LiveRcService },
) {
  const { db, currentEvents, liverc } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/events/current', (request) => currentEvents.current(currentUser(request).id));
  routes.get('/api/events/:id/drivers', { schema: { params: eventIdParamsSchema } }, (request) =>
    currentEvents.drivers(request.params.id),
  );
  routes.get('/api/live/next-race', (request) =>
    answer(() => nextRaceOf(db, liverc, currentEvents, currentUser(request).id)),
  );
  routes.post('/api/refresh', async (request) => {
    const event = await currentEvents.refresh(currentUser(request).id);
    return { event, drivers: event ? await currentEvents.drivers(event.id) : [] };
  });
}
