// GET/PUT /api/settings: the signed-in racer's driver names and followed track; the spellings of them found
// in read races, to confirm (a PUT of the names) or reject.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  driverNameCandidatesSchema,
  driverNameRejectionSchema,
  settingsUpdateSchema,
  userSettingsSchema,
} from '../../domain/settings.ts';
import { currentUser } from '../auth/session-guard.ts';
import { driverNameCandidatesOf, rejectDriverName } from './driver-name-candidates.ts';
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
  routes.get(
    '/api/settings/driver-name-candidates',
    { schema: { response: { 200: driverNameCandidatesSchema } } },
    (request) => driverNameCandidatesOf(db, currentUser(request).id),
  );
  routes.post(
    '/api/settings/rejected-driver-names',
    { schema: { body: driverNameRejectionSchema, response: { 200: driverNameCandidatesSchema } } },
    (request) => rejectDriverName(db, currentUser(request).id, request.body.name),
  );
}
