// One error shape for every answer: JSON { message, details? } with the right status (docs/DESIGN.md). LiveRC's
// failures, and a database that does not answer, are turned into HTTP answers here, and only here.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../domain/api.ts';
import { LiveRcError } from '../liverc/client.ts';
import { LiveRcUrlError } from '../liverc/urls.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ApiErrorBody['details'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refusal that will pass: the answer says when to ask again (Retry-After, in seconds). */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
    this.name = 'RetryLaterError';
  }
}

/** What every screen shows while the database is stopped, restarting, frozen or out of reach. */
export const DATABASE_UNAVAILABLE = "Pitboard's database is not answering, try again in a moment";
// Long enough for a restart or a blip to pass; short enough that a screen asks again soon.
const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new RetryLaterError(503, DATABASE_UNAVAILABLE, DATABASE_RETRY_AFTER_SECONDS);

/** What a racer reads when LiveRC does not answer within its time-out (a 504). */
export const LIVERC_TIMEOUT = 'LiveRC did not answer in time';

/** LiveRC's failure as an answer, from the text a stale copy carries: a time-out 504, anything else 502. */
export const liveRcFailure = (message: string): HttpError =>
  new HttpError(message === LIVERC_TIMEOUT ? 504 : 502, message);

/**
 * What a failure to read LiveRC means to the racer: a refused address is bad input (400); a page LiveRC
 * does not have is 404; a slow LiveRC 504; anything else of LiveRC's 502.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof LiveRcUrlError) return new HttpError(400, error.message);
  if (error instanceof LiveRcError) {
    if (error.kind === 'invalid-url') return new HttpError(400, error.message);
    if (error.kind === 'timeout') return new HttpError(504, LIVERC_TIMEOUT);
    if (error.kind === 'not-found') return new HttpError(404, 'LiveRC page not found');
    if (error.kind === 'too-large') return new HttpError(502, 'LiveRC page is too large');
    if (error.kind === 'bad-redirect') return new HttpError(502, error.message);
  } else if (isDatabaseUnavailable(error)) {
    // Our own database failing on the way, not LiveRC: the racer waits a moment, as on every route.
    return databaseUnavailable();
  }
  return new HttpError(502, 'LiveRC is unreachable');
}

/** A failure this module knows how to tell the racer about. */
const isOurs = (error: unknown): boolean =>
  error instanceof HttpError || error instanceof LiveRcError || error instanceof LiveRcUrlError;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first field message is the headline ('Username is required'); all of them go in details.
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
      }
      const message = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ message, details: { fieldErrors } });
    }
    if (!isOurs(error) && (error.statusCode ?? 500) >= 500 && isDatabaseUnavailable(error)) {
      // Not a fault of this request: a line for the operator, an answer the racer can wait out.
      request.log.warn({ err: error }, 'the database is not answering');
      return sendHttpError(reply, databaseUnavailable());
    }
    if (isOurs(error)) return sendHttpError(reply, toHttpError(error));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal server error' });
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large) keep their text.
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}

function sendHttpError(reply: FastifyReply, error: HttpError) {
  const { statusCode, message, details } = error;
  if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(statusCode).send(details === undefined ? { message } : { message, details });
}

/**
 * Fastify's own refusals before any route runs (a malformed %-escape, an over-long parameter): the same
 * `{ message }` as every other answer.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid' : 'The request could not be read';
  void reply.status(400).send({ message });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};

/** Node's HTTP parser refusing a request (a broken request line, headers too large): our shape, then close. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request could not be read',
  ];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
