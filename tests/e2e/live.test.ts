// The Live screen against the replay server: the tracks racing now, the searchable selector, a track's
// live details, races and results, and following it.
import { expect, it } from 'vitest';
import { demoRedGumPages } from '../../tools/liverc-replay/demo-pages.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

describeBrowser('the Live screen', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('lists the tracks racing now and finds any track by name', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/live');
    await page.getByRole('button', { name: 'Track: All Tracks' }).waitFor();
    const racing = page.getByRole('region', { name: 'Racing now' });
    await racing.getByRole('button').first().waitFor();
    await expect
      .poll(() => racing.getByRole('button').allInnerTexts())
      .toEqual([expect.stringContaining('Red Gum Raceway - Location TBD')]);

    await page.getByRole('button', { name: 'Track: All Tracks' }).click();
    const options = page.getByRole('list', { name: 'Tracks' });
    await expect.poll(async () => (await options.getByRole('button').allInnerTexts())[0]).toBe('All Tracks');
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('coast');
    await expect
      .poll(() => options.getByRole('button').allInnerTexts())
      .toEqual(['All Tracks', 'Coastline Off-Road Club - Location TBD']);
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('no such track');
    await page.getByText('No tracks found.').waitFor();
  });

  it("shows a track's live details, races and results, and follows it", async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/live');
    await page.getByRole('region', { name: 'Racing now' }).getByRole('button').first().click();

    const details = page.getByRole('region', { name: 'Red Gum Raceway' });
    await details.getByText('Millbrook SA 5231, Australia').waitFor();
    await details.getByText('LIVE', { exact: true }).waitFor();
    await expect
      .poll(() => details.locator('dd').allInnerTexts())
      .toEqual(['Red Gum Nitro Series Round 6', 'Live', expect.any(String), expect.stringMatching(/\d/)]);
    await expect.poll(() => new URL(page.url()).searchParams.get('track')).toBe('https://redgum.liverc.com/');

    const races = page.getByRole('region', { name: 'Live Events & Sessions' }).getByRole('listitem');
    await races.first().waitFor();
    await expect.poll(() => races.count()).toBe(4);
    await expect.poll(() => races.first().textContent()).toContain('1/8 Nitro Buggy A-Main');
    await expect.poll(() => races.first().textContent()).toContain('Completed');

    // The car number under '#': LiveRC's result pages carry no vehicle, so there is no Vehicle column.
    const liveResults = page.getByRole('region', { name: 'Live Results' });
    await expect
      .poll(() => liveResults.locator('thead th').allInnerTexts())
      .toEqual(['Pos', 'Driver', 'Time', '#']);
    await expect
      .poll(() => liveResults.locator('tbody tr').first().locator('td').allInnerTexts())
      .toEqual(['1', "LIAM O'CONNOR", expect.any(String), '4']);

    await details.getByRole('button', { name: 'Follow' }).click();
    await details.getByRole('button', { name: 'Following' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Red Gum Nitro Series Round 6' }).waitFor();
  });

  it('says so when a track has no races or results to show', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/live?track=https%3A%2F%2Fcoastline.liverc.com%2F');
    await page.getByRole('region', { name: 'Coastline Off-Road Club' }).waitFor();
    await page.getByText('No live events available').waitFor();
    await page.getByText('No live results available').waitFor();
  });

  it("shows the answer's error rather than 'no live events' for a track LiveRC cannot give", async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/live?track=https%3A%2F%2Fpinehollow.liverc.com%2F');
    await page.getByRole('region', { name: 'Pine Hollow RC Park' }).waitFor();
    await page
      .getByText(
        'Error loading track data: Track dashboard not found - this track may not have live timing enabled',
      )
      .waitFor();
    await expect.poll(() => page.getByText('No live events available').count()).toBe(0);
    await page.getByText('No live results available').waitFor();
  });
});

const CATALOGUE = 'https://live.liverc.com/';

describeBrowser('the Live screen without LiveRC', () => {
  // A server of its own: LiveRC's track list is never read here, so no copy of it is kept.
  const app = useAppBrowser({ liveRc: {} });

  it('offers Try Again for the track list, and keeps the followed track from its last good copy', async () => {
    const down = [CATALOGUE, ...demoRedGumPages()];
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    app.replay().setFault(CATALOGUE, { type: 'status', status: 503 });
    try {
      await signedInRacer(page, app);
      const followed = await page.request.put(app.url('/api/settings'), {
        data: { followedTrackUrl: 'https://redgum.liverc.com/' },
      });
      expect(followed.ok()).toBe(true);

      await page.goto(app.url('/live'));
      const failure = page.getByRole('alert').filter({ hasText: 'Tracks could not be loaded' });
      await failure.getByRole('button', { name: 'Try Again' }).waitFor();
      const track = page.getByRole('region', { name: 'Red Gum Raceway' });
      await track.getByText('Millbrook SA 5231, Australia').waitFor();
      await track.getByRole('button', { name: 'Following' }).waitFor();

      // LiveRC gone altogether: the track as last read, its races and results too.
      for (const url of down) app.replay().setFault(url, { type: 'status', status: 503 });
      await page.reload();
      await failure.getByRole('button', { name: 'Try Again' }).waitFor();
      await track.getByText('Millbrook SA 5231, Australia').waitFor();
      await expect
        .poll(() => page.getByRole('region', { name: 'Live Results' }).locator('tbody tr').count())
        .toBe(10);
      // Every card within the phone's width: a wide table scrolls in its own box, not the page.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

      for (const url of down) app.replay().setFault(url, null);
      await failure.getByRole('button', { name: 'Try Again' }).click();
      await page
        .getByRole('button', { name: 'Track: Red Gum Raceway - Millbrook SA 5231, Australia' })
        .waitFor();
      await expect.poll(() => failure.count()).toBe(0);
    } finally {
      for (const url of down) app.replay().setFault(url, null);
    }
  });
});
