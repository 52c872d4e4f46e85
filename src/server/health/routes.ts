// GET /api/health: the process is up and the database answers (for load balancers and uptime checks).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { healthSchema } from '../../domain/api.ts';
import { databaseUnavailable } from '../errors.ts';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health', { schema: { response: { 200: healthSchema } } }, async (request) => {
      try {
        await options.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database did not answer');
        throw databaseUnavailable();
      }
    });
}
