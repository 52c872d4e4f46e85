// /api/liverc/*: LiveRC tracks, track details, events and race results for a signed-in racer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveRcUrlQuerySchema, savedTrackEventsQuerySchema, tracksQuerySchema } from '../../domain/liverc.ts';
import { toHttpError } from './page-cache.ts';
import type { LiveRcService } from './service.ts';

// Every failure leaves as a clear HTTP error: an address refused, LiveRC unreachable or too slow.
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttpError(error);
  }
}

export async function liveRcRoutes(app: FastifyInstance, options: { liverc: LiveRcService }) {
  const { liverc } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/liverc/tracks', { schema: { querystring: tracksQuerySchema } }, (request) =>
    answer(() => liverc.tracks({ refresh: request.query.refresh })),
  );
  routes.get('/api/liverc/track-details', { schema: { querystring: liveRcUrlQuerySchema } }, (request) =>
    answer(() => liverc.trackDetails(request.query.url)),
  );
  routes.get('/api/liverc/event-details', { schema: { querystring: liveRcUrlQuerySchema } }, (request) =>
    answer(() => liverc.eventDetails(request.query.url)),
  );
  routes.get('/api/liverc/race-results', { schema: { querystring: liveRcUrlQuerySchema } }, (request) =>
    answer(() => liverc.raceResults(request.query.url)),
  );
  routes.get('/api/saved-track-events', { schema: { querystring: savedTrackEventsQuerySchema } }, (request) =>
    answer(() => liverc.savedTrackEvents(request.query.trackUrl)),
  );
}
