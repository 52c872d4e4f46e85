// The tyre inventory beyond its own screen, in a real browser on a phone: the Race Timer's laps saved as
// practice on a tyre set (and counted in its laps), and the home page's Inventory tab summing it up.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { TyreSession } from '../../src/domain/tyre-sessions.ts';
import type { TyreItem } from '../../src/domain/tyres.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { pauseClock } from './helpers/page-clock.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

describeBrowser('the tyre inventory beyond its screen', () => {
  const app = useAppBrowser();

  const timer = (page: Page) => page.getByRole('region', { name: 'Timer 1' });
  const press = (page: Page, name: string) => timer(page).getByRole('button', { name, exact: true }).click();

  /** A set made through the API with the page's session, as the Inventory screen would. */
  async function addSet(page: Page, body: Record<string, unknown>): Promise<TyreItem> {
    const response = await page.request.post(app.url('/api/tire-inventory'), { data: body });
    expect(response.status()).toBe(201);
    return response.json();
  }

  it("saves a timer's laps to a chosen set, and the home Inventory tab counts them", async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.clock.install();
    await signedInRacer(page, app, '/stopwatch');
    await page.getByRole('heading', { name: 'Race Timer', level: 1 }).waitFor();
    await pauseClock(page);
    await press(page, 'START');
    await page.clock.runFor(38_061);
    await press(page, 'LAP');
    await page.clock.runFor(37_500);
    await press(page, 'LAP');
    await press(page, 'STOP');
    // The dialog loads the racer's sets: TanStack Query hands answers over on a 0 ms timer.
    await page.clock.resume();

    const save = timer(page).getByRole('button', { name: 'Save laps to a tyre set' });
    const dialog = page.getByRole('dialog', { name: 'Save laps to a tyre set' });
    // With no set yet, the racer is sent to the inventory.
    await save.click();
    await dialog.getByText('You have no tyre sets yet.', { exact: false }).waitFor();
    await expect
      .poll(() => dialog.getByRole('link', { name: 'Open Inventory' }).getAttribute('href'))
      .toBe('/inventory');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const m3 = await addSet(page, { treadPattern: 'Blockade', compound: 'M3', purchasePrice: 30 });
    await addSet(page, { brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue', quantity: 3 });
    // The sets were made outside the app: a reload reads them (the timer's laps are kept on the phone).
    await page.reload();
    await save.click();
    await dialog.getByText('2 laps · best 00:37.500 · average 00:37.781').waitFor();
    await dialog.getByLabel('Tyre set').selectOption({ label: 'Pro-Line Blockade M3, Set #1' });
    await dialog.getByLabel('Notes').fill('Dry, loose');
    await dialog.getByRole('button', { name: 'Save laps' }).click();
    await page.getByText('Laps saved to tyre set').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    const sessions = await page.request.get(app.url(`/api/tire-inventory/${m3.id}/sessions`));
    expect((await sessions.json()) as TyreSession[]).toMatchObject([
      { laps: 2, bestLap: 37.5, averageLap: 37.781, notes: 'Dry, loose', brand: 'Pro-Line', compound: 'M3' },
    ]);

    await page.goto(app.url('/?tab=inventory'));
    const totals = page.getByRole('region', { name: 'Inventory totals' });
    const tile = (label: string) => totals.getByRole('region', { name: label }).locator('p').first();
    await expect.poll(() => tile('Total Laps').textContent()).toBe('2');
    await expect.poll(() => tile('Total Sets').textContent()).toBe('4');
    await expect.poll(() => tile('Total Value').textContent()).toBe('£30.00');
    await page.getByRole('status').getByText('No tyre types out of stock, 1 running low').waitFor();
    await page.getByRole('link', { name: 'Open Inventory' }).click();
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();

    // Under the set on the Inventory screen: its practice session, and its laps.
    const m3Row = page.getByRole('listitem', { name: 'Set #1' }).filter({ hasText: '2 laps' });
    await m3Row.getByText('Practice sessions').click();
    await m3Row.getByRole('region', { name: 'Practice sessions' }).getByText('Dry, loose').waitFor();
  });
});
