// What keeps another site from acting through a racer's browser, and HTTPS sticky once a browser saw it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A browser's Sec-Fetch-Site for a request our own page did not make.
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);
const ONE_YEAR_SECONDS = 31_536_000;

export const JSON_ONLY_MESSAGE = 'Pitboard accepts only JSON: send Content-Type: application/json';
export const CROSS_SITE_MESSAGE = 'Requests from another site are not accepted';

export const browserSecurity = fp(async (app: FastifyInstance) => {
  // A page on another site can send a form or a text/plain POST without asking first; it cannot send
  // application/json without a CORS preflight, which Pitboard never grants. So every request that
  // changes something must say JSON, an empty one included (the web app's sign-out and refresh do).
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (FOREIGN_SITES.has(String(request.headers['sec-fetch-site'])))
      throw new HttpError(403, CROSS_SITE_MESSAGE);
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') throw new HttpError(415, JSON_ONLY_MESSAGE);
  });

  // Fastify refuses an empty body said to be JSON; an empty request (sign out) is still a JSON request.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, String(body), done);
  });

  // Only over HTTPS (directly, or said so by a trusted proxy): on plain HTTP on a LAN the header would
  // be ignored, and it is sent without includeSubDomains so a club's other sites are not forced too.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}`);
  });
});
