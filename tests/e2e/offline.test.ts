// A race day with no signal, on a 360 px phone: screens opened earlier open again from the phone's copy, marked
// 'No signal: as of', and what the racer adds, assigns and saves shows at once, waits in IndexedDB through a
// reload or a closed tab, and reaches the server exactly once when the signal is back. A write the server
// refuses afterwards (the set was deleted on another phone) is shown with what to do.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { RaceLogEntry } from '../../src/domain/race-log.ts';
import type { SetupSheet } from '../../src/domain/setup-sheets.ts';
import type { TyreItem } from '../../src/domain/tyres.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { anotherRacersCookie, signedInRacer } from './helpers/signed-in-racer.ts';

const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
const A_MAIN_PAGE = `/race-results?${new URLSearchParams({ url: A_MAIN, name: 'A-Main' })}`;
const ME = "LIAM O'CONNOR";

describeBrowser('offline race day', () => {
  const app = useAppBrowser({ liveRc: {} });
  const phone = () => app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  const get = async <T>(page: Page, path: string): Promise<T> =>
    (await page.request.get(app.url(path))).json();
  const pending = (page: Page) => page.getByRole('button', { name: /waiting to be sent|not saved/ });
  /** What the phone keeps in IndexedDB, as a reopened page finds it: each query's first key part, and the writes. */
  const stored = (page: Page) =>
    page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const text = await new Promise<string | undefined>((resolve) => {
        const read = db.transaction('keyval').objectStore('keyval').get('pitboard-cache');
        read.onsuccess = () => resolve(read.result as string | undefined);
        read.onerror = () => resolve(undefined);
      });
      db.close();
      const { clientState } = text ? JSON.parse(text) : { clientState: { queries: [], mutations: [] } };
      const queries = clientState.queries as { queryKey: string[]; state: { data: unknown } }[];
      return {
        queries: queries.map((query) => query.queryKey.join(' ')),
        data: Object.fromEntries(
          queries.map((query) => [query.queryKey.join(' '), JSON.stringify(query.state.data)]),
        ),
        writes: (clientState.mutations as unknown[]).length,
      };
    });
  const storedWrites = async (page: Page) => (await stored(page)).writes;
  /** A screen's copy is on the disk a moment after it shows. */
  const kept = async (page: Page, queryKey: string, holding = '') =>
    expect.poll(async () => (await stored(page)).data[queryKey]?.includes(holding) ?? false).toBe(true);

  /** Blockade in `compound` through the empty inventory's form; the form closes as soon as the set shows. */
  async function addFirstSet(page: Page, compound = 'M3') {
    await page.getByRole('button', { name: 'Add Your First Tyre Set' }).click();
    const form = page.getByRole('region', { name: 'Add Tyre Set' });
    await form.getByLabel('Tread pattern', { exact: true }).selectOption('Blockade');
    await form.getByLabel('Compound', { exact: true }).selectOption(compound);
    await form.getByRole('button', { name: 'Add to Inventory' }).click();
    await expect.poll(() => form.count()).toBe(0);
  }

  /** A new racer on a phone with no signal whose first set, added there, waits to be sent. */
  async function racerWithOneSetWaiting(compound = 'M3') {
    const page = await phone();
    await signedInRacer(page, app, '/inventory');
    await page.getByRole('heading', { name: 'No Tyre Sets' }).waitFor();
    await page.context().setOffline(true);
    await addFirstSet(page, compound);
    await page.getByRole('button', { name: '1 change waiting to be sent' }).waitFor();
    return page;
  }

  /** The page as the service worker keeps it, so that a reload with no signal opens the app. */
  async function underServiceWorker(page: Page) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
    });
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
  }

  it('adds a set, assigns it to a race and saves a setup with no signal, keeps them through a reload, and sends each once', async () => {
    const page = await phone();
    await signedInRacer(page, app, '/inventory');
    expect((await page.request.put(app.url('/api/settings'), { data: { driverName: ME } })).ok()).toBe(true);
    await underServiceWorker(page);
    // Opened with signal: the race, the inventory, the setup sheets.
    await page.goto(app.url(A_MAIN_PAGE));
    // On a phone, a driver's tyres are a tap on their row away.
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('button', { name: ME }).click();
    await results.getByRole('button', { name: 'Assign tyres' }).waitFor();
    for (const read of [`liverc race-results ${A_MAIN}`, 'race-log entries', 'settings'])
      await kept(page, read);
    await page.goto(app.url('/agama-setup-sheet'));
    await page.getByText('No saved setup sheets yet').waitFor();
    await kept(page, 'setup-sheets list');
    await page.goto(app.url('/inventory'));
    await page.getByRole('heading', { name: 'No Tyre Sets' }).waitFor();
    await kept(page, 'tyres list');

    await page.context().setOffline(true);
    await page
      .getByRole('status')
      .filter({ hasText: /^No signal: as of \d{1,2}:\d{2}/ })
      .waitFor();
    await addFirstSet(page);
    await page.getByRole('listitem', { name: 'Set #1', exact: true }).waitFor();
    await page.getByRole('button', { name: '1 change waiting to be sent' }).waitFor();
    await expect.poll(() => storedWrites(page)).toBe(1);

    // A reload with no signal: the race opened earlier, from the phone's copy; the set added offline assigned.
    await page.goto(app.url(A_MAIN_PAGE));
    await results.getByRole('button', { name: ME }).click();
    await results.getByRole('button', { name: 'Assign tyres' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Tyres to Race Result' });
    await dialog.getByLabel('Tire Set').selectOption({ label: 'Pro-Line Blockade M3 · Set #1 · New' });
    await dialog.getByRole('button', { name: 'Save Race Result' }).click();
    await dialog.waitFor({ state: 'detached' });
    await results.getByRole('button', { name: 'Update tyres' }).waitFor();
    await expect.poll(() => storedWrites(page)).toBe(2);

    await page.goto(app.url('/agama-setup-sheet'));
    await page.getByRole('textbox', { name: 'Track', exact: true }).fill('Red Gum Raceway');
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await page.getByRole('button', { name: '3 changes waiting to be sent' }).waitFor();
    await expect.poll(() => storedWrites(page)).toBe(3);

    // All of it still there after another reload with no signal. (Whether Chromium let a request through
    // while 'offline' is not asserted: its offline emulation does not hold for every request a page under a
    // service worker makes; the Idempotency-Key stores each write once however often it goes.)
    await page.reload();
    await page.getByRole('button', { name: '3 changes waiting to be sent' }).waitFor();
    await page.getByRole('list', { name: 'Saved setup sheets' }).getByText('Red Gum Raceway').waitFor();
    await page.goto(app.url('/inventory'));
    await page.getByRole('listitem', { name: 'Set #1', exact: true }).waitFor();

    // Signal: sent in order, each once; the race names the set the server numbered.
    await page.context().setOffline(false);
    await expect.poll(() => pending(page).count(), { timeout: 20_000 }).toBe(0);
    const sets = await get<TyreItem[]>(page, '/api/tire-inventory');
    const entries = await get<RaceLogEntry[]>(page, '/api/race-results-with-tires');
    const sheets = await get<SetupSheet[]>(page, '/api/setup-sheets');
    expect(sets.map((set) => `${set.treadPattern} ${set.compound} #${set.setNumber}`)).toEqual([
      'Blockade M3 #1',
    ]);
    expect(entries.map((entry) => [entry.driverName, entry.frontTireId, entry.rearTireId])).toEqual([
      [ME, sets[0]?.id, sets[0]?.id],
    ]);
    expect(sheets.map((sheet) => sheet.track)).toEqual(['Red Gum Raceway']);
    await page.getByRole('listitem', { name: 'Set #1', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'No signal' }).count()).toBe(0);
  });

  it('sends what waited when the racer opens Pitboard again after closing it', async () => {
    const page = await racerWithOneSetWaiting('M4');
    await expect.poll(() => storedWrites(page)).toBe(1);
    await page.close();

    const context = page.context();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(app.url('/inventory'));
    await again.getByRole('listitem', { name: 'Set #1', exact: true }).waitFor();
    await expect.poll(() => pending(again).count(), { timeout: 20_000 }).toBe(0);
    const sets = await get<TyreItem[]>(again, '/api/tire-inventory');
    expect(sets.map((set) => `${set.treadPattern} ${set.compound}`)).toEqual(['Blockade M4']);
  });

  it('shows a change the server refused once the signal came back, with why and what to do', async () => {
    const page = await phone();
    await signedInRacer(page, app, '/inventory');
    const added = await page.request.post(app.url('/api/tire-inventory'), {
      data: { treadPattern: 'Blockade', compound: 'M3', quantity: 2 },
    });
    const set: TyreItem = await added.json();
    await page.goto(app.url('/inventory'));
    const row = page.getByRole('listitem', { name: 'Set #1', exact: true });
    await row.waitFor();

    await page.context().setOffline(true);
    await row.getByRole('button', { name: 'Add one set' }).click();
    await expect.poll(() => row.textContent()).toContain('3 sets');
    // Meanwhile the racer's other phone deletes the set.
    const deleted = await page.request.delete(app.url(`/api/tire-inventory/${set.id}`), {
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.status()).toBe(204);

    await page.context().setOffline(false);
    const refused = page.getByRole('button', { name: '1 change not saved' });
    await refused.click();
    const dialog = page.getByRole('dialog', { name: 'Changes on this phone' });
    await dialog.getByText('Add one set').waitFor();
    await dialog.getByText('It is no longer there: it was deleted, perhaps on another device.').waitFor();
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => refused.count()).toBe(0);
    await expect.poll(() => row.count()).toBe(0);
  });

  it('asks before signing out with a change unsent, and leaves nothing of the racer on the phone once signed out', async () => {
    const page = await racerWithOneSetWaiting();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const ask = page.getByRole('dialog', { name: 'Changes not sent yet' });
    await ask.getByText('1 change is saved on this phone only.', { exact: false }).waitFor();
    await ask.getByRole('button', { name: 'Stay signed in' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    await page.getByRole('button', { name: '1 change waiting to be sent' }).waitFor();

    await page.context().setOffline(false);
    await expect.poll(() => pending(page).count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(async () => (await stored(page)).queries).toContain('tyres list');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    // At most the answer that nobody is signed in.
    await expect
      .poll(async () => (await stored(page)).queries.filter((query) => query !== 'auth user'))
      .toEqual([]);
  });

  it("opens the Dashboard with the followed track's event and the racer's tiles with no signal, from its copy", async () => {
    const page = await phone();
    await signedInRacer(page, app, '/dashboard?tab=live');
    await underServiceWorker(page);
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('red gum');
    await page.getByRole('button', { name: 'Follow Red Gum Raceway' }).click();
    const event = page.getByRole('heading', { name: 'Red Gum Nitro Series Round 6' });
    await event.waitFor();
    await page.getByRole('region', { name: 'Total Tires' }).waitFor();
    await kept(page, 'timing current-event', 'Red Gum Nitro Series Round 6');
    for (const read of ['settings', 'tyres list']) await kept(page, read);

    await page.context().setOffline(true);
    await page.reload();
    await event.waitFor();
    await page.getByRole('region', { name: 'Total Tires' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^No signal: as of \d{1,2}:\d{2}/ })
      .waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  });

  it("shows nothing of the last racer's copy when the server names another racer only after it is restored", async () => {
    const page = await racerWithOneSetWaiting();
    const context = page.context();
    await page.close();
    // Another racer's session on the phone, and the server slow to say who is signed in: the first racer's copy,
    // with their set waiting, is back on the screen before the answer. (Under load, the set stayed on the
    // inventory screen: its query was taken out of the cache, not out of the screen.)
    await context.clearCookies();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await signedInRacer(next, app, '/inventory');
    await next.getByRole('heading', { name: 'No Tyre Sets' }).waitFor();
    await expect.poll(() => next.getByRole('listitem', { name: 'Set #1', exact: true }).count()).toBe(0);
    await expect.poll(() => pending(next).count()).toBe(0);
    expect(await get<TyreItem[]>(next, '/api/tire-inventory')).toEqual([]);
  });

  it("keeps a racer's waiting change out of another racer's account who signs in in another tab", async () => {
    const page = await racerWithOneSetWaiting();
    // The first tab asks slowly who is signed in now: its waiting set goes out before it would learn.
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    // Another racer signs in on the same phone in a second tab: the phone's cookie is theirs now.
    await anotherRacersCookie(page.context(), app);
    await page.context().setOffline(false);
    const other = await page.context().newPage();
    await other.goto(app.url('/inventory'));
    await other.getByRole('heading', { name: 'No Tyre Sets' }).waitFor();
    // The first tab sends its waiting set with the cookie the phone has now: refused as another racer's.
    await page.getByRole('button', { name: '1 change not saved' }).waitFor();
    expect(await get<TyreItem[]>(other, '/api/tire-inventory')).toEqual([]);
  });

  it("never sends a racer's waiting change as another racer's who signs in on the same phone", async () => {
    const page = await racerWithOneSetWaiting();

    // The first racer's session ends meanwhile: with signal back, the write meets the sign-in screen, not the server.
    await page.context().clearCookies();
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await signedInRacer(page, app, '/inventory');
    await page.getByRole('heading', { name: 'No Tyre Sets' }).waitFor();
    await expect.poll(() => pending(page).count()).toBe(0);
    expect(await get<TyreItem[]>(page, '/api/tire-inventory')).toEqual([]);
    // The disk follows within the persister's half second.
    await expect.poll(() => storedWrites(page)).toBe(0);
  });
});
