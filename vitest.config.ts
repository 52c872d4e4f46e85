// Two projects: `unit` (pure logic and server integration tests beside the code) and `e2e`
// (Chromium driving the real server). `npm test` runs both and ends with Vitest's summary line; it
// type-checks beside them (run-p): tsc's 27 s fit in the CPU the tests leave idle while they wait (2026-11-26,
// 2 cores: both together 280 s, against 290 s of tests and 27 s of tsc in turn).
// Both run side by side in one pool of 3 workers: many files mostly wait (a server starting, a poll, a
// retry), so on 2 cores the two together took 182-211 s where one after the other took 215 s
// (2026-11-23); 3, 4 and 6 workers took the same time, 3 with the least contention. A worker keeps its imported modules (server, Drizzle,
// PGlite, Playwright) from one file to the next instead of importing them again (`isolate: false`,
// 50 s of imports down to 29): nothing in them holds state one file could leave for the next, and the
// one test that fakes a clock puts the real one back.
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
