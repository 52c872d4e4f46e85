// Accounts in a real browser: register, validation, sign in, stay signed in, sign out, and sessions
// that stay with their own browser.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { createAccount, holdRequest, signIn, uniqueRacer } from './helpers/accounts.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

/** The page's Content-Security-Policy violations from now on (the browser reports each on its console). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describeBrowser('accounts in the browser', () => {
  const app = useAppBrowser();

  it('shows the sign-in screen with none of the signed-in app loaded', async () => {
    const page = await app.newPage();
    const files: string[] = [];
    page.on('request', (request) => files.push(new URL(request.url()).pathname));
    await page.goto(app.url('/race-results?url=x'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    // Signed out (no session cookie came), no screen of the app, no part of it beyond the first load, and
    // nothing asked of the server: not even who is signed in.
    expect(files.filter((file) => /app-shell|-page-|\/app-|^\/api\//.test(file))).toEqual([]);
  });

  it('shows the validation messages, registers without sending the confirmation, then signs in', async () => {
    const page = await app.newPage();
    const racer = uniqueRacer();
    const cspViolations = await recordCspViolations(page);
    await page.goto(app.url());
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Invalid email address').waitFor();
    // Once for Password and once for Confirm Password.
    await page.getByText('Password must be at least 6 characters').nth(1).waitFor();

    await page.getByLabel('First Name').fill('Ryan');
    await page.getByLabel('Last Name').fill('Maifield');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill(racer.password);
    await page.getByLabel('Confirm Password').fill(`${racer.password}!`);
    await submit.click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText("Passwords don't match").waitFor();
    // Checking the form asked for nothing the app's Content-Security-Policy refuses (zod's eval probe).
    expect(await cspViolations()).toEqual([]);

    await page.getByLabel('Username').fill(racer.username);
    await page.getByLabel('Email').fill(racer.email);
    await page.getByLabel('Confirm Password').fill(racer.password);
    const held = await holdRequest(page, '**/api/auth/register');
    const sent = page.waitForRequest('**/api/auth/register');
    await submit.click();
    await page.getByRole('button', { name: 'Creating Account...' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Creating Account...' }).isDisabled())
      .toBe(true);
    expect((await sent).postDataJSON()).toEqual({
      username: racer.username,
      email: racer.email,
      password: racer.password,
      firstName: 'Ryan',
      lastName: 'Maifield',
    });
    held.release();

    await page.getByText('Registration successful').waitFor();
    await page.getByText('Your account has been created. Please log in.').waitFor();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Username').fill('');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Username is required').waitFor();

    await signIn(page, racer);
    await page.getByText('Login successful').waitFor();
    await page.getByText(`Welcome back, ${racer.username}!`).waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menu').getByText(racer.username, { exact: true }).waitFor();
    await page.getByRole('menu').getByText(racer.email, { exact: true }).waitFor();
  });

  it("shows 'Signing In...' while the sign-in is on its way", async () => {
    const page = await app.newPage();
    const racer = uniqueRacer();
    await createAccount(app.url(), racer);
    await page.goto(app.url());
    await page.getByLabel('Username').fill(racer.username);
    await page.getByLabel('Password').fill(racer.password);
    const held = await holdRequest(page, '**/api/auth/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const pending = page.getByRole('button', { name: 'Signing In...' });
    await pending.waitFor();
    await expect.poll(() => pending.isDisabled()).toBe(true);
    held.release();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
  });

  it("answers a wrong password with 'Login failed' and the server's message", async () => {
    const page = await app.newPage();
    const racer = uniqueRacer();
    await createAccount(app.url(), racer);
    await page.goto(app.url());
    await signInExpectingFailure(page, racer.username, 'not-the-password');
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid username or password').waitFor();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it("answers a taken username with 'Registration failed' and the server's one sentence", async () => {
    const page = await app.newPage();
    const taken = uniqueRacer();
    await createAccount(app.url(), taken);
    await page.goto(app.url());
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email').fill(`other_${taken.email}`);
    await page.getByLabel('Password', { exact: true }).fill(taken.password);
    await page.getByLabel('Confirm Password').fill(taken.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration failed').waitFor();
    await page.getByText('That username or email is already taken').waitFor();
    // The form stays as typed, so the racer only has to change the username or the email.
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(`other_${taken.email}`);
  });

  it('stays signed in across a reload, on the page it was on', async () => {
    const page = await app.newPage();
    const racer = uniqueRacer();
    await createAccount(app.url(), racer);
    // Signed out, every route shows the sign-in screen in its place.
    await page.goto(app.url('/inventory'));
    await signIn(page, racer);
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menu').getByText(racer.username, { exact: true }).waitFor();
  });

  it("signs out with 'Logging out...', a toast, and back to 'Welcome Back' for good", async () => {
    const page = await app.newPage();
    await signedInRacer(page, app);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const held = await holdRequest(page, '**/api/auth/logout');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const pending = page.getByRole('menuitem', { name: 'Logging out...' });
    await pending.waitFor();
    await expect.poll(() => pending.getAttribute('aria-disabled')).toBe('true');
    held.release();

    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByText('Logged out successfully').waitFor();
    await page.getByText('See you next time!').waitFor();
    // The session is gone on the server too, not only hidden in this page.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('tells the racer when signing out fails, and stays signed in', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app);
    // The signal drops as the racer taps Logout: the request never reaches the server.
    await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logout failed').waitFor();
    await page.getByText('Please try again').waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  });

  it("keeps each racer's session in their own browser", async () => {
    const firstPage = await app.newPage();
    const first = await signedInRacer(firstPage, app);
    const second = uniqueRacer();
    await createAccount(app.url(), second);

    const secondPage = await app.newPage();
    await secondPage.goto(app.url());
    await secondPage.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await signIn(secondPage, second);
    await secondPage.getByRole('button', { name: 'Open menu' }).click();
    const secondMenu = secondPage.getByRole('menu');
    await secondMenu.getByText(second.username, { exact: true }).waitFor();
    await expect.poll(() => secondMenu.getByText(first.username).count()).toBe(0);

    await firstPage.reload();
    await firstPage.getByRole('button', { name: 'Open menu' }).click();
    await firstPage.getByRole('menu').getByText(first.username, { exact: true }).waitFor();
  });
});

async function signInExpectingFailure(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
