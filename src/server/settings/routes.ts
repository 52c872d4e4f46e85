// GET/PUT /api/settings: the signed-in racer's driver name and followed track.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { settingsUpdateSchema, userSettingsSchema } from '../../domain/settings.ts';
import { currentUser } from '../auth/session-guard.ts';
import { readSettings, updateSettings } from './settings-store.ts';

export async function settingsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/settings', { schema: { response: { 200: userSettingsSchema } } }, (request) =>
    readSettings(db, currentUser(request).id),
  );
  routes.put(
    '/api/settings',
    { schema: { body: settingsUpdateSchema, response: { 200: userSettingsSchema } } },
    (request) => updateSettings(db, currentUser(request).id, request.body),
  );
}
