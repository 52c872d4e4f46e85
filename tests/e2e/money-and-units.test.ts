// A racer in the US on a 360 px phone: they pick US dollars and °F in Settings; the inventory takes a price
// and temperatures in them, shows '$12.50' and the range in °F, keeps both as typed after a reload, and the
// CSV export says its units in the header.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

describeBrowser('money and units', () => {
  const app = useAppBrowser();
  const card = (page: Page) => page.getByRole('region', { name: 'Pro-Line Blockade M3', exact: true });
  const total = (page: Page) =>
    page.getByRole('region', { name: 'Total Value' }).locator('p').first().textContent();

  it('shows and takes US dollars and °F once picked in Settings, as typed after a reload', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, '/inventory');
    await page.getByRole('heading', { name: 'No Tyre Sets' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    // Pounds and °C until the racer says otherwise.
    await expect.poll(() => settings.getByLabel('Currency', { exact: true }).inputValue()).toBe('GBP');
    await expect.poll(() => settings.getByLabel('Temperature').inputValue()).toBe('C');
    await settings.getByLabel('Currency', { exact: true }).selectOption('US dollars (USD)');
    await settings.getByLabel('Temperature').selectOption('Fahrenheit (°F)');
    expect(
      (await settings.getByLabel('Currency', { exact: true }).boundingBox())?.height,
    ).toBeGreaterThanOrEqual(44);
    // A code that is no currency is refused where it was typed.
    await settings.getByLabel('Currency', { exact: true }).selectOption('Other (type its code)');
    await settings.getByLabel('Currency code (ISO 4217, e.g. CHF)').fill('XYZ');
    await settings.getByRole('button', { name: 'Use currency' }).click();
    await settings.getByRole('alert').getByText('Currency must be a three-letter ISO 4217 code').waitFor();
    await settings.getByLabel('Currency', { exact: true }).selectOption('US dollars (USD)');
    await settings.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add Your First Tyre Set' }).click();
    const form = page.getByRole('region', { name: 'Add Tyre Set' });
    await form.getByLabel('Tread pattern', { exact: true }).selectOption('Blockade');
    await form.getByLabel('Compound', { exact: true }).selectOption('M3');
    await form.getByLabel('Price per set ($)').fill('12.50');
    await form.getByLabel('Min temperature (°F)').fill('64');
    await form.getByLabel('Max temperature (°F)').fill('75');
    await form.getByRole('button', { name: 'Add to Inventory' }).click();
    await expect.poll(() => form.count()).toBe(0);

    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      await expect.poll(() => card(page).textContent()).toContain('$12.50');
      await expect.poll(() => card(page).textContent()).toContain('64-75°F');
      await expect.poll(() => total(page)).toBe('$12.50');
    }
    // Opened again, the form holds what was typed.
    await card(page).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('region', { name: 'Edit Set #1' });
    await expect.poll(() => edit.getByLabel('Price per set ($)').inputValue()).toBe('12.50');
    await expect.poll(() => edit.getByLabel('Min temperature (°F)').inputValue()).toBe('64');
    await expect.poll(() => edit.getByLabel('Max temperature (°F)').inputValue()).toBe('75');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const csv = await (await page.request.get(app.url('/api/export/tire-inventory.csv'))).text();
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(line).toBeDefined();
    const cells = Object.fromEntries(
      header!.split(',').map((column, index) => [column, line!.split(',')[index]]),
    );
    expect(cells).toMatchObject({
      'purchasePrice (USD)': '12.5',
      currency: 'USD',
      'tempRangeMin (°F)': '64',
      'tempRangeMax (°F)': '75',
    });
  });
});
