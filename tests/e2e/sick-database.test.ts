// The screens while PostgreSQL is stopped or frozen (a proxy to it that the test breaks): the racer reads
// the server's sentence and a way to try again, never a blank screen or a sign-in form, and trying again
// once the database is back shows the screen.
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import { describeBrowser } from '../support/browser.ts';
import { createRacerSession } from '../support/racer-session.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { databaseKinds } from '../support/test-database.ts';
import { uniqueRacer } from './helpers/accounts.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const SENTENCE = "Pitboard's database is not answering, try again in a moment";

describe.skipIf(!databaseKinds().includes('postgres'))('a sick database', () => {
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await TcpProxy.start(inject('postgresServerUrl') as string);
  });
  afterAll(() => proxy?.close());

  describeBrowser('on the screens', () => {
    const app = useAppBrowser({
      postgres: { via: (url) => proxy.via(url), connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 },
    });

    it('opening the app while the database is stopped: the sentence and Try again, then the app', async () => {
      const page = await app.newPage();
      const session = await createRacerSession(app.database(), uniqueRacer());
      await page
        .context()
        .addCookies([{ name: SESSION_COOKIE, value: session.token, url: app.url(), httpOnly: true }]);
      await proxy.refuse();
      try {
        await page.goto(app.url('/'));
        await page.getByText(SENTENCE).waitFor();
      } finally {
        await proxy.resume();
      }
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
    });

    it('a screen loading while the database is frozen: its failure names the sentence, Try Again loads it', async () => {
      const page = await app.newPage();
      await signedInRacer(page, app, '/stopwatch');
      proxy.freeze();
      try {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
        const failure = page.getByRole('alert').filter({ hasText: 'Failed to load inventory' });
        await failure.getByText(SENTENCE).waitFor();
      } finally {
        await proxy.resume();
      }
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('tab', { name: 'Inventory' }).waitFor();
    });
  });
});
