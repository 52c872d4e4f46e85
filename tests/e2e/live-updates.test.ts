// The Dashboard following a race as it happens: the replay server runs Red Gum's A-Main live, the server
// pushes each change, and the timing table follows without a reload, through a lost connection too.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_LIVE_RACE_URL } from '../../tools/liverc-replay/demo-pages.ts';
import { describeBrowser } from '../support/browser.ts';
import { signedInRacer } from './helpers/accounts.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';

// The replay's race clock: the A-Main runs while it stands at 0 and is over once moved past its end.
let clock = 0;
const AFTER_THE_RACE = 60 * 60 * 1000;

describeBrowser('live updates on the Dashboard', () => {
  const app = useAppBrowser({
    liveRc: { live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock } },
    liveFeedTiming: { liveIntervalMs: 300, idleIntervalMs: 300, stopAfterMs: 1_000 },
  });

  const timing = (page: Page) => page.getByRole('region', { name: 'Live Timing' });
  const leader = (page: Page) => timing(page).locator('tbody tr').first().locator('td').nth(1);

  it('shows the A-Main the moment LiveRC posts it, without a reload, after a lost connection', async () => {
    clock = 0;
    const page = await app.newPage();
    await signedInRacer(page, app.url(), '/dashboard');
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('red gum');
    await page.getByRole('button', { name: 'Follow Red Gum Raceway' }).click();
    // While the nitro A-Main runs, LiveRC's newest posted race is the electric one.
    await timing(page).getByText('1/8 Electric Buggy A-Main').waitFor();
    const before = await leader(page).textContent();

    await page.context().setOffline(true);
    clock = AFTER_THE_RACE;
    await page.context().setOffline(false);

    await timing(page).getByText('1/8 Nitro Buggy A-Main').waitFor();
    await page.waitForFunction(
      (name) => document.querySelector('[data-leader] td:nth-child(2)')?.textContent === name,
      "LIAM O'CONNOR",
    );
    expect(await leader(page).textContent()).not.toBe(before);
    // The race is over and the track offline: no ACTIVE badge any more.
    await page.getByText('ACTIVE', { exact: true }).waitFor({ state: 'detached' });
  });
});
