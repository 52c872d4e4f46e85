// Two projects: `unit` (pure logic and server integration tests beside the code) and `e2e`
// (Chromium driving the real server). `npm test` runs both and ends with Vitest's summary line.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // Vitest's default on 2 cores is 1 worker; 2 take the unit tests from ~104 s to ~84 s here.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // Each file has its own server, database and Chromium, so files run side by side. Chromium keeps
          // both cores busy: 2, 3 and 4 workers took the same time, measured side by side (84-125 s,
          // with the machine's other load); 3 also fills the time a file only waits (a retry backoff).
          // They run after the unit tests, not among them.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          // A worker keeps its imported modules (server, Drizzle, PGlite, Playwright) from one file to
          // the next, instead of importing them again for each file. Nothing in them holds state
          // that one file could leave behind for the next.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Assertions retry as long as a Playwright action waits (ACTION_TIMEOUT_MS in browser-fixture.ts).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
