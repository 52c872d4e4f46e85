// A racer signed in without the sign-in form: the account and its session are written straight into the
// test server's database with the server's own session code, and the browser is handed the cookie. Only
// auth.test.ts signs in through the form, because the form is its subject; here it would cost two page
// loads and a password check per test.
import type { Page } from 'playwright-core';
import { users } from '../../../src/db/schema.ts';
import { hashPassword } from '../../../src/server/auth/password.ts';
import { createSession, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import { type Racer, uniqueRacer } from './accounts.ts';
import type { AppBrowser } from './browser-fixture.ts';

// scrypt costs 50-250 ms a hash on this machine. Every racer here has the same password, so one real
// hash per worker process serves them all, and any of them can still sign in through the form.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/** A new racer, signed in on the page at `path`. */
export async function signedInRacer(
  page: Page,
  app: Pick<AppBrowser, 'url' | 'database'>,
  path = '/',
): Promise<Racer> {
  const racer = uniqueRacer();
  const { db } = app.database();
  const [created] = await db
    .insert(users)
    .values({ username: racer.username, email: racer.email, passwordHash: await hashOf(racer.password) })
    .returning({ id: users.id });
  if (!created) throw new Error(`could not create ${racer.username}`);
  const session = await createSession(db, created.id);
  // As the server's own Set-Cookie has it (session-guard.ts).
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: session.token,
      url: app.url(),
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(session.expires.getTime() / 1000),
    },
  ]);
  await page.goto(app.url(path));
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
  return racer;
}
