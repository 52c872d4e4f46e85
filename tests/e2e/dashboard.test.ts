// The Dashboard in a real browser against the replay server: follow a track, its current event, the
// live timing table with the racer's own row, data sources, and refresh now.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';
import { swipe as swipeOn } from './helpers/touch.ts';

const RED_GUM = 'https://redgum.liverc.com/';

type Box = { x: number; y: number; width: number; height: number } | null;
/** Whether two boxes on the screen share any area (a missing box overlaps nothing). */
const overlaps = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describeBrowser('the Dashboard', () => {
  const app = useAppBrowser({ liveRc: {} });

  async function followRedGum(page: Page) {
    await signedInRacer(page, app, '/dashboard?tab=live');
    await page.getByRole('heading', { name: 'Follow a track' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('red gum');
    await page.getByRole('button', { name: 'Follow Red Gum Raceway' }).click();
    await page.getByRole('heading', { name: 'Red Gum Nitro Series Round 6' }).waitFor();
  }

  const timingRows = (page: Page) => page.getByRole('region', { name: 'Live Timing' }).locator('tbody tr');

  it('invites a racer who follows no track to follow one, and then shows its event and timing', async () => {
    const page = await app.newPage();
    await followRedGum(page);

    const event = page.getByRole('region', { name: 'Red Gum Nitro Series Round 6' });
    await event.getByText('ACTIVE', { exact: true }).waitFor();
    const facts = async () =>
      Object.fromEntries(
        await event
          .locator('dl > div')
          .evaluateAll((items) =>
            items.map((item) => [
              item.querySelector('dt')?.textContent,
              item.querySelector('dd')?.textContent,
            ]),
          ),
      );
    await expect.poll(facts).toEqual({
      Track: 'Red Gum Raceway',
      Class: '1/8 Nitro Buggy',
      Round: 'Main Events',
      'Time Remaining': '-- : --',
    });

    await timingRows(page).nth(9).waitFor();
    await expect.poll(() => timingRows(page).count()).toBe(10);
    const cells = async (index: number) => timingRows(page).nth(index).locator('td').allInnerTexts();
    await expect.poll(() => cells(0)).toEqual(['1', "LIAM O'CONNOR", '37.281', '37.947', '-']);
    await expect.poll(() => cells(1)).toEqual(['2', 'JACK MORRISON', '37.957', '38.705', '0.488']);
    await expect.poll(() => timingRows(page).nth(0).getAttribute('data-leader')).toBe('true');
    await expect.poll(() => timingRows(page).nth(1).getAttribute('data-leader')).toBeNull();
    // A set gap is red; the leader's empty one is not.
    const gapColour = (index: number) =>
      timingRows(page)
        .nth(index)
        .locator('td')
        .last()
        .evaluate((cell) => getComputedStyle(cell).color);
    await expect.poll(() => gapColour(1)).not.toBe(await gapColour(0));

    const sources = page.getByRole('region', { name: 'Data Sources' });
    await sources.getByText('LiveRC (live results site)').waitFor();
    await expect.poll(() => sources.locator('[data-status]').getAttribute('data-status')).toBe('connected');
    // The header's badge follows the same sources.
    await page.getByRole('banner').getByText('LIVE', { exact: true }).waitFor();
    // And the Live Data Connection card reads the same state as the badge.
    const connection = page.getByRole('region', { name: 'Live Data Connection' });
    await expect.poll(() => connection.textContent()).toContain('OnlineConnected to LiveRC');
  });

  it("highlights the racer's own row once their driver name is set, and shows their next race", async () => {
    // A phone, where a message once covered the Settings dialog's Close.
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await page.context().grantPermissions(['notifications']);
    // Records the notifications the page shows instead of showing them.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownNotifications: shown });
      window.Notification = class {
        static permission = 'granted';
        static requestPermission = async () => 'granted';
        constructor(title: string, options?: { body?: string }) {
          shown.push(`${title}: ${options?.body ?? ''}`);
        }
      } as unknown as typeof Notification;
    });
    await followRedGum(page);
    await page.getByText('Set your driver name in Settings to see your next race').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByText('Red Gum Raceway').waitFor();
    await settings.getByLabel('Add a driver name').fill('Jack Morrison');
    await settings.getByRole('button', { name: 'Add name' }).click();
    const saved = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Races under Jack Morrison are yours.' });
    await saved.waitFor();
    // Raised while the dialog is open, the message sits below it, covering none of it on a phone.
    await expect
      .poll(async () => overlaps(await saved.boundingBox(), await settings.boundingBox()))
      .toBe(false);
    await settings.getByRole('button', { name: 'Close' }).click();

    const mine = page.getByRole('region', { name: 'Live Timing' }).locator('tr[aria-current="true"]');
    await mine.waitFor();
    await expect.poll(() => mine.locator('td').nth(1).textContent()).toBe('JACK MORRISON (you)');
    await expect.poll(() => mine.count()).toBe(1);

    const nextRace = page.getByRole('region', { name: 'My next race' });
    await nextRace.getByText('Your next race: Race 4, 1/8 Nitro Buggy Fun Run, grid slot 3').waitFor();
    await expect
      .poll(() => nextRace.textContent())
      .toContain('1 race before yours · before it: 1/8 Electric Buggy Fun Run');
    // Red Gum posted its races at 13:21, 13:27, (lunch) 14:11 and 14:18: the next runs about 14:18, Jack's after.
    await nextRace.getByText('Starts about 14:25 (± 1 min)').waitFor();
    await nextRace.getByText('Coming up: 1/8 Electric Buggy Fun Run 14:18').waitFor();
    await nextRace
      .getByText(
        'Estimated from the median interval between recent races (6.5 min), breaks over 20 minutes left out.',
      )
      .waitFor();
    expect(await nextRace.textContent()).not.toContain('no countdown');
    // The race before it is next to run: the phone says so, once.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
      )
      .toEqual([
        'Your race is next: 1/8 Electric Buggy Fun Run is on now. Your next race: Race 4, 1/8 Nitro Buggy Fun Run, grid slot 3, about 14:25 (± 1 min)',
      ]);
  });

  it('lists tyres, setup sheet and transponder from 15 minutes before the estimated start', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    // Jack Morrison's race at Red Gum starts about 14:25 (the test above): at 14:05 it is too early.
    await page.clock.setFixedTime(new Date(2026, 10, 22, 14, 5));
    await signedInRacer(page, app, '/settings');
    const post = async (path: string, data: object) => {
      const response = await page.request.post(app.url(path), { data });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { id: number; setNumber: number };
    };
    await page.request.put(app.url('/api/settings'), {
      data: { driverName: 'Jack Morrison', followedTrackUrl: RED_GUM },
    });
    const event = (await (await page.request.get(app.url('/api/events/current'))).json()) as {
      eventUrl: string;
      track: string;
    };
    const tyre = await post('/api/tire-inventory', {
      brand: 'Pro-Line',
      treadPattern: 'Blockade',
      compound: 'M3',
    });
    await post('/api/race-results-with-tires', {
      raceTitle: '1/8 Nitro Buggy A-Main',
      eventUrl: event.eventUrl,
      trackName: event.track,
      driverName: 'Jack Morrison',
      position: 3,
      raceDate: '2026-11-22T03:00:00.000Z',
      rearTireId: tyre.id,
    });
    await post('/api/setup-sheets', { name: 'Red Gum dry', date: '2026-11-21', track: event.track });

    await page.goto(app.url('/dashboard?tab=live'));
    const nextRace = page.getByRole('region', { name: 'My next race' });
    await nextRace.getByText('Starts about 14:25 (± 1 min)').waitFor();
    expect(await nextRace.getByRole('region', { name: 'Before your race' }).count()).toBe(0);

    await page.clock.setFixedTime(new Date(2026, 10, 22, 14, 12));
    await page.reload();
    const checklist = nextRace.getByRole('region', { name: 'Before your race' });
    await checklist.getByText(`Tyres: Pro-Line Blockade M3 · Set #${tyre.setNumber}`).waitFor();
    await checklist.getByText('Setup sheet: Red Gum dry · Agama 1/8 buggy').waitFor();
    await checklist.getByText('Transponder: 3358804').waitFor();
  });

  it("refreshes from LiveRC now: 'Data Refreshed', or 'Refresh Failed' when LiveRC is down", async () => {
    const page = await app.newPage();
    await followRedGum(page);
    const refresh = page
      .getByRole('navigation', { name: 'Actions' })
      .getByRole('button', { name: 'Refresh' });
    await refresh.click();
    await page.getByText('Live timing data has been updated').waitFor();

    app.replay().setFault(RED_GUM, { type: 'status', status: 500 });
    try {
      await refresh.click();
      await page.getByText('Unable to refresh data at this time').waitFor();
      // The last timing table stays on screen.
      await expect.poll(() => timingRows(page).count()).toBe(10);
    } finally {
      app.replay().setFault(RED_GUM, null);
    }
  });

  it('says why Refresh cannot work for a racer who follows no track', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/');
    await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Refresh Failed').waitFor();
    await page.getByText('Follow a track to see its live timing').waitFor();
  });

  it('says when to try again once a racer has refreshed more than anyone taps', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/');
    const refresh = page
      .getByRole('navigation', { name: 'Actions' })
      .getByRole('button', { name: 'Refresh' });
    // Six a minute are allowed (REFRESHES_PER_MINUTE); each of these is answered at once (no track followed).
    const tap = async () => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/refresh'));
      await refresh.click();
      return (await answered).status();
    };
    for (let taps = 0; taps < 6; taps += 1) expect(await tap()).toBe(400);
    expect(await tap()).toBe(429);
    await page.getByText(/^Too many refreshes\. Please try again in \d+ seconds?\.$/).waitFor();
  });

  it('opens on the Results tab, and moves between the home tabs by tap and by swipe', async () => {
    const page = await app.newPage({ hasTouch: true, viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app, '/');
    const tabs = page.getByRole('tablist', { name: 'Home' });
    const selected = () => tabs.getByRole('tab', { selected: true }).textContent();
    // Signed in by cookie, the page is up before the tabs are: wait for them.
    await expect
      .poll(() => tabs.getByRole('tab').allTextContents())
      .toEqual(['Live', 'Inventory', 'Analysis', 'Results']);
    await expect.poll(selected).toBe('Results');
    // The Results tab is the track browser, read from LiveRC.
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Results', level: 2 }).waitFor();
    await panel.getByText('Red Gum Raceway').first().waitFor();

    const swipe = (dx: number, dy: number) => swipeOn(panel, dx, dy);
    // Results is the last tab: a swipe to the left goes nowhere; to the right, back to Analysis.
    await swipe(-120, 0);
    await expect.poll(selected).toBe('Results');
    await swipe(120, 10);
    await expect.poll(selected).toBe('Analysis');
    await page.getByText('Which tyre makes you fast: your races with their tyre sets, ranked.').waitFor();
    // Too short, or more down than across: a scroll, not a swipe.
    await swipe(40, 0);
    await swipe(100, 150);
    await expect.poll(selected).toBe('Analysis');
    await swipe(100, 0);
    await expect.poll(selected).toBe('Inventory');

    await tabs.getByRole('tab', { name: 'Live' }).click();
    await page.getByRole('region', { name: 'Data Sources' }).waitFor();
    // The open tab is in the address, so a reload keeps it.
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('live');
    await page.reload();
    await page.getByRole('region', { name: 'Data Sources' }).waitFor();
    await expect.poll(selected).toBe('Live');
  });

  it('has the action bar: export as CSV, share the link, stopwatch and settings', async () => {
    const page = await app.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInRacer(page, app, '/dashboard');
    const actions = page.getByRole('navigation', { name: 'Actions' });

    await actions.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Tyre inventory (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pitboard-tire-inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    expect(readFileSync(file, 'utf8').split('\r\n')[0]).toBe(
      'id,brand,treadPattern,compound,compoundDescription,size,quantity,setNumber,purchaseDate,purchasePrice (GBP),currency,condition,trackType,tempRangeMin (°C),tempRangeMax (°C),treadDescription,notes,lapsEntered,totalLaps,createdAt',
    );
    const [laps] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Stopwatch laps (CSV)' }).click(),
    ]);
    expect(readFileSync(await laps.path(), 'utf8')).toBe(
      'timer,driver,lap,lap time,cumulative,time of day\r\n',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Headless Chromium has no share sheet: the link is copied instead.
    await actions.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link Copied').waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(app.url('/dashboard'));

    await actions.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Add a driver name').waitFor();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();
    await actions.getByRole('link', { name: 'Stopwatch' }).click();
    await page.getByRole('heading', { name: 'Race Timer', level: 1 }).waitFor();
  });
  it("sums up the racer's tyres and race log on the Racing Dashboard, and its refresh reloads them", async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app, '/');
    const dashboard = page.getByRole('region', { name: 'Racing Dashboard' });
    const tile = (name: string) => dashboard.getByRole('region', { name, exact: true });
    // Loaded while the racer has nothing yet: the set and the race below come in by the refresh.
    await expect.poll(() => tile('Top 3 Finishes').textContent()).toContain('0 of 0');

    const set = await page.request.post(app.url('/api/tire-inventory'), {
      data: { treadPattern: 'Blockade', compound: 'M3' },
    });
    expect(set.ok()).toBe(true);
    const { id } = (await set.json()) as { id: number };
    const race = await page.request.post(app.url('/api/race-results-with-tires'), {
      data: {
        raceTitle: 'Club Round 3 A-Main',
        trackName: 'Red Gum Raceway',
        driverName: 'Me',
        position: 1,
        raceDate: new Date().toISOString(),
        frontTireId: id,
        rearTireId: id,
        userRating: 5,
        lapsCompleted: 20,
      },
    });
    expect(race.ok()).toBe(true);

    await dashboard.getByRole('button', { name: 'Refresh racing dashboard' }).click();
    await expect.poll(() => tile('Win Rate').textContent()).toContain('100%');
    await expect.poll(() => tile('Top 3 Finishes').textContent()).toContain('1 of 1');
    await expect.poll(() => tile('Total Tires').textContent()).toMatch(/^4Total Tires0 used$/);
    const result = dashboard
      .getByRole('region', { name: 'Recent Race Results' })
      .getByRole('listitem')
      .filter({ hasText: 'Club Round 3 A-Main' });
    await expect.poll(() => result.textContent()).toContain('Position P1');
    await result.getByRole('img', { name: 'Top 3 finish' }).waitFor();
  });
});
