// /api/liverc/* and /api/saved-track-events: LiveRC tracks, track details, events, mains and race results for a
// signed-in racer. A LiveRC failure leaves through the error handler as a clear 4xx/502/504.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eventDetailsSchema,
  liveRcTracksSchema,
  liveRcUrlQuerySchema,
  raceResultsSchema,
  savedTrackEventsQuerySchema,
  savedTrackEventsSchema,
  trackDetailsSchema,
  tracksQuerySchema,
} from '../../domain/liverc.ts';
import { eventMainsSchema } from '../../domain/mains-ladder.ts';
import { refreshLimit } from '../refresh-limit.ts';
import { PreparedJson } from './prepared-json.ts';
import type { LiveRcService } from './service.ts';

export async function liveRcRoutes(app: FastifyInstance, options: { liverc: LiveRcService }) {
  const { liverc } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The track list prepared once per answer the service keeps (a list of ~1,090 tracks costs milliseconds
  // to check against its schema, write, hash and compress), then sent as it is on every request.
  const preparedTrackLists = new WeakMap<object, PreparedJson>();
  routes.get(
    '/api/liverc/tracks',
    {
      schema: { querystring: tracksQuerySchema, response: { 200: liveRcTracksSchema } },
      config: { rateLimit: refreshLimit((request) => (request.query as { refresh: boolean }).refresh) },
    },
    async (request, reply) => {
      const tracks = await liverc.tracks({ refresh: request.query.refresh });
      let prepared = preparedTrackLists.get(tracks);
      if (!prepared) {
        // The route's own serializer: the same schema check and the same bytes as a returned answer.
        prepared = new PreparedJson(reply.serialize(tracks) as string);
        preparedTrackLists.set(tracks, prepared);
      }
      return prepared.send(request, reply as FastifyReply);
    },
  );
  routes.get(
    '/api/liverc/track-details',
    { schema: { querystring: liveRcUrlQuerySchema, response: { 200: trackDetailsSchema } } },
    (request) => liverc.trackDetails(request.query.url),
  );
  routes.get(
    '/api/liverc/event-details',
    { schema: { querystring: liveRcUrlQuerySchema, response: { 200: eventDetailsSchema } } },
    (request) => liverc.eventDetails(request.query.url),
  );
  routes.get(
    '/api/liverc/event-mains',
    { schema: { querystring: liveRcUrlQuerySchema, response: { 200: eventMainsSchema } } },
    (request) => liverc.eventMains(request.query.url),
  );
  routes.get(
    '/api/liverc/race-results',
    { schema: { querystring: liveRcUrlQuerySchema, response: { 200: raceResultsSchema } } },
    (request) => liverc.raceResults(request.query.url),
  );
  routes.get(
    '/api/saved-track-events',
    { schema: { querystring: savedTrackEventsQuerySchema, response: { 200: savedTrackEventsSchema } } },
    (request) => liverc.savedTrackEvents(request.query.trackUrl),
  );
}
