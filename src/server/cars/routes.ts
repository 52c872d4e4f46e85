// /api/cars: the signed-in racer's cars (My cars). The user is the session's, never the request's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  carCreateSchema,
  carIdParamsSchema,
  carListSchema,
  carPatchSchema,
  carSchema,
} from '../../domain/cars.ts';
import { currentUser } from '../auth/session-guard.ts';
import { createCar, deleteCar, findCar, listCars, updateCar } from './car-store.ts';

export async function carRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/cars', { schema: { response: { 200: carListSchema } } }, (request) =>
    listCars(db, currentUser(request).id),
  );
  routes.post(
    '/api/cars',
    { schema: { body: carCreateSchema, response: { 201: carSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCar(db, currentUser(request).id, request.body)),
  );
  routes.get(
    '/api/cars/:id',
    { schema: { params: carIdParamsSchema, response: { 200: carSchema } } },
    (request) => findCar(db, currentUser(request).id, request.params.id),
  );
  routes.patch(
    '/api/cars/:id',
    { schema: { params: carIdParamsSchema, body: carPatchSchema, response: { 200: carSchema } } },
    (request) => updateCar(db, currentUser(request).id, request.params.id, request.body),
  );
  routes.delete(
    '/api/cars/:id',
    { schema: { params: carIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCar(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
