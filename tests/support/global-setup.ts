// Runs once per `vitest run`: migrates template databases that every test file then copies cheaply
// (a new PGlite costs ~4 s and ~800 MB; copying a migrated folder and opening it ~0.4 s).
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { scratchDir } from './scratch-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplateUrl: string | null;
    /** The server's own database, for creating and dropping copies: never the template, which must
     * have no connection while it is copied. */
    postgresServerUrl: string | null;
  }
}

type Templates = {
  pgliteTemplateDir: string;
  serverUrl: string | null;
  postgresTemplateUrl: string | null;
  close(): Promise<void>;
};

// Vitest calls this once per project (unit, e2e), one after the other, in one process: the templates are
// made once and shared through globalThis (each project may load its own copy of this module), and
// dropped after the last project's teardown. Made twice they held every test back 11-12 s;
// made once, 6.5-8 s.
const shared = globalThis as { pitboardTestTemplates?: { templates: Promise<Templates>; users: number } };

export default async function setup(project: TestProject) {
  shared.pitboardTestTemplates ??= { templates: createTemplates(), users: 0 };
  const entry = shared.pitboardTestTemplates;
  entry.users += 1;
  const templates = await entry.templates;
  project.provide('pgliteTemplateDir', templates.pgliteTemplateDir);
  project.provide('postgresServerUrl', templates.serverUrl);
  project.provide('postgresTemplateUrl', templates.postgresTemplateUrl);

  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.pitboardTestTemplates;
    await templates.close();
  };
}

async function createTemplates(): Promise<Templates> {
  const serverUrl = process.env.TEST_DATABASE_URL || null;
  if (!serverUrl && process.env.CI === 'true') {
    throw new Error('CI must test PostgreSQL too: set TEST_DATABASE_URL (see .ci/run).');
  }
  const root = mkdtempSync(path.join(scratchDir, 'pitboard-test-'));
  const pgliteTemplateDir = path.join(root, 'template');
  const templateName = `pitboard_template_${process.pid}`;
  const makePglite = async () => {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: pgliteTemplateDir, durable: false });
    await pglite.close();
  };
  const makePostgres = async (url: string) => {
    await adminQuery(url, `drop database if exists ${templateName}`);
    await adminQuery(url, `create database ${templateName}`);
    const postgres = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(url, templateName),
      poolSize: 1,
    });
    await postgres.close();
  };
  // One after the other: PGlite's start holds this process's event loop for seconds at a time, past the
  // PostgreSQL client's connect timeout.
  if (serverUrl) await makePostgres(serverUrl);
  await makePglite();
  return {
    pgliteTemplateDir,
    serverUrl,
    postgresTemplateUrl: serverUrl ? databaseUrl(serverUrl, templateName) : null,
    close: async () => {
      rmSync(root, { recursive: true, force: true });
      if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${templateName}`);
    },
  };
}
