// The Results screen against the replay server: the track list and its search, a track's detail panel
// with grouped races, results and events, the fallback for a track without a dashboard, and failures.
import type { Page } from 'playwright-core';
import { expect, it, vi } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { runClockUntil } from './helpers/page-clock.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const cards = (page: Page) => page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');

describeBrowser('the Results screen', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('lists the tracks, live first, and searches them by name, place or event', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/results');
    await page.getByText('5 tracks').waitFor();
    await expect
      .poll(() => cards(page).first().getByRole('button').getAttribute('aria-label'))
      .toBe('Red Gum Raceway, live');
    await expect.poll(() => cards(page).first().locator('[data-status]').textContent()).toBe('live');
    await expect
      .poll(() => cards(page).nth(1).locator('[data-status]').getAttribute('data-status'))
      .toBe('practice');
    await expect.poll(() => cards(page).first().textContent()).toContain('Click for details');

    const search = page.getByRole('searchbox', { name: 'Search tracks' });
    await search.fill('COAST');
    await page.getByText('1 track found').waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    await search.fill('nitro series');
    await expect
      .poll(() => cards(page).allTextContents())
      .toEqual([expect.stringContaining('Red Gum Raceway')]);
    await search.fill('zzz');
    await page.getByText('No tracks found').waitFor();
    await page.getByText('No tracks match zzz. Try a different search term.').waitFor();
  });

  it("opens a track: its information, grouped races, a race's results, latest results, events", async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/results');
    await page.getByRole('button', { name: 'Red Gum Raceway, live' }).click();
    const panel = page.getByRole('dialog', { name: 'Red Gum Raceway' });
    await panel.getByText('LIVE TIMING ACTIVE').waitFor();
    await expect
      .poll(() => panel.getByRole('region', { name: 'Track Information' }).textContent())
      .toContain('48 Quarry Road');

    const championship = panel.getByRole('region', { name: 'Championship' });
    await expect.poll(() => championship.textContent()).toContain('Championship Finals');
    await expect.poll(() => championship.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => championship.getByRole('listitem').first().textContent()).toContain('Final Race');
    await expect
      .poll(() => championship.getByRole('listitem').first().textContent())
      .toMatch(/Completed: 22\/11\/2026 (14:18|2:18\sPM)/);
    // The two heats ran 1 h 42 min apart: two qualifier rounds.
    await panel.getByRole('region', { name: 'Qualifier Round 1' }).waitFor();
    await panel.getByRole('region', { name: 'Qualifier Round 2' }).waitFor();

    const latest = panel.getByRole('region', { name: 'Latest Results' });
    await expect.poll(() => latest.textContent()).toContain('first 10 of 10 drivers');

    const events = panel.getByRole('region', { name: 'Events' });
    await events.getByRole('button', { name: 'Red Gum Nitro Series Round 5' }).click();
    const selected = events.getByRole('region', { name: 'Selected event' });
    await expect.poll(() => selected.textContent()).toContain('completed');
    await expect.poll(() => selected.textContent()).toContain('31');
    await expect
      .poll(() => selected.getByRole('link', { name: 'View on LiveRC' }).getAttribute('target'))
      .toBe('_blank');

    await championship.getByRole('button', { name: 'View Results' }).first().click();
    const race = page.getByRole('dialog', { name: '1/8 Nitro Buggy A-Main' });
    await race.locator('tbody tr').first().waitFor();
    await expect.poll(() => race.locator('tbody tr').count()).toBe(10);
    const [fullView] = await Promise.all([
      page.context().waitForEvent('page'),
      race.getByRole('link', { name: 'Full View' }).click(),
    ]);
    await fullView.getByRole('heading', { name: '1/8 Nitro Buggy A-Main', level: 1 }).waitFor();
    await fullView.close();
    await race.getByRole('button', { name: 'Close' }).click();

    await panel.getByRole('link', { name: 'View All Events' }).click();
    await page.waitForURL('**/track-events?**');
    const params = new URL(page.url()).searchParams;
    expect(params.get('url')).toBe('https://redgum.liverc.com/');
    expect(params.get('name')).toBe('Red Gum Raceway');
  });

  it('shows the fallback record for a track without a dashboard, and Fetch Data answers the tracks', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/results');
    await page.getByRole('button', { name: /^Pine Hollow RC Park/ }).click();
    const panel = page.getByRole('dialog', { name: 'Pine Hollow RC Park' });
    await panel
      .getByText('Track dashboard for Pine Hollow RC Park is not currently available on LiveRC.')
      .waitFor();
    await panel.getByText('Address not available').waitFor();
    await panel.getByText('Phone not available').waitFor();
    await panel
      .getByText('Track dashboard not found - this track may not have live timing enabled')
      .waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Fetch Data' }).click();
    await page.getByText('Successfully scraped 5 tracks from LiveRC').waitFor();
  });

  it('answers Fetch Data from the list it has within a minute of the last read, asking LiveRC nothing', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/results');
    await page.getByText('5 tracks').waitFor();
    const before = app.replay().requestCount('https://live.liverc.com/');
    await page.getByRole('button', { name: 'Fetch Data' }).click();
    await page.getByText('Successfully scraped 5 tracks from LiveRC').waitFor();
    expect(app.replay().requestCount('https://live.liverc.com/')).toBe(before);
  });

  it('says Fetch Data failed while LiveRC is down, and keeps the list it has', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/results');
    await page.getByText('5 tracks').waitFor();
    app.replay().setFault('https://live.liverc.com/', { type: 'status', status: 503 });
    // The server (in this process) reads the catalogue again only a minute after its last read.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      await page.getByRole('button', { name: 'Fetch Data' }).click();
      await page.getByText('Failed to refresh data. Please try again.').waitFor();
      await expect.poll(() => page.getByText('Successfully scraped', { exact: false }).count()).toBe(0);
      await expect.poll(() => cards(page).count()).toBe(5);
    } finally {
      vi.useRealTimers();
      app.replay().setFault('https://live.liverc.com/', null);
    }
  });

  it('says LiveRC cannot be reached, not that a track has no live timing, and tries again', async () => {
    const coastline = 'https://coastline.liverc.com/';
    app.replay().setFault(coastline, { type: 'status', status: 503 });
    try {
      const page = await app.newPage();
      await signedInRacer(page, app, '/results');
      await page.getByRole('button', { name: /^Coastline Off-Road Club/ }).click();
      const panel = page.getByRole('dialog', { name: 'Coastline Off-Road Club' });
      const failure = panel.getByRole('alert');
      await failure.getByText('Failed to fetch track data').waitFor();
      await failure
        .getByText('LiveRC cannot be reached just now, so this track could not be read.')
        .waitFor();
      await failure.getByText('LiveRC is unreachable').waitFor();
      await expect.poll(() => panel.getByText('Track dashboard not found', { exact: false }).count()).toBe(0);
      app.replay().setFault(coastline, null);
      await failure.getByRole('button', { name: 'Try Again' }).click();
      await panel.getByRole('heading', { name: 'Track Information' }).waitFor();
    } finally {
      app.replay().setFault(coastline, null);
    }
  });
});

describeBrowser('the Results screen without LiveRC', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('says it cannot reach LiveRC', async () => {
    app.replay().setFault('https://live.liverc.com/', { type: 'status', status: 500 });
    const page = await app.newPage();
    await page.clock.install();
    const asked = { sent: 0, answered: 0 };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/liverc/tracks') asked.sent += 1;
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/api/liverc/tracks') asked.answered += 1;
    });
    await signedInRacer(page, app, '/results');
    // The list is asked for four times, a second apart on the page's clock, before the page gives up.
    for (let attempt = 1; attempt < 4; attempt++) {
      await expect.poll(() => asked.answered).toBe(attempt);
      await runClockUntil(page, () => asked.sent > attempt, 1_000);
    }
    await page
      .getByText('Unable to fetch data from LiveRC. Please check your connection and try again.')
      .waitFor();
    expect(asked.sent).toBe(4);
    // Nothing is loading any more: the count line gives way to the error card.
    await expect.poll(() => page.getByText('Loading tracks').count()).toBe(0);
    await page.getByRole('button', { name: 'Fetch Data' }).click();
    await page.getByText('Failed to refresh data. Please try again.').waitFor();
  });
});
