// Live timing for the signed-in racer: the current event of the followed track (or of any track, for the Live
// screen), its timing rows, the racer's next race, and 'refresh now'.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  currentEventAnswerSchema,
  currentEventQuerySchema,
  eventIdParamsSchema,
  nextRaceAnswerSchema,
  refreshAnswerSchema,
  timingRowsSchema,
} from '../../domain/timing.ts';
import { LIVERC_URL_ERROR, trackRootOf } from '../../liverc/urls.ts';
import { currentUser } from '../auth/session-guard.ts';
import { HttpError } from '../errors.ts';
import type { LiveRcService } from '../liverc/service.ts';
import { refreshLimit } from '../refresh-limit.ts';
import type { CurrentEventService } from './current-event.ts';
import { nextRaceOf } from './next-race.ts';

export async function timingRoutes(
  app: FastifyInstance,
  options: { db: Db; currentEvents: CurrentEventService; liverc: LiveRcService },
) {
  const { db, currentEvents, liverc } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/events/current',
    { schema: { querystring: currentEventQuerySchema, response: { 200: currentEventAnswerSchema } } },
    (request) => {
      const { id } = currentUser(request);
      const { track } = request.query;
      if (track === undefined) return currentEvents.followed(id, liverc.deadline());
      const trackUrl = trackRootOf(track);
      if (!trackUrl) throw new HttpError(400, LIVERC_URL_ERROR);
      return currentEvents.track(trackUrl, liverc.deadline());
    },
  );
  routes.get(
    '/api/events/:id/drivers',
    { schema: { params: eventIdParamsSchema, response: { 200: timingRowsSchema } } },
    (request) => currentEvents.drivers(request.params.id),
  );
  routes.get('/api/live/next-race', { schema: { response: { 200: nextRaceAnswerSchema } } }, (request) =>
    nextRaceOf(db, liverc, currentEvents, currentUser(request).id),
  );
  // A racer's forced reads of LiveRC are limited (refresh-limit.ts).
  const refresh = {
    schema: { response: { 200: refreshAnswerSchema } },
    config: { rateLimit: refreshLimit() },
  };
  routes.post('/api/refresh', refresh, async (request) => {
    const event = await currentEvents.refresh(currentUser(request).id, liverc.deadline());
    return { event, drivers: event ? await currentEvents.drivers(event.id) : [] };
  });
}
