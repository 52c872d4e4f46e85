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

export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(scratchDir, 'pitboard-test-'));
  const pgliteTemplateDir = path.join(root, 'template');
  const pglite = await openDatabase({ kind: 'pglite', dataDir: pgliteTemplateDir, durable: false });
  await pglite.close();
  project.provide('pgliteTemplateDir', pgliteTemplateDir);

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl && process.env.CI === 'true') {
    throw new Error('CI must test PostgreSQL too: set TEST_DATABASE_URL (see .ci/run).');
  }
  let templateName: string | null = null;
  if (serverUrl) {
    // One template per project: the unit and browser projects set up side by side in one process.
    templateName = `pitboard_template_${process.pid}_${project.name}`;
    await adminQuery(serverUrl, `drop database if exists ${templateName}`);
    await adminQuery(serverUrl, `create database ${templateName}`);
    const postgres = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, templateName),
      poolSize: 1,
    });
    await postgres.close();
  }
  project.provide('postgresServerUrl', serverUrl ?? null);
  project.provide(
    'postgresTemplateUrl',
    serverUrl && templateName ? databaseUrl(serverUrl, templateName) : null,
  );

  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (serverUrl && templateName) await adminQuery(serverUrl, `drop database if exists ${templateName}`);
  };
}
