// Sharing a race result as a picture on a 360 px phone: from a driver's opened row in the race's results (the
// racer's own or a team mate's), and from the racer's race in 'My races'. Headless Chromium cannot share files,
// so the PNG comes as a download, as on a phone without file sharing.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
const pageOf = (url: string, name = '') => `/race-results?${new URLSearchParams({ url, name })}`;

/** Taps the picture button and answers the PNG it saved, after checking it is one a share preview can show. */
async function sharedPicture(page: Page, picture: Locator): Promise<Download> {
  expect((await picture.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const [download] = await Promise.all([page.waitForEvent('download'), picture.tap()]);
  const png = await readFile((await download.path()) ?? '');
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(png.readUInt32BE(16)).toBe(1080);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  return download;
}

describeBrowser('sharing a race result as a picture', () => {
  const app = useAppBrowser({ liveRc: {} });

  it("shares any driver's result from their opened row in the race's results", async () => {
    const page = await app.newPage(PHONE);
    await signedInRacer(page, app, pageOf(A_MAIN));
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('button', { name: 'JACK MORRISON' }).tap();
    const download = await sharedPicture(
      page,
      results.getByRole('button', { name: 'Share this result as a picture' }),
    );
    expect(download.suggestedFilename()).toBe('pitboard-result-jack-morrison-1-8-nitro-buggy-a-main.png');
    await page.getByText('Picture saved').waitFor();
  });

  it("shares the racer's own race from 'My races'", async () => {
    const page = await app.newPage(PHONE);
    await signedInRacer(page, app);
    // The racer's race in 'My races': their driver name, and the race read once.
    const setup = [
      page.request.put(app.url('/api/settings'), { data: { driverName: "LIAM O'CONNOR" } }),
      page.request.get(app.url(`/api/liverc/race-results?${new URLSearchParams({ url: A_MAIN })}`)),
    ];
    for (const answer of await Promise.all(setup)) expect(answer.ok()).toBe(true);
    await page.goto(app.url('/analysis'));
    const race = page
      .getByRole('region', { name: 'My races' })
      .getByRole('listitem')
      .filter({ hasText: '1/8 Nitro Buggy A-Main' });
    const download = await sharedPicture(
      page,
      race.getByRole('button', { name: 'Share this result as a picture' }),
    );
    expect(download.suggestedFilename()).toBe('pitboard-result-liam-o-connor-1-8-nitro-buggy-a-main.png');
  });
});
