// Every /api answer says how a browser may keep it, and a GET answer carries a weak ETag from its bytes:
// a screen that polls or reopens asks again with If-None-Match and, when nothing changed, gets a 304
// with no body instead of the whole list again. Any 304 (the static files' too) leaves with no body.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * Answers behind the session are the racer's own (or shown only to a signed-in racer): a shared cache
 * (a proxy, a CDN) must never keep them, and the browser must ask again before using its copy.
 */
export const API_CACHE_CONTROL = 'private, no-cache';

/** A weak tag: the same JSON gives the same tag whatever encoding carries it on the wire. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when If-None-Match names `etag` (or is `*`), comparing weakly as RFC 9110 asks for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 304) return withoutBody(reply, payload);
  if (!request.url.startsWith('/api/')) return payload;
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
  const cacheable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    !String(reply.getHeader('cache-control')).includes('no-store');
  if (!cacheable) return payload;
  const etag = weakEtag(payload);
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  // The browser's copy is current: headers only. Content-Type and length describe a body not sent.
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return '';
}

/**
 * A 304 from the static files (index.html revalidated) carries send's empty stream, which the compression
 * plugin would otherwise turn into a one-byte brotli body with a Content-Encoding header: a 304 has no body.
 */
function withoutBody(reply: FastifyReply, payload: unknown) {
  // @fastify/static names the .br file it would have sent; with no body there is no encoding to name.
  reply.removeHeader('content-encoding');
  if (payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function') {
    (payload as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  }
  return null;
}

async function apiEtag(app: FastifyInstance) {
  // An instance hook runs before the compression plugin's route hooks: the tag is taken from the JSON,
  // and a 304 leaves nothing to compress.
  app.addHook('onSend', async (request, reply, payload) => onSend(request, reply, payload));
}

export const apiCaching = fastifyPlugin(apiEtag, { name: 'pitboard-api-etag' });
