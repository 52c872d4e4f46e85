// Every /api answer says how a browser may keep it, and a GET answer carries a weak ETag from its bytes
// (@fastify/etag): a screen that polls or reopens asks again with If-None-Match and, when nothing changed,
// gets a 304 with no body instead of the whole list again. Any 304 (the static files' too) leaves with no body.
import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * Answers behind the session are the racer's own (or shown only to a signed-in racer): a shared cache
 * (a proxy, a CDN) must never keep them, and the browser must ask again before using its copy.
 */
export const API_CACHE_CONTROL = 'private, no-cache';

const etagHash = (body: string | Buffer) => createHash('sha1').update(body).digest('base64url');

/**
 * The tag @fastify/etag gives the same bytes, for an answer sent as a stream (which it cannot hash):
 * the same JSON gives the same tag whatever encoding carries it on the wire.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${etagHash(body)}"`;
}

/** Runs after @fastify/etag's hook, which tags (and answers 304 for) every string or Buffer answer. */
function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
    reply.header('cache-control', API_CACHE_CONTROL);
  if (reply.statusCode === 304) return withoutBody(reply, payload);
  // Only an answer a browser may keep and ask about again carries a tag: not an error, not a POST's.
  const keepable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    !String(reply.getHeader('cache-control')).includes('no-store');
  if (!keepable) reply.removeHeader('etag');
  return payload;
}

/**
 * Headers only: the browser's copy is current. Content-Type and length describe a body not sent, and the
 * encoding names one too (@fastify/static's .br file, a prepared brotli answer): without this, the
 * compression plugin would turn the static files' empty stream into a one-byte brotli body.
 */
function withoutBody(reply: FastifyReply, payload: unknown) {
  reply.removeHeader('content-encoding');
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  if (payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function') {
    (payload as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  }
  return null;
}

async function apiEtag(app: FastifyInstance) {
  // Instance hooks run before the compression plugin's route hooks: the tag is taken from the JSON, and
  // a 304 leaves nothing to compress. A tag already set (a prepared answer, a static file) is kept.
  await app.register(fastifyEtag, { weak: true, hashFn: etagHash });
  app.addHook('onSend', async (request, reply, payload) => onSend(request, reply, payload));
}

export const apiCaching = fastifyPlugin(apiEtag, { name: 'pitboard-api-etag' });
