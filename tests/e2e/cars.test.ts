// On a 360 px phone, My cars: the racer reaches it from Settings, adds a 1/10 2WD buggy and an Agama 1/8 nitro
// buggy (which gets the Agama sheet by itself), sees each with its sheet, renames one (offered only the classes
// its sheet fits), is told why a car with setup sheets stays, and deletes the other.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { cars, setupSheets } from '../../src/db/schema.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const optionsOf = (page: Page, label: string) => page.getByLabel(label).locator('option').allTextContents();

describeBrowser('My cars', () => {
  const app = useAppBrowser();

  it('adds two cars with their sheets, renames one, keeps the one with sheets and deletes the other', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    const racer = await signedInRacer(page, app);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: 'My cars' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'My cars', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // A 1/10 2WD buggy has one sheet, its own.
    await page.getByRole('button', { name: 'Add a car' }).click();
    await page.getByLabel('Car name').fill('Club buggy');
    await page.getByLabel('Make').fill('Team Associated');
    await page.getByLabel('Model').fill('B6.4');
    await page.getByLabel('Class').selectOption({ label: '1/10 2WD buggy' });
    await expect.poll(() => optionsOf(page, 'Setup sheet')).toEqual(['1/10 2WD buggy']);
    await page.getByRole('button', { name: 'Add car' }).click();

    // An Agama in a 1/8 nitro class starts on the Agama sheet, after a class change too.
    await page.getByRole('button', { name: 'Add a car' }).click();
    await page.getByLabel('Car name').fill('Agama nitro');
    await page.getByLabel('Make').fill('Agama');
    await page.getByLabel('Class').selectOption({ label: '1/10 4WD buggy' });
    await page.getByLabel('Class').selectOption({ label: '1/8 nitro buggy' });
    await expect
      .poll(() => optionsOf(page, 'Setup sheet'))
      .toEqual(['1/8 nitro buggy or truggy', 'Agama 1/8 buggy']);
    await expect.poll(() => page.getByLabel('Setup sheet').inputValue()).toBe('agama-8');
    await page.getByRole('button', { name: 'Add car' }).click();

    const listed = page.getByRole('list', { name: 'Your cars' }).getByRole('listitem');
    await expect
      .poll(() => listed.allTextContents())
      .toEqual([
        expect.stringMatching(/^Agama nitroAgama1\/8 nitro buggySetup sheet: Agama 1\/8 buggy/),
        expect.stringMatching(/^Club buggyTeam Associated B6\.41\/10 2WD buggySetup sheet: 1\/10 2WD buggy/),
      ]);

    // Renaming: the sheet stays, and only the classes it fits are offered.
    await page.getByRole('button', { name: 'Edit Club buggy' }).click();
    await expect.poll(() => optionsOf(page, 'Class')).toEqual(['1/10 2WD buggy']);
    await page.getByLabel('Car name').fill('Winter buggy');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => listed.nth(1).textContent()).toMatch(/^Winter buggyTeam Associated B6\.4/);
    await page.getByRole('button', { name: 'Edit Agama nitro' }).click();
    await expect.poll(() => optionsOf(page, 'Class')).toEqual(['1/8 nitro buggy', '1/8 nitro truggy']);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The Agama has a setup sheet (saved on another screen): deleting it is refused, with the reason.
    const [agama] = await app
      .database()
      .db.select({ id: cars.id })
      .from(cars)
      .where(eq(cars.name, 'Agama nitro'));
    await app
      .database()
      .db.insert(setupSheets)
      .values({ userId: racer.userId, carId: agama!.id, date: '2026-11-01', track: 'Red Gum' });
    await page.getByRole('button', { name: 'Delete Agama nitro' }).click();
    const askAgama = page.getByRole('dialog', { name: 'Delete Agama nitro?' });
    await askAgama.getByRole('button', { name: 'Delete car' }).click();
    await expect
      .poll(() => askAgama.getByRole('alert').textContent())
      .toBe('This car has 1 setup sheet: delete it first');
    await askAgama.getByRole('button', { name: 'Keep it' }).click();

    await page.getByRole('button', { name: 'Delete Winter buggy' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Winter buggy?' })
      .getByRole('button', { name: 'Delete car' })
      .click();
    await expect.poll(() => listed.allTextContents()).toEqual([expect.stringMatching(/^Agama nitro/)]);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});
