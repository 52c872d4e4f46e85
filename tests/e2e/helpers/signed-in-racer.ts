// A racer signed in without the sign-in form: the account and its session are written straight into the
// test server's database with the server's own session code, and the browser is handed the cookie. Only
// auth.test.ts signs in through the form, because the form is its subject; here it would cost two page
// loads and a password check per test.
import type { BrowserContext, Page } from 'playwright-core';
import { createSession, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import { createRacerSession } from '../../support/racer-session.ts';
import { type Racer, uniqueRacer } from './accounts.ts';
import type { AppBrowser } from './browser-fixture.ts';

/** A new racer, signed in on the page at `path`, with their id for rows a test writes straight in. */
export async function signedInRacer(
  page: Page,
  app: Pick<AppBrowser, 'url' | 'database'>,
  path = '/',
): Promise<Racer & { userId: number }> {
  const racer = uniqueRacer();
  const session = await createRacerSession(app.database(), racer);
  await openWithSession(page, app, session, path);
  return { ...racer, userId: session.userId };
}

/** The same racer signed in on a second device (another browser context): a session of its own. */
export async function sameRacerOn(
  page: Page,
  app: Pick<AppBrowser, 'url' | 'database'>,
  userId: number,
  path = '/',
): Promise<void> {
  await openWithSession(page, app, await createSession(app.database().db, userId), path);
}

/**
 * A new racer's session cookie in the browser, no page opened: what signing in in another tab leaves every tab
 * of the phone with (a page may be offline meanwhile).
 */
export async function anotherRacersCookie(
  context: BrowserContext,
  app: Pick<AppBrowser, 'url' | 'database'>,
): Promise<void> {
  await addSessionCookie(context, app, await createRacerSession(app.database(), uniqueRacer()));
}

// As the server's own Set-Cookie has it (session-guard.ts).
const addSessionCookie = (
  context: BrowserContext,
  app: Pick<AppBrowser, 'url'>,
  session: { token: string; expires: Date },
) =>
  context.addCookies([
    {
      name: SESSION_COOKIE,
      value: session.token,
      url: app.url(),
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(session.expires.getTime() / 1000),
    },
  ]);

async function openWithSession(
  page: Page,
  app: Pick<AppBrowser, 'url'>,
  session: { token: string; expires: Date },
  path: string,
) {
  await addSessionCookie(page.context(), app, session);
  await page.goto(app.url(path));
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
}
