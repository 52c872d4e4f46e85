// One real server and one Chromium per test file; a fresh browser context for every page a test
// opens, closed after the test, which also fails on any uncaught error inside the page.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppOptions } from '../../../src/server/app.ts';
import { DEMO_PAGES_DIR } from '../../../tools/liverc-replay/demo-pages.ts';
import {
  type ReplayOptions,
  type ReplayServer,
  startReplayServer,
} from '../../../tools/liverc-replay/replay-server.ts';
import { launchBrowser } from '../../support/browser.ts';
import type { PostgresTestOptions, TestDatabase } from '../../support/test-database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// Action timeouts well inside Vitest's 60 s test timeout, so a failure names the missing element.
const ACTION_TIMEOUT_MS = 15_000;

export type AppBrowser = {
  /** The test server's base URL. */
  url(path?: string): string;
  /** The server's real database, for a test to set up state no screen can create yet. */
  database(): TestDatabase;
  /** A page in a new, isolated browser context (its own cookies and storage). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** The replay server the app reads LiveRC from (only with the `liveRc` option), for faults and counts. */
  replay(): ReplayServer;
};

/**
 * `liveRc`: the app reads LiveRC from a replay server, by default over the repository's synthetic pages
 * (tools/liverc-replay/pages: Red Gum Raceway, its event, entry list and races).
 */
export function useAppBrowser(
  options: {
    liveRc?: Partial<ReplayOptions>;
    liveFeedTiming?: AppOptions['liveFeedTiming'];
    /** The reader of the events racers added (off unless given). */
    addedEvents?: AppOptions['addedEvents'];
    /** The server on PostgreSQL with these options (a proxy the test breaks). */
    postgres?: PostgresTestOptions;
    /** The full Chromium, which can show notifications (tests/support/browser.ts). */
    notifications?: boolean;
  } = {},
): AppBrowser {
  let server: TestServer | undefined;
  let replay: ReplayServer | undefined;
  let browser: Browser | undefined;
  let open: { page: Page; errors: string[] }[] = [];

  beforeAll(async () => {
    if (options.liveRc) replay = await startReplayServer({ pagesDir: DEMO_PAGES_DIR, ...options.liveRc });
    server = await startTestServer({
      liveRcUpstream: replay?.url,
      liveFeedTiming: options.liveFeedTiming,
      addedEvents: options.addedEvents,
      postgres: options.postgres,
    });
    browser = await launchBrowser({ notifications: options.notifications });
  });

  afterEach(async () => {
    const errors = open.flatMap((entry) => entry.errors);
    await Promise.all(open.map((entry) => entry.page.context().close()));
    open = [];
    if (errors.length > 0) throw new Error(`The page reported errors:\n${errors.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await replay?.close();
  });

  return {
    url: (path = '/') => {
      if (!server) throw new Error('the test server has not started');
      return new URL(path, server.url).href;
    },
    database: () => {
      if (!server) throw new Error('the test server has not started');
      return server.database;
    },
    replay: () => {
      if (!replay) throw new Error('useAppBrowser was not given the liveRc option');
      return replay;
    },
    newPage: async (contextOptions) => {
      if (!browser) throw new Error('the browser has not started');
      const context = await browser.newContext(contextOptions);
      const page = await context.newPage();
      page.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        // Chromium logs every 4xx/5xx answer as "Failed to load resource"; the tests provoke those
        // on purpose (401 while signed out, 409, 500), so only the app's own errors count.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      open.push({ page, errors });
      return page;
    },
  };
}
