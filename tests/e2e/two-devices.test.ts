// One racer on a phone and a tablet at 360 px (two browser contexts, each with its own session of the same
// account): both open the same tyre set's edit form, the phone saves new notes, then the tablet, whose form
// still holds the old notes, saves a new price. After a reload both devices show both changes: an edit sends
// only what the racer changed on that device. The same for a setup sheet opened on both. A + tapped on the phone
// with no signal and one on the tablet both count once the phone's queue is sent.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { sameRacerOn, signedInRacer } from './helpers/signed-in-racer.ts';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const PRO_LINE = 'Pro-Line Blockade M3';
const TRACK = 'Red Gum Raceway';

describeBrowser('one racer on a phone and a tablet', () => {
  const app = useAppBrowser();

  // Sonner keeps a replaced toast on the page while it slides away: the one that counts is in front.
  const toast = (page: Page, title: string) =>
    page
      .locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])')
      .getByText(title, { exact: true })
      .waitFor();

  it('keeps the notes saved on the phone and the price saved on the tablet for one tyre set', async () => {
    const phone = await app.newPage(PHONE);
    const tablet = await app.newPage(PHONE);
    const { userId } = await signedInRacer(phone, app, '/inventory');
    const added = await phone.request.post(app.url('/api/tire-inventory'), {
      data: { treadPattern: 'Blockade', compound: 'M3', purchasePrice: 40, notes: 'Glued with CA' },
    });
    expect(added.status(), await added.text()).toBe(201);
    await phone.reload();
    await sameRacerOn(tablet, app, userId, '/inventory');

    const set = (page: Page) =>
      page
        .getByRole('region', { name: PRO_LINE, exact: true })
        .getByRole('listitem', { name: 'Set #1', exact: true });
    const editForm = (page: Page) => page.getByRole('region', { name: 'Edit Set #1' });
    const openEdit = async (page: Page) => {
      await set(page).getByRole('button', { name: 'Edit' }).click();
      await editForm(page).waitFor();
    };
    // Both devices open the form on the set as it is now.
    await openEdit(phone);
    await openEdit(tablet);
    expect(await editForm(tablet).getByLabel('Notes').inputValue()).toBe('Glued with CA');

    await editForm(phone).getByLabel('Notes').fill('Glued with CA, wash after each run');
    await editForm(phone).getByRole('button', { name: 'Save Changes' }).click();
    await toast(phone, 'Inventory updated successfully');

    // The tablet's form still shows the old notes; the racer changes only the price there.
    expect(await editForm(tablet).getByLabel('Notes').inputValue()).toBe('Glued with CA');
    await editForm(tablet).getByLabel('Price per set (£)').fill('45.50');
    await editForm(tablet).getByRole('button', { name: 'Save Changes' }).click();
    await toast(tablet, 'Inventory updated successfully');

    for (const page of [phone, tablet]) {
      await page.reload();
      await expect.poll(() => set(page).textContent()).toContain('£45.50');
      await openEdit(page);
      expect(await editForm(page).getByLabel('Notes').inputValue()).toBe(
        'Glued with CA, wash after each run',
      );
      expect(await editForm(page).getByLabel('Price per set (£)').inputValue()).toBe('45.50');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });

  it('keeps the driver saved on the phone and the camber saved on the tablet for one setup sheet', async () => {
    const phone = await app.newPage(PHONE);
    const tablet = await app.newPage(PHONE);
    const { userId } = await signedInRacer(phone, app);
    const added = await phone.request.post(app.url('/api/setup-sheets'), {
      data: { name: 'Club dry', date: '2026-11-20', track: TRACK, driver: 'Sam Racer', frontCamber: '-1' },
    });
    expect(added.status(), await added.text()).toBe(201);
    await phone.goto(app.url('/agama-setup-sheet'));
    await sameRacerOn(tablet, app, userId, '/agama-setup-sheet');

    const sheet = (page: Page) =>
      page.getByRole('list', { name: 'Saved setup sheets' }).getByRole('listitem').first();
    const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
    const open = async (page: Page) => {
      await sheet(page).getByRole('button', { name: 'Open' }).click();
      await page.getByText(`Editing sheet of Club dry (20/11/2026 at ${TRACK})`).waitFor();
    };
    await open(phone);
    await open(tablet);

    await field(phone, 'Driver').fill('Alex Racer');
    await phone.getByRole('button', { name: 'Save Setup' }).click();
    await toast(phone, 'Setup Sheet Saved');

    // The tablet's form still holds the old driver; the racer changes only the camber there.
    expect(await field(tablet, 'Driver').inputValue()).toBe('Sam Racer');
    await field(tablet, 'Front camber').fill('-2');
    await tablet.getByRole('button', { name: 'Save Setup' }).click();
    await toast(tablet, 'Setup Sheet Saved');

    for (const page of [phone, tablet]) {
      await page.reload();
      await open(page);
      expect(await field(page, 'Driver').inputValue()).toBe('Alex Racer');
      expect(await field(page, 'Front camber').inputValue()).toBe('-2');
    }
  });

  it("adds the phone's + made with no signal to the tablet's +: neither overwrites the other", async () => {
    const phone = await app.newPage(PHONE);
    const tablet = await app.newPage(PHONE);
    const { userId } = await signedInRacer(phone, app, '/inventory');
    const added = await phone.request.post(app.url('/api/tire-inventory'), {
      data: { treadPattern: 'Blockade', compound: 'M3' },
    });
    const { id } = await added.json();
    await phone.reload();
    await sameRacerOn(tablet, app, userId, '/inventory');
    const set = (page: Page) =>
      page
        .getByRole('region', { name: PRO_LINE, exact: true })
        .getByRole('listitem', { name: 'Set #1', exact: true });
    const stored = async () =>
      (await (await phone.request.get(app.url(`/api/tire-inventory/${id}`))).json()).quantity;
    await set(phone).waitFor();

    await phone.context().setOffline(true);
    await set(phone).getByRole('button', { name: 'Add one set' }).click();
    await expect.poll(() => set(phone).textContent()).toContain('2 sets');
    await set(tablet).getByRole('button', { name: 'Add one set' }).click();
    await toast(tablet, 'Inventory updated successfully');
    expect(await stored()).toBe(2);

    await phone.context().setOffline(false);
    await expect.poll(stored).toBe(3);
    await expect.poll(() => set(phone).textContent()).toContain('3 sets');
    await tablet.reload();
    await expect.poll(() => set(tablet).textContent()).toContain('3 sets');
  });
});
