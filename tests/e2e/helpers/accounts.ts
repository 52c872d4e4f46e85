// Racers for the browser tests: unique accounts made through the API, and sign-in through the form
// (for auth.test.ts; the other tests start signed in, see signed-in-racer.ts).
import type { Page } from 'playwright-core';

export type Racer = { username: string; email: string; password: string };

let created = 0;

/** A racer no other test (or earlier run against the same database) has used. */
export function uniqueRacer(): Racer {
  created += 1;
  const username = `racer_${Date.now()}_${created}`;
  return { username, email: `${username}@example.com`, password: 'pit-lane-42' };
}

/** Registers through the API: for tests whose subject is not the Create Account form. */
export async function createAccount(baseUrl: string, racer: Racer): Promise<void> {
  const response = await fetch(new URL('/api/auth/register', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(racer),
  });
  if (response.status !== 201) {
    throw new Error(`registering ${racer.username} answered ${response.status}: ${await response.text()}`);
  }
}

/** Fills 'Welcome Back' and waits for the signed-in app that the page reload brings. */
export async function signIn(page: Page, racer: Racer): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Username').fill(racer.username);
  await page.getByLabel('Password').fill(racer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
}

/** Holds one API request until release() is called: shows a pending state without sleeping. */
export async function holdRequest(page: Page, urlGlob: string): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(urlGlob, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
