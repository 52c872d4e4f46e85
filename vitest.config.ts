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
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Assertions retry as long as a Playwright action waits (ACTION_TIMEOUT_MS in browser-fixture.ts).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
