// The Inventory screen on a 360 px phone: sets added through the form (from the catalogue and typed in),
// duplicated, counted up and down to removal (with Undo), searched and filtered, with the header totals
// and the stock banner following every change; and the Analytics tab's performance metrics.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { TyreItem } from '../../src/domain/tyres.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const PRO_LINE = 'Pro-Line Blockade M3';
const SCHUMACHER = 'Schumacher Mini Pin Yellow';

describeBrowser('the Inventory screen', () => {
  const app = useAppBrowser();

  const total = (page: Page, name: string) =>
    page.getByRole('region', { name }).locator('p').first().textContent();
  const totals = async (page: Page) => ({
    sets: await total(page, 'Total Sets'),
    tyres: await total(page, 'Total Tires'),
    value: await total(page, 'Total Value'),
    patterns: await total(page, 'Tread Patterns'),
  });
  const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const row = (page: Page, group: string, set: string) =>
    card(page, group).getByRole('listitem', { name: set, exact: true });
  const rowText = (page: Page, group: string, set: string) => row(page, group, set).innerText();
  const cardNames = (page: Page) => page.locator('h2').allInnerTexts();
  // Sonner keeps a replaced toast on the page while it slides away: the one that counts is in front.
  const toast = (page: Page, title: string) =>
    page
      .locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])')
      .getByText(title, { exact: true })
      .waitFor();

  const phone = () => app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  /** A row made through the API with the page's session, as the screens would. */
  async function post<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
    const response = await page.request.post(app.url(path), { data: body });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  }
  const addSet = (page: Page, body: Record<string, unknown>) =>
    post<TyreItem>(page, '/api/tire-inventory', body);
  /** Nothing on the page is wider than the phone. */
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it('adds, duplicates, counts and removes sets, searches and filters, and keeps the totals and banner true', async () => {
    const page = await phone();
    await signedInRacer(page, app, '/inventory');
    await expect
      .poll(() => page.getByRole('tab').allInnerTexts())
      .toEqual(['Inventory', 'Analytics', 'Insights']);
    await page.getByRole('heading', { name: 'No Tyre Sets' }).waitFor();

    // A set from the catalogue: the pattern fills the track type, the compound its temperatures.
    await page.getByRole('button', { name: 'Add Your First Tyre Set' }).click();
    const form = page.getByRole('region', { name: 'Add Tyre Set' });
    const submit = form.getByRole('button', { name: 'Add to Inventory' });
    await form.getByText('Please select both tread pattern and compound').waitFor();
    await form.getByLabel('Tread pattern', { exact: true }).selectOption('Blockade');
    await expect.poll(() => form.getByLabel('Track type').inputValue()).toBe('dirt');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Compound', { exact: true }).selectOption('M3');
    await expect.poll(() => form.getByLabel('Min temperature (°C)').inputValue()).toBe('21');
    await form.getByLabel('Price per set (£)').fill('12.50');
    await submit.click();
    await toast(page, 'Tire added to inventory');
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #1')).toContain('£12.50');
    await expect.poll(() => totals(page)).toEqual({ sets: '1', tyres: '4', value: '£12.50', patterns: '1' });
    await page.getByText('No tyre types out of stock, 1 running low').waitFor();

    // A brand the catalogue lacks, typed in: its pattern and compound are typed too.
    await page.getByRole('button', { name: 'Add Tyre Set', exact: true }).click();
    await form.getByLabel('Brand', { exact: true }).selectOption('Other…');
    await form.getByLabel('Custom brand').fill('Schumacher');
    await form.getByLabel('Tread pattern', { exact: true }).fill('Mini Pin');
    await form.getByLabel('Compound', { exact: true }).fill('Yellow');
    await form.getByLabel('Quantity (sets)').fill('3');
    await form.getByLabel('Track type').selectOption('carpet');
    await submit.click();
    await toast(page, 'Tire added to inventory');
    await expect.poll(() => totals(page)).toEqual({ sets: '4', tyres: '16', value: '£12.50', patterns: '2' });

    // 'Add Set' duplicates the row: one new set bought today at its price.
    await row(page, PRO_LINE, 'Set #1').getByRole('button', { name: 'Add Set' }).click();
    await toast(page, 'Tire added to inventory');
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #2')).toContain('£12.50');
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #2')).toContain('1 set');
    // Three sets of each tyre type: nothing short, no banner.
    await row(page, PRO_LINE, 'Set #1').getByRole('button', { name: 'Add one set' }).click();
    await toast(page, 'Inventory updated successfully');
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #1')).toContain('2 sets');
    await expect.poll(() => totals(page)).toEqual({ sets: '6', tyres: '24', value: '£37.50', patterns: '2' });
    await expect.poll(() => page.getByText('running low').count()).toBe(0);

    // Search and filters.
    await expect.poll(() => page.getByText('Showing 2 of 2 tyre types').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search tyres' }).fill('mini pin');
    await page.getByText('Showing 1 of 2 tyre types').waitFor();
    await expect.poll(() => cardNames(page)).toEqual([SCHUMACHER]);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByLabel('Track type').selectOption('dirt');
    await expect.poll(() => cardNames(page)).toEqual([PRO_LINE]);
    await page.getByLabel('Track type').selectOption('astro');
    await page.getByRole('heading', { name: 'No matching tyre sets' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByText('Showing 2 of 2 tyre types').waitFor();

    // Minus down to removal; Undo puts the row back as it was.
    await row(page, PRO_LINE, 'Set #2').getByRole('button', { name: 'Remove one set' }).click();
    await toast(page, 'Item removed from inventory');
    await expect.poll(() => row(page, PRO_LINE, 'Set #2').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #2')).toContain('1 set');
    await row(page, PRO_LINE, 'Set #2').getByRole('button', { name: 'Remove one set' }).click();
    await toast(page, 'Item removed from inventory');
    const first = row(page, PRO_LINE, 'Set #1');
    await first.getByRole('button', { name: 'Remove one set' }).click();
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #1')).toContain('1 set');
    await page.getByText('No tyre types out of stock, 1 running low').waitFor();
    await first.getByRole('button', { name: 'Remove one set' }).click();
    await toast(page, 'Item removed from inventory');
    await expect.poll(() => cardNames(page)).toEqual([SCHUMACHER]);
    await expect.poll(() => totals(page)).toEqual({ sets: '3', tyres: '12', value: '£0.00', patterns: '1' });
  });

  it('adds a quantity that is no number as 0 sets, an empty lot', async () => {
    const page = await phone();
    await signedInRacer(page, app, '/inventory');
    await page.getByRole('button', { name: 'Add Your First Tyre Set' }).click();
    const form = page.getByRole('region', { name: 'Add Tyre Set' });
    await form.getByLabel('Tread pattern', { exact: true }).selectOption('Blockade');
    await form.getByLabel('Compound', { exact: true }).selectOption('M3');
    await form.getByLabel('Quantity (sets)').fill('two');
    await form.getByRole('button', { name: 'Add to Inventory' }).click();
    await toast(page, 'Tire added to inventory');
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #1')).toContain('0 sets');
    await expect.poll(() => card(page, PRO_LINE).getByText('Out of stock').count()).toBe(1);
  });

  it('numbers the sets of a lot bought together, each with its own laps, and + and − still count', async () => {
    const page = await phone();
    await signedInRacer(page, app);
    await addSet(page, {
      treadPattern: 'Blockade',
      compound: 'M3',
      quantity: 3,
      purchasePrice: 30,
      lapsEntered: 40,
    });
    await page.goto(app.url('/inventory'));
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #1')).toContain('3 sets');

    await row(page, PRO_LINE, 'Set #1').getByRole('button', { name: 'Number these sets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Number these sets' });
    await dialog.getByText('The 40 laps run so far stay on Set #1.').waitFor();
    await dialog.getByRole('button', { name: 'Number 3 sets' }).click();
    await toast(page, '3 sets numbered');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card(page, PRO_LINE).getByRole('listitem').count()).toBe(3);
    for (const [set, laps] of [
      ['Set #1', '40 laps'],
      ['Set #2', '0 laps'],
      ['Set #3', '0 laps'],
    ]) {
      expect(await rowText(page, PRO_LINE, set!)).toContain(laps);
      expect(await rowText(page, PRO_LINE, set!)).toContain('£30.00');
      expect(await row(page, PRO_LINE, set!).getByRole('button', { name: 'Number these sets' }).count()).toBe(
        0,
      );
    }
    // The card still holds 3 sets; + on one set counts it as before.
    await row(page, PRO_LINE, 'Set #2').getByRole('button', { name: 'Add one set' }).click();
    await expect.poll(() => rowText(page, PRO_LINE, 'Set #2')).toContain('2 sets');
    await expect.poll(() => card(page, PRO_LINE).locator('header').textContent()).toContain('4 sets');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  it('the list view is a line per set on a phone, its − and + on the line and the rest a tap away', async () => {
    const page = await phone();
    await signedInRacer(page, app);
    for (let set = 0; set < 3; set += 1) {
      await addSet(page, { treadPattern: 'Blockade', compound: 'M3', purchasePrice: 30, lapsEntered: 1200 });
    }
    await page.goto(app.url('/inventory'));
    const heights = () =>
      card(page, PRO_LINE)
        .getByRole('listitem')
        .evaluateAll((rows) => rows.map((each) => each.getBoundingClientRect().height));
    await expect.poll(heights).toHaveLength(3);
    // The grid view: a few lines and a row of buttons each.
    expect(Math.min(...(await heights()))).toBeGreaterThan(100);

    await page.getByRole('button', { name: 'List view' }).click();
    // One line each: a thumb's height.
    await expect.poll(async () => Math.max(...(await heights()))).toBeLessThanOrEqual(56);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    const second = row(page, PRO_LINE, 'Set #2');
    expect(await second.textContent()).toContain('1,200 laps');
    await second.getByRole('button', { name: 'Add one set' }).click();
    await toast(page, 'Inventory updated successfully');
    await expect.poll(() => second.textContent()).toContain('2 sets');

    await second.getByRole('button', { name: /^Set #2/ }).click();
    await second.getByText('£30.00 · No purchase date').waitFor();
    await second.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('region', { name: 'Edit Set #2' }).waitFor();
  });

  it("Analytics gives each tyre type's laps per set, cost per lap and race log results", async () => {
    const page = await phone();
    await signedInRacer(page, app);
    const m3 = await addSet(page, {
      treadPattern: 'Blockade',
      compound: 'M3',
      quantity: 2,
      purchasePrice: 30,
      lapsEntered: 240,
    });
    await addSet(page, { brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue' });
    for (const [position, userRating] of [
      [1, 5],
      [4, null],
      [2, 4],
    ]) {
      await post(page, '/api/race-results-with-tires', {
        raceTitle: '1/8 Nitro Buggy A-Main',
        trackName: 'Red Gum Raceway',
        driverName: 'Sam Racer',
        position,
        raceDate: '2026-03-01T10:00:00.000Z',
        userRating,
        lapsCompleted: 0,
        frontTireId: m3.id,
        rearTireId: m3.id,
      });
    }
    await page.goto(app.url('/inventory?tab=analytics'));

    const metrics = page.getByRole('region', { name: 'Performance metrics' });
    const figures = (type: string) =>
      metrics.getByRole('listitem', { name: type, exact: true }).getByRole('definition').allInnerTexts();
    // 240 laps over 2 sets at £30 each; three races at P1, P4 and P2, two of them rated.
    await expect.poll(() => figures('Pro-Line Blockade M3')).toEqual(['120', '£0.25', '3', '2.3', '4.5 / 5']);
    await expect.poll(() => figures('JConcepts Reflex Blue')).toEqual(['0', '-', '0', '-', '-']);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});
