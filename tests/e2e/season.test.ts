// On a 360 px phone, My season: the racer makes a series from their followed track's events (Red Gum Nitro
// Series Round 6 of the LiveRC replay), with the 25-18-15 table and a TQ bonus; the round's mains are read and
// stored, and the standings show the racer's row marked, their place and the points to the one ahead, and
// download as CSV.
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

describeBrowser('My season', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('makes a series from the track’s events and shows the racer’s place in its standings', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    const racer = await signedInRacer(page, app);
    await app
      .database()
      .db.update(users)
      .set({ driverNames: ['Jack Morrison'], followedTrackUrl: 'https://redgum.liverc.com/' })
      .where(eq(users.id, racer.userId));

    await page.goto(app.url('/analysis'));
    await page.getByRole('link', { name: 'My season: your series standings' }).click();
    await page.getByRole('button', { name: 'New series' }).click();
    await page.getByLabel('Series name').fill('Red Gum Nitro Series');
    await page.getByRole('button', { name: /Red Gum Nitro Series Round 6/ }).click();
    const rounds = page.getByRole('list', { name: 'Rounds in the series' });
    await expect
      .poll(() => rounds.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('R1 Red Gum Nitro Series Round 6')]);
    await page.getByRole('radio', { name: '25-18-15-12-10-8-6-4-2-1' }).check();
    await page.getByLabel('TQ bonus points').fill('1');
    await page.getByRole('button', { name: 'Save series' }).click();

    // The A-Main: Liam O'Connor wins (25), Jack second from TQ (18 + 1).
    const mine = page.getByRole('region', { name: 'Your place' });
    await expect.poll(() => mine.textContent()).toContain("6 points behind P1 LIAM O'CONNOR");
    await expect.poll(() => mine.textContent()).toContain('P2 · 19 points');
    const table = page.getByRole('table', { name: 'Red Gum Nitro Series standings' });
    const marked = table.locator('tr[aria-current="true"]');
    await expect.poll(() => marked.textContent()).toContain('JACK MORRISON');
    await expect.poll(() => page.getByText('1 of 1 round scored').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pitboard-series-\d+-standings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('place,driver,total,R1 Red Gum Nitro Series Round 6 (2026-11-22)');
    expect(lines.slice(1, 3)).toEqual(["1,LIAM O'CONNOR,25,25", '2,JACK MORRISON,19,19 TQ']);

    // Deleting asks first, then the screen offers a new series.
    await page.getByRole('button', { name: 'Delete Red Gum Nitro Series' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete Red Gum Nitro Series?' });
    await ask.getByRole('button', { name: 'Delete series' }).click();
    await expect.poll(() => page.getByText('Follow a championship across the year').count()).toBe(1);
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
  });
});
