// A track's events against the replay server: tiles, search, category filter, sort kept in the address,
// cards, paging past 20 events, and the missing-address and failure states.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_PAGES_DIR } from '../../tools/liverc-replay/demo-pages.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

/** The demo pages plus a big track with 45 events, one of them a 'Main Events' row that is not an event. */
function pagesWithABigTrack(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-track-events-'));
  const demo = JSON.parse(readFileSync(path.join(DEMO_PAGES_DIR, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const manifest = Object.fromEntries(
    Object.entries(demo).map(([url, entry]) => [
      url,
      typeof entry === 'string' ? path.relative(dir, path.join(DEMO_PAGES_DIR, entry)) : entry,
    ]),
  );
  const template = readFileSync(path.join(DEMO_PAGES_DIR, 'events-redgum.html'), 'utf8');
  const rows = Array.from({ length: 45 }, (_, index) => {
    const day = String((index % 28) + 1).padStart(2, '0');
    const month = String(Math.floor(index / 28) + 1).padStart(2, '0');
    const title =
      index === 3 ? 'Main Events' : index === 7 ? 'Winter Championship' : `Club Round ${index + 1}`;
    return `<tr><td><a href="/results/?p=view_event&id=${700000 + index}">${title}</a></td><td><span class="hidden">2025-${month}-${day} 08:00:00</span>2025-${month}-${day}</td><td>${index}</td><td>${index}</td></tr>`;
  });
  const page = template
    .replace(/<tbody>[\s\S]*<\/tbody>/, `<tbody>${rows.join('\n')}</tbody>`)
    .replaceAll('Red Gum Raceway', 'Big Track');
  writeFileSync(path.join(dir, 'events-big.html'), page);
  manifest['https://bigtrack.liverc.com/events/'] = 'events-big.html';
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const eventsPath = (url: string, name: string) => `/track-events?${new URLSearchParams({ url, name })}`;
const cardTitles = (page: Page) => page.locator('main ul > li h3').allTextContents();

describeBrowser('the Track Events screen', () => {
  const app = useAppBrowser({ liveRc: { pagesDir: pagesWithABigTrack() } });

  it('lists, searches, filters and sorts the events, keeping the sort in the address', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, eventsPath('https://redgum.liverc.com/', 'Red Gum Raceway'));
    await page.getByRole('heading', { name: 'Red Gum Raceway', level: 1 }).waitFor();
    await page.getByText('Showing 6 of 6 events').waitFor();
    const tile = (name: string) => page.getByRole('region', { name }).locator('p').first().textContent();
    await expect.poll(() => tile('Total Events')).toBe('6');
    await expect.poll(() => tile('Championships')).toBe('0');
    await expect.poll(() => tile('Race Events')).toBe('6');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Red Gum Open 2027');
    const enduro = page.getByRole('region', { name: 'Spring Enduro Weekend' });
    await expect.poll(() => enduro.locator('[data-variant-entries]').textContent()).toBe('48');
    await enduro.getByText('48 entries, 37 drivers').waitFor();
    await expect
      .poll(() => enduro.locator('[data-variant-entries]').getAttribute('data-variant-entries'))
      .toBe('secondary');

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Sort').selectOption('date-asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('date-asc');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Red Gum Nitro Series Round 4');
    await page.reload();
    await page.getByText('Showing 6 of 6 events').waitFor();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Red Gum Nitro Series Round 4');

    // Its placeholder is read in full on a 390 px phone, as on this one.
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        search.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return false;
          context.font = style.font;
          const room =
            input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          return context.measureText(input.placeholder).width <= room;
        }),
      )
      .toBe(true);
    await search.fill('ENDURO');
    await page.getByText('Showing 1 of 6 events matching "ENDURO"').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText('Showing 6 of 6 events').waitFor();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Category').selectOption('championship');
    await page.getByText('No matching events found').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Showing 6 of 6 events').waitFor();
  });

  it("on a 360 px phone, counts against all the track's events, explains an empty search and opens an event in a dialog", async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, eventsPath('https://redgum.liverc.com/', 'Red Gum Raceway'));
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill('zzzz');
    await page.getByText('Showing 0 of 6 events matching "zzzz"').waitFor();
    const empty = page.getByRole('region', { name: 'No matching events found' });
    await expect
      .poll(() =>
        empty.getByText('Try another search or category, or clear the filters to see every event.').count(),
      )
      .toBe(1);
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Showing 6 of 6 events').waitFor();

    await page
      .getByRole('region', { name: 'Red Gum Nitro Series Round 6' })
      .getByRole('button', { name: 'View Details' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Red Gum Nitro Series Round 6' });
    await dialog.waitFor();
    // Still the list behind it: the dialog is read over it, not a new page.
    expect(new URL(page.url()).pathname).toBe('/track-events');
    await dialog.getByRole('region', { name: 'Participants' }).waitFor();
    await dialog.getByRole('link', { name: 'Open Event Page' }).click();
    await page.waitForURL('**/event-details?**');
    expect(new URL(page.url()).searchParams.get('url')).toBe(
      'https://redgum.liverc.com/results/?p=view_event&id=500311',
    );
  });

  it('shows 20 events at a time with Load More Events, leaving out rows that are not events', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, eventsPath('https://bigtrack.liverc.com/results/', 'Big Track'));
    await page.getByText('Showing 20 of 44 events').waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Championships' }).locator('p').first().textContent())
      .toBe('1');
    await page.getByRole('button', { name: 'Load More Events' }).click();
    await page.getByText('Showing 40 of 44 events').waitFor();
    await page.getByRole('button', { name: 'Load More Events' }).click();
    await page.getByText('Showing 44 of 44 events').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Load More Events' }).count()).toBe(0);
    await expect.poll(() => cardTitles(page)).not.toContain('Main Events');
  });

  it('asks for a track when none is given, and says so when the events cannot be loaded', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/track-events');
    await page.getByText('No track URL provided. Please navigate from the results page.').waitFor();
    await page.getByRole('link', { name: 'Back to Results' }).waitFor();

    // Coastline has no events list on LiveRC: nothing kept, nothing to show.
    await page.goto(app.url(eventsPath('https://coastline.liverc.com/', 'Coastline Off-Road Club')));
    await page.getByText('No events found').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);

    await page.goto(app.url(eventsPath('https://evil.example.com/', 'Nowhere')));
    await page.getByText('Unable to load track events').waitFor();
    await page.getByText('There was an error loading the events. Please try again later.').waitFor();
    await page.getByText('Failed to fetch saved track events: URL must be a LiveRC address').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
  });
});
