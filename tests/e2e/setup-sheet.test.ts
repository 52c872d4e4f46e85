// The Setup Sheet screen on a 360 px phone: a sheet filled (an Others text, a spring, a checkbox) and
// saved, found again by track, duplicated with one change, the two compared; then on a desktop the drawing
// holds the same values, the sheet is edited and printed, and one is deleted. And a sheet without a track
// is refused with the spec's message and never sent.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { cars, setupSheets } from '../../src/db/schema.ts';
import { PAGE_SIZE_MAX } from '../../src/domain/paging.ts';
import { templateFieldNames } from '../../src/domain/setup-templates.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const TRACK = 'Red Gum Raceway';
const TYRE = 'Pro-Line Blockade M3 Set #2';

describeBrowser('the Setup Sheet screen', () => {
  const app = useAppBrowser();

  // Sonner keeps a replaced toast on the page while it slides away: the one that counts is in front.
  const toast = (page: Page, title: string) =>
    page
      .locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])')
      .getByText(title, { exact: true })
      .waitFor();
  // Track's label carries the required asterisk (hidden from screen readers): found by its accessible name.
  const field = (page: Page, label: string) =>
    label === 'Track'
      ? page.getByRole('textbox', { name: 'Track', exact: true })
      : page.getByLabel(label, { exact: true });
  const value = (page: Page, label: string) => field(page, label).inputValue();
  const sheets = (page: Page) => page.getByRole('list', { name: 'Saved setup sheets' }).getByRole('listitem');
  /** The phone's own day, as the date input starts with it. */
  const today = (page: Page) =>
    page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
  const britishDay = (iso: string) => iso.split('-').reverse().join('/');

  it('saves a sheet, finds it, duplicates and compares it, and shows it on the drawing at a desktop', async () => {
    const page = await app.newPage(PHONE);
    await signedInRacer(page, app);
    // A set in the inventory, offered by the tyre fields.
    const added = await page.request.post(app.url('/api/tire-inventory'), {
      data: { brand: 'Pro-Line', treadPattern: 'Blockade', compound: 'M3', setNumber: 2 },
    });
    expect(added.status()).toBe(201);
    await page.goto(app.url('/agama-setup-sheet'));
    await page.getByRole('heading', { name: 'Setup Sheet', level: 1 }).waitFor();
    await page.getByText('No saved setup sheets yet').waitFor();
    const day = await today(page);
    expect(await value(page, 'Date')).toBe(day);

    // The phone shows the stacked form's sections, not the drawing.
    await page.getByRole('heading', { name: 'Front', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: /Drawing of the Agama/ }).count()).toBe(0);

    await field(page, 'Track').fill(TRACK);
    await field(page, 'Driver').fill('Sam Racer');
    await field(page, 'Front piston oil').selectOption('Others');
    await field(page, 'Front piston oil (other)').fill('7x1.3mm');
    await field(page, 'Rear shock springs').selectOption('grey-orange');
    await field(page, 'Front FF').check();
    // The tyre field suggests the inventory's sets as the racer types.
    const frontTyre = field(page, 'Front tyre');
    const suggestions = page.locator(`datalist[id="${await frontTyre.getAttribute('list')}"] option`);
    await expect
      .poll(() => suggestions.evaluateAll((options) => options.map((o) => o.getAttribute('value'))))
      .toEqual([TYRE]);
    await frontTyre.fill(TYRE);
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await toast(page, 'Setup Sheet Saved');
    // A new, empty sheet dated today.
    await expect.poll(() => value(page, 'Track')).toBe('');
    expect(await value(page, 'Front piston oil')).toBe('');
    expect(await field(page, 'Front piston oil (other)').count()).toBe(0);
    expect(await field(page, 'Front FF').isChecked()).toBe(false);
    expect(await value(page, 'Date')).toBe(day);

    // Found by a part of the track's name, in any case.
    await expect.poll(() => sheets(page).count()).toBe(1);
    await field(page, 'Filter by track').fill('gum r');
    await expect.poll(() => sheets(page).allInnerTexts()).toEqual([expect.stringContaining(TRACK)]);
    expect(await sheets(page).first().textContent()).toContain(`${britishDay(day)} · Sam Racer`);
    await field(page, 'Filter by track').fill('hillside');
    await page.getByText('No sheets at a track matching “hillside”.').waitFor();
    await field(page, 'Filter by track').fill('RED GUM');

    // Duplicate: the values in a new sheet; one change, saved as a second sheet.
    await sheets(page).first().getByRole('button', { name: 'Duplicate' }).click();
    await page.getByText(`New sheet from ${britishDay(day)} at ${TRACK}, not saved yet`).waitFor();
    expect(await value(page, 'Track')).toBe(TRACK);
    expect(await value(page, 'Front piston oil')).toBe('Others');
    expect(await value(page, 'Front piston oil (other)')).toBe('7x1.3mm');
    expect(await field(page, 'Front FF').isChecked()).toBe(true);
    await field(page, 'Rear shock springs').selectOption('grey-red');
    // The server's list is held back, so Compare opens while the new sheet still shows under its stand-in id.
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => {
      releaseList = resolve;
    });
    await page.route(/\/api\/setup-sheets\?/, async (route) => {
      await listHeld;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await toast(page, 'Setup Sheet Saved');
    await expect.poll(() => sheets(page).count()).toBe(2);

    // Compare: the older against the newer, the changed spring highlighted with both values; still so
    // once the server's list (with the new sheet's real id) has come in.
    await page.getByRole('button', { name: 'Compare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare setup sheets' });
    await dialog.getByText('1 setting differs').waitFor();
    const listRead = page.waitForResponse(/\/api\/setup-sheets\?/);
    releaseList();
    await listRead;
    await page.unroute(/\/api\/setup-sheets\?/);
    await expect.poll(() => dialog.getByLabel('Second sheet').inputValue()).not.toMatch(/^-/);
    await dialog.getByText('1 setting differs').waitFor();
    const changed = dialog.getByRole('table', { name: 'Changed settings' });
    const springs = changed.getByRole('row', { name: /Rear shock springs/ });
    expect(await springs.getByRole('cell').allInnerTexts()).toEqual(['grey-orange', 'grey-red']);
    expect(await springs.getAttribute('data-changed')).toBe('true');
    // The same settings are folded away until asked for.
    const unchanged = dialog.getByRole('table', { name: 'Unchanged settings' });
    expect(await unchanged.isVisible()).toBe(false);
    await dialog.getByText(`Show ${templateFieldNames('agama-8').length - 1} unchanged settings`).click();
    const oil = unchanged.getByRole('row', { name: /Front piston oil/ });
    expect(await oil.getByRole('cell').allInnerTexts()).toEqual(['Others: 7x1.3mm', 'Others: 7x1.3mm']);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // What changed since: the newer against the one before it at the track; the first has none before it.
    await sheets(page).nth(0).getByRole('button', { name: 'What changed since' }).click();
    const since = page.getByRole('dialog', { name: 'What changed since' });
    await since.getByRole('row', { name: /Rear shock springs/ }).waitFor();
    await since.getByRole('button', { name: 'Close' }).click();
    await sheets(page).nth(1).getByRole('button', { name: 'What changed since' }).click();
    await since.getByText(`There is no earlier sheet for this car at ${TRACK}`).waitFor();
    await since.getByRole('button', { name: 'Close' }).click();

    // A desktop: the drawing instead of the stacked form, holding the first sheet's values once opened.
    await page.setViewportSize({ width: 1280, height: 900 });
    const drawing = page.getByRole('region', { name: /Drawing of the Agama/ });
    await drawing.waitFor();
    expect(await page.getByRole('heading', { name: 'Front', exact: true }).count()).toBe(0);
    await sheets(page).nth(1).getByRole('button', { name: 'Open' }).click();
    await page.getByText(`Editing sheet of ${britishDay(day)} at ${TRACK}`).waitFor();
    const inDrawing = (label: string) =>
      label === 'Track'
        ? drawing.getByRole('textbox', { name: 'Track', exact: true })
        : drawing.getByLabel(label, { exact: true });
    expect(await inDrawing('Track').inputValue()).toBe(TRACK);
    expect(await inDrawing('Driver').inputValue()).toBe('Sam Racer');
    expect(await inDrawing('Front piston oil').inputValue()).toBe('Others');
    expect(await inDrawing('Front piston oil (other)').inputValue()).toBe('7x1.3mm');
    expect(await inDrawing('Rear shock springs').inputValue()).toBe('grey-orange');
    expect(await inDrawing('Front FF').isChecked()).toBe(true);
    expect(await inDrawing('Front tyre').inputValue()).toBe(TYRE);
    expect(await inDrawing('Date').inputValue()).toBe(day);

    // On paper: the drawing with its values, without the list and the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => inDrawing('Front piston oil (other)').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Saved sheets' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Save Setup' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Save changes the opened sheet rather than adding one.
    await inDrawing('Driver').fill('Alex Racer');
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await toast(page, 'Setup Sheet Saved');
    await expect.poll(() => sheets(page).nth(1).textContent()).toContain('Alex Racer');
    expect(await sheets(page).count()).toBe(2);
    // A new, empty sheet once the change is saved (the toast before may be the last save's, still showing).
    await expect.poll(() => inDrawing('Driver').inputValue()).toBe('');

    // Delete asks first.
    await sheets(page).nth(0).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete setup sheet?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, 'Setup sheet deleted');
    await expect.poll(() => sheets(page).count()).toBe(1);
  });

  it("fills each car's own sheet: a 1/10 2WD buggy's fields, and the Agama's when the racer picks it", async () => {
    const page = await app.newPage(PHONE);
    await signedInRacer(page, app);
    const addCar = async (data: object) => {
      const response = await page.request.post(app.url('/api/cars'), { data });
      expect(response.status()).toBe(201);
    };
    await addCar({ name: 'Club 2WD', carClass: '1/10 2WD buggy' });
    await page.goto(app.url('/agama-setup-sheet'));

    // The racer's one car is chosen, and its sheet is shown: its sections and fields, none of the Agama's.
    const car = page.getByRole('combobox', { name: 'Car' });
    await expect.poll(() => car.locator('option:checked').textContent()).toBe('Club 2WD · 1/10 2WD buggy');
    expect((await car.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('heading', { name: 'Power', exact: true }).waitFor();
    expect(await field(page, 'Front piston oil').count()).toBe(0);
    await field(page, 'Track').fill(TRACK);
    await field(page, 'Front shock oil').fill('450 cSt');
    await field(page, 'Gearbox layout').selectOption('Laydown');
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await toast(page, 'Setup Sheet Saved');
    await expect.poll(() => sheets(page).first().textContent()).toContain('Club 2WD · ');
    // The next sheet starts on the same car.
    await expect.poll(() => car.locator('option:checked').textContent()).toBe('Club 2WD · 1/10 2WD buggy');

    // Another car: its sheet replaces the form's.
    await addCar({ name: 'Race Agama', carClass: '1/8 nitro buggy', template: 'agama-8' });
    await page.reload();
    await car.selectOption({ label: 'Race Agama · 1/8 nitro buggy' });
    await field(page, 'Front piston oil').waitFor();
    expect(await field(page, 'Front shock oil').count()).toBe(0);

    // The saved 2WD sheet opens on its car with what was typed; it moves only to a car with its sheet.
    await sheets(page).first().getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => value(page, 'Front shock oil')).toBe('450 cSt');
    expect(await value(page, 'Gearbox layout')).toBe('Laydown');
    await expect.poll(() => car.locator('option').allTextContents()).toEqual(['Club 2WD · 1/10 2WD buggy']);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // On paper: two columns of sections with their values, no list or buttons.
    await page.emulateMedia({ media: 'print' });
    const front = await page.getByRole('region', { name: 'Front', exact: true }).boundingBox();
    const rear = await page.getByRole('region', { name: 'Rear', exact: true }).boundingBox();
    expect(front && rear && Math.abs(front.x - rear.x) > 100).toBe(true);
    expect(await field(page, 'Front shock oil').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Saved sheets' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it('names a sheet, and the Compare picker shows its name, date and track on a phone', async () => {
    const page = await app.newPage(PHONE);
    await signedInRacer(page, app);
    // A sheet saved without a name, as every sheet was before names.
    const unnamed = await page.request.post(app.url('/api/setup-sheets'), {
      data: { date: '2026-11-22', track: TRACK, driver: 'Sam' },
    });
    expect(unnamed.status()).toBe(201);
    await page.goto(app.url('/agama-setup-sheet'));
    await field(page, 'Sheet name').fill('Club dry');
    await field(page, 'Track').fill(TRACK);
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await toast(page, 'Setup Sheet Saved');
    const day = britishDay(await today(page));
    await expect.poll(() => sheets(page).count()).toBe(2);
    await expect
      .poll(() => sheets(page).first().textContent())
      .toContain(`Club dryAgama 1/8 buggy · ${day} · ${TRACK}`);

    await page.getByRole('button', { name: 'Compare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare setup sheets' });
    const first = dialog.getByLabel('First sheet');
    await expect
      .poll(() => first.locator('option').allTextContents())
      .toEqual([`Club dry · ${day} · ${TRACK}`, `22/11/2026 · ${TRACK} · Sam`]);
    // What the closed picker shows leads with what tells the sheets apart, and the picker fits the phone.
    await expect
      .poll(() =>
        dialog
          .getByLabel('Second sheet')
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
      )
      .toBe(`Club dry · ${day} · ${TRACK}`);
    await expect
      .poll(async () => {
        const box = await first.boundingBox();
        return !!box && box.x >= 0 && box.x + box.width <= 360;
      })
      .toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await sheets(page).first().getByRole('button', { name: 'Open' }).click();
    await page.getByText(`Editing sheet of Club dry (${day} at ${TRACK})`).waitFor();
    expect(await value(page, 'Sheet name')).toBe('Club dry');
  });

  it("refuses a sheet without a track with 'Track is required' and sends nothing", async () => {
    const page = await app.newPage(PHONE);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/setup-sheets')) posts += 1;
    });
    await signedInRacer(page, app, '/agama-setup-sheet');
    await page.getByText('No saved setup sheets yet').waitFor();
    await field(page, 'Driver').fill('Sam Racer');
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await page.getByText('Track is required').waitFor();
    await expect.poll(() => field(page, 'Track').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    expect(await value(page, 'Driver')).toBe('Sam Racer');
    expect(posts).toBe(0);
    await page.getByText('No saved setup sheets yet').waitFor();
  });

  it('opens the sheet a race log entry links to, and cleans the address', async () => {
    const page = await app.newPage(PHONE);
    await signedInRacer(page, app);
    const created = await page.request.post(app.url('/api/setup-sheets'), {
      data: { date: '2026-11-22', track: TRACK, frontPistonOil: '8x1.2mm' },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();

    await page.goto(app.url(`/agama-setup-sheet?sheet=${id}`));
    await page.getByText(`Editing sheet of 22/11/2026 at ${TRACK}`).waitFor();
    await expect.poll(() => value(page, 'Front piston oil')).toBe('8x1.2mm');
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('lists every sheet of a racer with more than one page of them, the oldest too', async () => {
    const page = await app.newPage(PHONE);
    const { userId } = await signedInRacer(page, app);
    // One page holds PAGE_SIZE_MAX sheets: the oldest is on the second, which the list must fetch too.
    // Written straight into the database: saving a sheet is the other tests' subject, and 500 saves
    // through the API took 10 s.
    const { db } = app.database();
    const [car] = await db
      .insert(cars)
      .values({ userId, name: 'Club buggy', carClass: '1/8 nitro buggy', template: 'agama-8' })
      .returning();
    const carId = car!.id;
    await db.insert(setupSheets).values({ userId, carId, date: '2020-01-01', track: 'Oldest Raceway' });
    await db.insert(setupSheets).values(
      Array.from({ length: PAGE_SIZE_MAX }, () => ({
        userId,
        carId,
        date: '2026-03-01',
        track: 'Club Track',
      })),
    );
    await page.goto(app.url('/agama-setup-sheet'));
    await expect.poll(() => sheets(page).count(), { timeout: 20_000 }).toBe(PAGE_SIZE_MAX + 1);
    await page.getByLabel('Filter by track').fill('oldest');
    await expect.poll(() => sheets(page).count()).toBe(1);
    await sheets(page).getByText('Oldest Raceway').first().waitFor();
  });
});
