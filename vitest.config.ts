// Two projects: `unit` (pure logic and server integration tests beside the code) and `e2e` (Chromium driving
// the real server). `npm test` runs both, type-checking beside them (run-p): tsc fits in the CPU the tests
// leave idle while they wait. Both share one pool of 3 workers: many files mostly wait (a server starting, a
// poll, LiveRC's timeout), so on 2 cores 3 workers beat 2 and 4 or 6 gain nothing. A worker keeps its imported
// modules (server, Drizzle, PGlite, Playwright) from one file to the next (`isolate: false`): nothing in them
// holds state one file could leave for the next, and the one test that fakes a clock puts the real one back.
// On this machine's 2 cores `npm test` takes about 3.5 minutes (3 min 21 s, vitest 194 s, 2026-11-27).
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
          maxWorkers: 3,
          isolate: false,
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
          // Each file has its own server, database and Chromium, so files run side by side with the
          // unit files (the same group, so the same worker count).
          maxWorkers: 3,
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
