// The signed-in app shell in a real browser: tabs, every route, the header, the menu, themes, 404
// and a 360 px phone.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { dataSources } from '../../src/db/schema.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';
import { swipe as swipeOn } from './helpers/touch.ts';

const tabs = [
  { label: 'Dashboard', path: '/', title: 'Dashboard' },
  { label: 'Live', path: '/live', title: 'Live' },
  { label: 'Inventory', path: '/inventory', title: 'Inventory' },
  { label: 'Analysis', path: '/analysis', title: 'Analysis' },
  { label: 'Results', path: '/results', title: 'Results' },
  { label: 'Setup', path: '/agama-setup-sheet', title: 'Setup Sheet' },
] as const;

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes on the screen share any area. */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const pageTitle = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 1 });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function activeTabs(page: Page): Promise<string[]> {
  return tabBar(page).locator('a[aria-current="page"]').allInnerTexts();
}

describeBrowser('the signed-in app shell', () => {
  const app = useAppBrowser();

  it('visits each tab, showing its page and marking only that tab', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/live');
    for (const tab of [...tabs].reverse()) {
      await tabBar(page).getByRole('link', { name: tab.label }).click();
      await pageTitle(page, tab.title).waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe(tab.path);
      await expect.poll(() => activeTabs(page)).toEqual([tab.label]);
    }
    // The mark is visible, not only announced: the current tab is drawn in another colour.
    const colour = (label: string) =>
      tabBar(page)
        .getByRole('link', { name: label })
        .evaluate((link) => getComputedStyle(link).color);
    await expect.poll(() => colour('Dashboard')).not.toBe(await colour('Live'));
  });

  it("opens each tab by its address with the page's code named in index.html, not found a round trip later", async () => {
    for (const tab of tabs) {
      const page = await app.newPage();
      const named: string[] = [];
      const fetched: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'document') return;
        for (const [, file] of (await response.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
          named.push(file ?? '');
      });
      page.on('request', (request) => {
        if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
      });
      await signedInRacer(page, app, tab.path);
      await pageTitle(page, tab.title).waitFor();
      expect(
        fetched.filter((file) => !named.includes(file)),
        tab.path,
      ).toEqual([]);
      await page.close();
    }
  });

  it('opens every other route by its address', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app);
    const routes = [
      { path: '/dashboard', title: 'Dashboard', tab: ['Dashboard'] },
      { path: '/race-results', title: 'Race Results', tab: ['Results'] },
      { path: '/track-events', title: 'Track Events', tab: [] },
      { path: '/event-details', title: 'Event Details', tab: [] },
      { path: '/stopwatch', title: 'Race Timer', tab: [] },
    ];
    for (const route of routes) {
      await page.goto(app.url(route.path));
      await pageTitle(page, route.title).waitFor();
      await expect.poll(() => activeTabs(page)).toEqual(route.tab);
    }
  });

  it("shows '404 Page Not Found' for an unknown path, with a way home", async () => {
    const page = await app.newPage();
    await signedInRacer(page, app);
    await page.goto(app.url('/no-such-page'));
    await pageTitle(page, '404 Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await pageTitle(page, 'Dashboard').waitFor();
  });

  it('has the title, the data status, the quick timer and the menu in the header', async () => {
    const page = await app.newPage();
    const racer = await signedInRacer(page, app, '/live');
    const header = page.getByRole('banner');
    await header.getByText('Pitboard', { exact: true }).waitFor();
    // The data status, whichever it is: this server reads LiveRC from a closed port.
    await header.getByText(/^(LIVE|SYNC|OFFLINE)$/).waitFor();

    await header.getByRole('link', { name: 'Open stopwatch' }).click();
    await pageTitle(page, 'Race Timer').waitFor();

    await page.goto(app.url('/live'));
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(racer.username, { exact: true }).waitFor();
    await menu.getByText(racer.email, { exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Stopwatch' }).click();
    await pageTitle(page, 'Race Timer').waitFor();
    await menu.waitFor({ state: 'detached' });

    await header.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('menuitem', { name: 'About' }).click();
    const about = page.getByRole('dialog', { name: 'About Pitboard' });
    await about.getByText(/^Version \d+\.\d+\.\d+/).waitFor();
    await about.getByRole('button', { name: 'Close' }).click();
    await about.waitFor({ state: 'hidden' });
  });

  it('moves between the home tabs with a horizontal swipe, not with a vertical one', async () => {
    const page = await app.newPage({ hasTouch: true, viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app, '/live');
    await pageTitle(page, 'Live').waitFor();
    const swipe = (dx: number, dy: number) => swipeOn(page.locator('#main'), dx, dy);
    await swipe(-120, 10);
    await pageTitle(page, 'Inventory').waitFor();
    await swipe(-30, 0);
    await swipe(-100, 160);
    await swipe(120, -5);
    await pageTitle(page, 'Live').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/live');
    // The browser's own sideways swipe (back a page) is off, so a swipe only ever moves between tabs.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorX))
      .toBe('none');
  });

  it('says LIVE while LiveRC answers, SYNC only while a first read runs, OFFLINE in red when it cannot be reached', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app, '/agama-setup-sheet');
    const badge = page.getByRole('banner').locator('[data-live-state]');
    const colour = () => badge.evaluate((element) => getComputedStyle(element).color);
    const red = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--destructive)';
      document.body.append(probe);
      return getComputedStyle(probe).color;
    });
    // LiveRC's record as the server keeps it; the Setup Sheet screen reads nothing from LiveRC to change it.
    const { db } = app.database();
    const liveRcIs = async (status: string, lastSync: Date | null) => {
      await db
        .insert(dataSources)
        .values({ name: 'LiveRC', status, lastSync })
        .onConflictDoUpdate({ target: dataSources.name, set: { status, lastSync } });
      await page.reload();
    };

    await liveRcIs('syncing', null);
    await expect.poll(() => badge.textContent()).toContain('SYNC');
    // Its last read answered three minutes ago and nothing has failed since: LiveRC answers.
    await liveRcIs('connected', new Date(Date.now() - 3 * 60_000));
    await expect.poll(() => badge.textContent()).toContain('LIVE');
    // The phone's own network gone: OFFLINE, whatever LiveRC last said.
    await page.context().setOffline(true);
    await expect.poll(() => badge.textContent()).toContain('OFFLINE');
    await page.context().setOffline(false);
    await expect.poll(() => badge.textContent()).toContain('LIVE');

    await liveRcIs('error', null);
    await expect.poll(() => badge.textContent()).toContain('OFFLINE');
    await expect.poll(colour).toBe(red);
    // The Dashboard's Live Data Connection card says the same.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const card = page.getByRole('region', { name: 'Live Data Connection' });
    await expect.poll(() => card.textContent()).toContain('Offline');
  });

  it("shows every toast in one place, above the tab bar, never over the header or a page's buttons", async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, '/results');
    // Sonner keeps a replaced toast on the page while it slides away: the one that counts is in front.
    const toast = page.locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])');
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not on screen');
      return found;
    };
    const clear = async (toastBox: Box, ...others: Locator[]) => {
      for (const other of others) if (overlaps(toastBox, await box(other))) return false;
      return true;
    };

    // This server's LiveRC is a closed port: Fetch Data fails, and says so.
    const fetchData = page.getByRole('button', { name: 'Fetch Data' });
    await fetchData.click();
    await toast.filter({ hasText: 'Failed to refresh data' }).waitFor();
    await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);
    const onPage = await box(toast);
    expect(
      await clear(onPage, page.getByRole('banner'), fetchData, page.getByRole('button', { name: 'Refresh' })),
    ).toBe(true);
    const tabBar = await box(page.getByRole('navigation', { name: 'Main' }));
    expect(onPage.y + onPage.height).toBeLessThanOrEqual(tabBar.y);

    // Raised over a dialog, in the same place, covering none of the dialog.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByLabel('Add a driver name').fill('Sam');
    await settings.getByRole('button', { name: 'Add name' }).click();
    await toast.filter({ hasText: 'Races under Sam are yours.' }).waitFor();
    await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);
    const overDialog = await box(toast);
    expect(Math.round(overDialog.y + overDialog.height)).toBe(Math.round(onPage.y + onPage.height));
    expect(await clear(overDialog, settings)).toBe(true);
  });

  it('switches themes in Settings and keeps the choice', async () => {
    const page = await app.newPage({ colorScheme: 'light' });
    await signedInRacer(page, app);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('radio', { name: 'Dark' }).check();
    await page.locator('html.dark').waitFor({ state: 'attached' });
    await expect.poll(() => background()).not.toBe(lightBackground);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pitboard-theme'))).toBe('dark');

    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect.poll(() => page.locator('html.dark').count()).toBe(1);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await settings.getByRole('radio', { name: 'System' }).check();
    await page.locator('html.dark').waitFor({ state: 'detached' });
    await expect.poll(() => background()).toBe(lightBackground);
  });

  it("follows a dark system setting when the theme is 'System'", async () => {
    const light = await app.newPage({ colorScheme: 'light' });
    await light.goto(app.url());
    await light.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    const dark = await app.newPage({ colorScheme: 'dark' });
    await dark.goto(app.url());
    await dark.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(() => background(light)).toBe('rgb(255, 255, 255)');
    await expect.poll(() => background(dark)).toBe('rgb(11, 15, 20)');
  });

  it('fits a 360 px phone: all six tabs visible and thumb-sized', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app);
    await pageTitle(page, 'Dashboard').waitFor();
    for (const tab of tabs) {
      const link = tabBar(page).getByRole('link', { name: tab.label });
      // The box goes along with the verdicts, so a failure shows the measurements.
      const fit = async () => {
        const box = await link.boundingBox();
        return {
          box,
          onScreen: !!box && box.x >= 0 && box.x + box.width <= 360 && box.y + box.height <= 740,
          thumbSized: !!box && box.width >= 44 && box.height >= 44,
        };
      };
      await expect.poll(fit, { message: tab.label }).toMatchObject({ onScreen: true, thumbSized: true });
    }
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await tabBar(page).getByRole('link', { name: 'Inventory' }).tap();
    await pageTitle(page, 'Inventory').waitFor();
  });
});
