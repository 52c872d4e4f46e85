// Sharing a setup sheet on a 360 px phone: the racer shares a sheet, the link opens signed out and shows the
// sheet read only; a team mate copies it to their own sheets, signing in from the link if they must; the racer
// stops sharing in Settings, and the link then says it is no longer shared.

import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cars, setupSheets, tireInventory } from '../../src/db/schema.ts';
import { FIRST_AGAMA_CAR } from '../../src/domain/cars.ts';
import { describeBrowser } from '../support/browser.ts';
import { createRacerSession } from '../support/racer-session.ts';
import { uniqueRacer } from './helpers/accounts.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

describeBrowser('share links', () => {
  const app = useAppBrowser();

  /** A saved sheet 'Club dry' on the racer's Agama (what the Setup Sheet screen makes, tested in setup-sheet.test.ts). */
  async function savedSheet(userId: number, values: Partial<typeof setupSheets.$inferInsert>) {
    const { db } = app.database();
    const [car] = await db
      .insert(cars)
      .values({ userId, ...FIRST_AGAMA_CAR })
      .returning();
    const [sheet] = await db
      .insert(setupSheets)
      .values({
        userId,
        carId: car!.id,
        name: 'Club dry',
        date: '2026-05-02',
        track: 'Red Gum Raceway',
        ...values,
      })
      .returning({ id: setupSheets.id });
    return sheet!.id;
  }

  it('shares a sheet read only, a team mate copies it, and Stop sharing ends the link', async () => {
    const page = await app.newPage(PHONE);
    const owner = await signedInRacer(page, app);
    await savedSheet(owner.userId, {
      settings: { frontPistonOil: '6x1.5mm', rearOP: true },
      notes: '<b>+1 click</b> rear',
    });
    await page.goto(app.url('/agama-setup-sheet'));
    const sheet = page.getByRole('listitem', { name: 'Club dry' });
    const share = sheet.getByRole('button', { name: 'Share this setup sheet', exact: true });
    expect((await share.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await share.click();
    const linkField = sheet.getByRole('textbox', { name: 'Read-only link (stop sharing in Settings)' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const width = (on: typeof page) => on.evaluate(() => document.documentElement.scrollWidth);
    await expect.poll(() => width(page)).toBe(360);

    // Signed out, in a browser of its own: the sheet, read only, its notes as text.
    const reader = await app.newPage(PHONE);
    await reader.goto(link);
    await reader.getByRole('heading', { name: 'Club dry', level: 1 }).waitFor();
    const general = reader.getByRole('region', { name: 'General' });
    await expect.poll(() => general.textContent()).toContain('TrackRed Gum Raceway');
    expect(await general.textContent()).toContain('Notes<b>+1 click</b> rear');
    expect(await reader.getByRole('region', { name: 'Front' }).textContent()).toContain(
      'Front piston oil6x1.5mm',
    );
    expect(await reader.getByRole('region', { name: 'Rear' }).textContent()).toContain('Rear OPOn');
    expect(await reader.getByRole('textbox').count()).toBe(0);
    await reader.getByRole('link', { name: 'Sign in to copy it' }).waitFor();
    await expect.poll(() => width(reader)).toBe(360);

    // A team mate, signed in, copies it to their own sheets.
    const mate = await app.newPage(PHONE);
    await signedInRacer(mate, app);
    await mate.goto(link);
    await mate.getByRole('button', { name: 'Copy to my cars' }).click();
    await mate.getByRole('status').getByText('Copied to your car Agama 1/8 buggy.').waitFor();
    await mate.getByRole('link', { name: 'Open it' }).click();
    await mate.getByRole('listitem', { name: 'Club dry' }).waitFor();
    await expect.poll(() => mate.getByLabel('Sheet name', { exact: true }).inputValue()).toBe('Club dry');

    // The owner stops sharing in Settings.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const shared = page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('region', { name: 'Shared links' });
    const stop = shared.getByRole('button', { name: 'Stop sharing Club dry · Red Gum Raceway' });
    expect((await stop.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await stop.click();
    await shared.getByText('Nothing shared.', { exact: false }).waitFor();

    // The link now says so, signed out or in.
    await reader.reload();
    await reader.getByRole('heading', { name: 'This link is no longer shared' }).waitFor();
    expect(await reader.getByText('Club dry').count()).toBe(0);
    // The team mate's copy is theirs and stays.
    const copies = await app.database().db.select({ userId: setupSheets.userId }).from(setupSheets);
    expect(copies).toHaveLength(2);
  });

  it('takes a signed-out team mate through sign-in and back to the shared sheet to copy it', async () => {
    const page = await app.newPage(PHONE);
    const owner = await signedInRacer(page, app);
    const sheetId = await savedSheet(owner.userId, {});
    const shared = await page.request.post(app.url('/api/share-links'), {
      data: { kind: 'setupSheet', id: sheetId },
    });
    expect(shared.ok()).toBe(true);
    const link = `/shared/${(await shared.json()).token}`;
    // The team mate has an account, but not on this phone yet.
    const mate = uniqueRacer();
    await createRacerSession(app.database(), mate);

    const reader = await app.newPage(PHONE);
    await reader.goto(app.url(link));
    await reader.getByRole('link', { name: 'Sign in to copy it' }).click();
    await reader.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await reader.getByLabel('Username').fill(mate.username);
    await reader.getByLabel('Password').fill(mate.password);
    await reader.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Back on the shared sheet, signed in: it can be copied now.
    await reader.getByRole('button', { name: 'Copy to my cars' }).waitFor();
    await reader.getByRole('heading', { name: 'Club dry', level: 1 }).waitFor();
    expect(new URL(reader.url()).pathname).toBe(link);
    await expect.poll(() => reader.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });

  it('shares a tyre set with its practice and races, and a team mate copies it to their inventory', async () => {
    const page = await app.newPage(PHONE);
    await signedInRacer(page, app);
    const set = await (
      await page.request.post(app.url('/api/tire-inventory'), {
        data: { treadPattern: 'Blockade', compound: 'M3', notes: 'Glued with CA' },
      })
    ).json();
    const setup = [
      page.request.post(app.url(`/api/tire-inventory/${set.id}/sessions`), {
        data: { sessionDate: '2026-11-21', laps: 24, bestLap: 38.061 },
      }),
      page.request.post(app.url('/api/race-results-with-tires'), {
        data: {
          raceTitle: 'A-Main',
          trackName: 'Red Gum',
          driverName: 'Sam Racer',
          position: 3,
          raceDate: '2026-11-22T10:00:00.000Z',
          lapsCompleted: 20,
          rearTireId: set.id,
          notes: 'private',
        },
      }),
    ];
    for (const answer of await Promise.all(setup)) expect(answer.ok()).toBe(true);
    await page.goto(app.url('/inventory'));
    const item = page.getByRole('listitem', { name: 'Set #1' });
    await item.getByRole('button', { name: 'Share this tyre set' }).click();
    const linkField = item.getByRole('textbox', { name: 'Read-only link (stop sharing in Settings)' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    const mate = await app.newPage(PHONE);
    const mateRacer = await signedInRacer(mate, app);
    await mate.goto(link);
    await mate.getByRole('heading', { name: 'Pro-Line Blockade M3 Set #1', level: 1 }).waitFor();
    expect(await mate.getByRole('region', { name: 'Tyre set' }).textContent()).toContain(
      'NotesGlued with CA',
    );
    await expect.poll(() => mate.getByText('24 laps, best', { exact: false }).count()).toBe(1);
    await mate.getByText('A-Main, Red Gum').waitFor();
    await mate.getByText('P3, 20 laps · on the rear').waitFor();
    expect(await mate.getByText('Sam Racer').count()).toBe(0);
    expect(await mate.getByText('private').count()).toBe(0);

    await mate.getByRole('button', { name: 'Copy to my inventory' }).click();
    await mate.getByRole('status').getByText('Copied to your inventory.').waitFor();
    const copies = await app
      .database()
      .db.select({ notes: tireInventory.notes, laps: tireInventory.lapsEntered })
      .from(tireInventory)
      .where(eq(tireInventory.userId, mateRacer.userId));
    expect(copies).toEqual([{ notes: 'Glued with CA', laps: 0 }]);
  });

  it('shares a sheet as a PNG picture: saved as a download where the phone cannot share files', async () => {
    const page = await app.newPage(PHONE);
    const owner = await signedInRacer(page, app);
    await savedSheet(owner.userId, { settings: { frontPistonOil: '6x1.5mm' } });
    await page.goto(app.url('/agama-setup-sheet'));
    const picture = page
      .getByRole('listitem', { name: 'Club dry' })
      .getByRole('button', { name: 'Share this setup sheet as a picture' });
    expect((await picture.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const [download] = await Promise.all([page.waitForEvent('download'), picture.click()]);
    expect(download.suggestedFilename()).toBe('pitboard-setup-club-dry.png');
    const png = await readFile((await download.path()) ?? '');
    // The PNG signature, then a picture wider than a phone screen's share preview needs.
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(png.readUInt32BE(16)).toBe(1080);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});
