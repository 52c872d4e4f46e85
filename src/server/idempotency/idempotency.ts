// Idempotency-Key on every racer's write: a phone's offline queue that resends a write after a lost answer
// gets the first answer back instead of a second tyre set. Once for every route, as hooks, not per route.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { BAD_KEY, KEY_REUSED, STILL_RUNNING } from '../../domain/idempotency.ts';
import { HttpError } from '../errors.ts';
import { claimKey, keepAnswer, releaseKey } from './kept-answers.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers bigger than this are not kept (the write may then run again): rows stay small. */
export const KEPT_ANSWER_MAX_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed: its answer is kept under it when sent. */
    idempotencyKey: string | null;
  }
}

/** A racer's write (signed in, not signing in or out) that may carry a key. */
const isRacerWrite = (request: FastifyRequest) =>
  WRITES.has(request.method) &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/auth/') &&
  request.user !== null;

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

async function lookUp(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || !isRacerWrite(request) || !request.user) return;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new HttpError(400, BAD_KEY);
  const asked = {
    userId: request.user.id,
    key,
    method: request.method,
    path: request.url,
    requestHash: hashOf(request),
  };
  const kept = await claimKey(db, asked);
  if (!kept) {
    request.idempotencyKey = key;
    return;
  }
  if (kept.method !== asked.method || kept.path !== asked.path || kept.requestHash !== asked.requestHash)
    throw new HttpError(422, KEY_REUSED);
  // The first send is still running: the phone asks again in a moment and then gets its answer.
  if (kept.status === null) throw new HttpError(409, STILL_RUNNING);
  reply.code(kept.status).header('idempotent-replayed', 'true');
  if (kept.body) reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(kept.body ?? undefined);
}

async function store(db: Db, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const key = request.idempotencyKey;
  if (!key || !request.user) return;
  request.idempotencyKey = null;
  const body = payload === null || payload === undefined || payload === '' ? null : payload;
  const keepable =
    reply.statusCode < 500 &&
    (body === null || (typeof body === 'string' && Buffer.byteLength(body) <= KEPT_ANSWER_MAX_BYTES));
  try {
    if (keepable) await keepAnswer(db, request.user.id, key, reply.statusCode, body as string | null);
    else await releaseKey(db, request.user.id, key);
  } catch (error) {
    // The write's answer still goes out; the claim frees itself after a while (kept-answers.ts).
    request.log.warn({ err: error }, 'could not keep the answer of an Idempotency-Key');
  }
}

async function idempotencyPlugin(app: FastifyInstance, options: { db: Db }) {
  app.decorateRequest('idempotencyKey', null);
  // After validation (a refused body runs nothing and keeps nothing) and after the session guard.
  app.addHook('preHandler', async (request, reply) => lookUp(options.db, request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    await store(options.db, request, reply, payload);
    return payload;
  });
}

export const idempotency = fastifyPlugin(idempotencyPlugin, { name: 'pitboard-idempotency' });
