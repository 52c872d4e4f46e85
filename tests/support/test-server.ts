// A real Pitboard server on a free port with its own fresh database, for browser tests.
import path from 'node:path';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import { TEST_PASSWORD_COST } from './racer-session.ts';
import {
  databaseKinds,
  openTestDatabase,
  type PostgresTestOptions,
  type TestDatabase,
} from './test-database.ts';

export type TestServer = { url: string; database: TestDatabase; close(): Promise<void> };

/**
 * `liveRcUpstream`: a replay server's URL, so the screens read LiveRC from recorded pages. `postgres`: on
 * PostgreSQL with these options (a proxy the test breaks, short timeouts).
 */
export async function startTestServer(
  options: {
    liveRcUpstream?: string;
    liveFeedTiming?: AppOptions['liveFeedTiming'];
    postgres?: PostgresTestOptions;
    /** The reader of the events racers added; off unless a test reads them. */
    addedEvents?: AppOptions['addedEvents'];
  } = {},
): Promise<TestServer> {
  // On PostgreSQL when the run has it (CI does): the same browser tests cost a quarter less CPU than on
  // PGlite, whose engine runs in this worker beside Chromium's driver (2026-11-24: 26.8 s -> 20.9 s of CPU
  // for the results and dashboard files). Both engines are covered query by query by the integration
  // tests (describeWithDatabases), and the PGlite server as a whole by main.test.ts.
  const database = options.postgres
    ? await openTestDatabase('postgres', options.postgres)
    : await openTestDatabase(databaseKinds().includes('postgres') ? 'postgres' : 'pglite');
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: false,
      // A parallel worker may build the web app elsewhere, so two builds never overwrite each other.
      webDistDir: path.resolve(process.env.TEST_WEB_DIST_DIR ?? 'dist/web'),
      // Without a replay server LiveRC reads go to a closed local port: a test never reaches the real site.
      liveRcUpstream: options.liveRcUpstream ?? 'http://127.0.0.1:9',
      // The app's own deadline: every LiveRC read behind one answer shares it, and on a busy 2-core machine
      // an event's page and its newest race, read and stored, took more than 2 s (its 'Results' tile read 0).
      liveRcTimeoutMs: 8_000,
    },
    database,
    liveFeedTiming: options.liveFeedTiming,
    // Tests count LiveRC requests: nothing may read pages behind their backs.
    locationFill: false,
    followedTracks: false,
    addedEvents: options.addedEvents ?? false,
    passwordHashCost: TEST_PASSWORD_COST,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not get a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
