// Live timing for the signed-in racer: settings (followed track, driver name), the current event, its
// timing rows, and 'refresh now'.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { eventIdParamsSchema, settingsUpdateSchema } from '../../domain/live.ts';
import { currentUser } from '../auth/session-guard.ts';
import { toHttpError } from '../liverc/page-cache.ts';
import type { LiveRcService } from '../liverc/service.ts';
import type { CurrentEventService } from './current-event.ts';
import { nextRaceOf } from './next-race.ts';
import { readSettings, updateSettings } from './settings.ts';

// A LiveRC failure leaves as a clear 502/504, never a 500.
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttpError(error);
  }
}

export async function liveRoutes(
  app: FastifyInstance,
  options: { db: Db; currentEvents: CurrentEventService; liverc: LiveRcService },
) {
  const { db, currentEvents, liverc } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/settings', (request) => readSettings(db, currentUser(request).id));
  routes.put('/api/settings', { schema: { body: settingsUpdateSchema } }, (request) =>
    updateSettings(db, currentUser(request).id, request.body),
  );

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
