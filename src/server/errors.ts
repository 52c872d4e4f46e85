// One error shape for every answer: JSON { message, details? } with the right status (DESIGN.md).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

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
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.details === undefined ? { message: error.message } : error);
    }
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
