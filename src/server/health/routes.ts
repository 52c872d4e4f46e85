// GET /api/health: the process is up and the database answers (for load balancers and uptime checks).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/api/health', async (request, reply) => {
    try {
      await options.database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database did not answer');
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });
}
