// Two projects: `unit` (pure logic and server integration tests beside the code) and `e2e` (Chromium driving
// the real server). `npm test` runs both, type-checking beside them (run-p): tsc fits in the CPU the tests
// leave idle while they wait. Both share one pool of 4 workers: many files mostly wait (a server starting, a
// poll, LiveRC's timeout), so on 2 cores the CPU stays half idle with 3 workers; 4 took Vitest from 262 s to
// 225-240 s (2026-11-27), 5 was slower again (250 s). A worker keeps its imported modules (server, Drizzle,
// PGlite, Playwright) from one file to the next (`isolate: false`): nothing in them holds state one file
// could leave for the next, and the one test that fakes a clock puts the real one back.
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
          maxWorkers: 4,
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
          maxWorkers: 4,
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
