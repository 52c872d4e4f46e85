// The race results page against the replay server: summary cards, the table with its colours, the lap
// grid, the charts, and the missing-address and failure states.
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { holdRequest } from './helpers/accounts.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
const EVENT = 'https://redgum.liverc.com/results/?p=view_event&id=500311';
const BROKEN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610114';
const pageOf = (url: string, name = '') => `/race-results?${new URLSearchParams({ url, name })}`;

describeBrowser('the race results page', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('shows the race: cards, the table, every lap and the charts', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, pageOf(A_MAIN));
    await page.getByRole('heading', { name: '1/8 Nitro Buggy A-Main', level: 1 }).waitFor();
    const card = (name: string) => page.getByRole('region', { name }).locator('p').nth(1);
    await expect.poll(() => card('Participants').textContent()).toBe('10');
    await expect.poll(() => card('Winner').textContent()).toBe("LIAM O'CONNOR");
    await expect.poll(() => card('Fastest Lap').textContent()).toBe('37.281');

    const rows = page.getByRole('region', { name: 'Results' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await expect.poll(() => rows.first().getAttribute('data-winner')).toBe('true');
    await expect.poll(() => rows.nth(1).getAttribute('data-winner')).toBeNull();
    const last = rows.last().locator('td');
    await expect.poll(() => last.nth(1).textContent()).toBe('#9TOM HALVERSON');
    await expect.poll(() => last.nth(4).textContent()).toBe('12 Laps');
    await expect.poll(() => last.nth(8).textContent()).toBe('-');
    await expect.poll(() => last.nth(9).textContent()).toBe('2:02.772');
    // Pitboard's Clean Time and Best 5 beside LiveRC's Top 3: Tom's 9 laps have none to leave out.
    await expect.poll(() => last.nth(10).textContent()).toBe('06:19.046');
    await expect.poll(() => last.nth(11).textContent()).toBe('03:25.157');
    await expect.poll(() => last.nth(12).textContent()).toBe('95.11%');
    await expect.poll(() => last.nth(12).getAttribute('data-tone')).toBe('fair');

    const laps = page.getByRole('region', { name: 'Lap Times' });
    await laps.getByText('Showing first 12 lap times of 24 total').waitFor();
    await expect.poll(() => laps.locator('thead th').count()).toBe(13);
    await laps.getByRole('button', { name: 'Show all laps' }).click();
    await laps.getByText('Showing all 24 lap times').waitFor();
    await expect.poll(() => laps.locator('thead th').count()).toBe(25);

    const charts = page.getByRole('region', { name: 'Charts' });
    // Drawn once the racer scrolls near them (the first screen renders without them).
    await charts.scrollIntoViewIfNeeded();
    await expect
      .poll(() => charts.getByRole('figure', { name: 'Lap times' }).locator('.recharts-line').count())
      .toBe(10);
    await charts.getByRole('button', { name: "LIAM O'CONNOR" }).click();
    await expect
      .poll(() => charts.getByRole('button', { name: "LIAM O'CONNOR" }).getAttribute('aria-pressed'))
      .toBe('false');
    await expect
      .poll(() => charts.getByRole('figure', { name: 'Lap times' }).locator('.recharts-line').count())
      .toBe(9);
    await expect
      .poll(() => charts.getByRole('figure', { name: 'Positions' }).locator('.recharts-line').count())
      .toBe(9);
  });

  it('shows a race on a 360 px phone without sideways scrolling, the other figures one tap away, on its page and in its dialog', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, pageOf(A_MAIN));
    const onPhone = async (results: Locator) => {
      await results.locator('tbody tr').first().waitFor();
      await expect
        .poll(() => results.locator('thead th').allTextContents())
        .toEqual(['Pos', 'Driver', 'Laps/Time', 'Fast Lap', 'Consist.']);
      await expect
        .poll(() =>
          results
            .locator('table')
            .evaluate(
              (table) => (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0),
            ),
        )
        .toBe(0);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      // Behind, qualifying and the averages wait behind a tap on the driver's row.
      const tom = results.getByRole('button', { name: 'TOM HALVERSON' });
      await expect.poll(() => tom.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => results.getByText('12 Laps').count()).toBe(0);
      await results.locator('tbody tr').filter({ hasText: 'TOM HALVERSON' }).getByText('95.11%').tap();
      await expect.poll(() => tom.getAttribute('aria-expanded')).toBe('true');
      const more = results.getByRole('definition');
      await expect
        .poll(() => results.getByRole('term').allTextContents())
        .toEqual(['Qual', 'Behind', 'Avg Lap', 'Top 5', 'Top 10', 'Top 3', 'Clean Time', 'Best 5', 'Tyres']);
      await expect.poll(() => more.nth(1).textContent()).toBe('12 Laps');
      // Its tyres too: a column for them would leave no room for the names.
      await results.getByRole('button', { name: 'Assign tyres' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      await tom.tap();
      await expect.poll(() => results.getByRole('term').count()).toBe(0);
    };
    await onPhone(page.getByRole('region', { name: 'Results' }));

    await page.goto(app.url(`/event-details?${new URLSearchParams({ url: EVENT, tab: 'races' })}`));
    await page
      .getByRole('region', { name: 'Main Events' })
      .getByRole('button', { name: 'View Results' })
      .first()
      .click();
    await onPhone(page.getByRole('dialog', { name: '1/8 Nitro Buggy A-Main' }));
  });

  it("marks a crash lap in the lap grid with its why, and takes it out of the driver's clean time, at 360 px", async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, pageOf(A_MAIN));
    const laps = page.getByRole('region', { name: 'Lap Times' });
    const mia = laps.locator('tbody tr').filter({ hasText: 'MIA TANAKA' });
    // Lap 4, 48.085 s against her median 39.65 s: the only lap of hers marked. A screen reader hears the why.
    const why = 'Incident: 8.4 s slower than your median lap 39.6 s (over 15%)';
    await mia.getByRole('cell', { name: `48.085 ${why}`, exact: true }).waitFor();
    await expect.poll(() => mia.locator('[data-mark]').count()).toBe(1);
    await expect.poll(() => mia.locator('[data-mark]').getAttribute('data-mark')).toBe('incident');
    const listed = laps.getByRole('list', { name: 'Laps left out of clean figures' }).getByRole('listitem');
    await expect
      .poll(() => listed.filter({ hasText: 'MIA TANAKA' }).textContent())
      .toBe(`!MIA TANAKA, lap 4: ${why}`);
    await expect.poll(() => listed.filter({ hasText: 'MIA TANAKA' }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // On the lap chart every marked lap of the race is ringed: Mia's, Priya's, Owen's, Ella's and Daniel's three.
    const charts = page.getByRole('region', { name: 'Charts' });
    await charts.scrollIntoViewIfNeeded();
    await expect
      .poll(() => charts.getByRole('figure', { name: 'Lap times' }).locator('circle[data-mark-lap]').count())
      .toBe(7);

    // Her row's clean time: 15:28.161 with the 8.4 s lost taken out.
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('button', { name: 'MIA TANAKA' }).tap();
    await expect
      .poll(() => results.getByRole('definition').nth(6).textContent())
      .toBe('15:19.7261 lap left out');
  });

  it('asks for the race and its screen while the session check is still out, for a racer coming back', async () => {
    const page = await app.newPage();
    // The session check answers only once the race and the page's code have been asked for: had the app waited
    // for it (check, shell, page, data, one after the other), neither request would come.
    const sessionCheck = await holdRequest(page, '**/api/auth/user');
    const raceAsked = page.waitForRequest((request) => request.url().includes('/api/liverc/race-results?'));
    const pageAsked = page.waitForRequest((request) =>
      /\/assets\/race-results-page-[\w-]+\.js$/.test(request.url()),
    );
    const signingIn = signedInRacer(page, app, pageOf(A_MAIN));
    await Promise.all([raceAsked, pageAsked]);
    sessionCheck.release();
    await signingIn;
    await page.getByRole('heading', { name: '1/8 Nitro Buggy A-Main', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Results' }).locator('tbody tr').first().waitFor();
  });

  it('asks for a race when none is given', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/race-results');
    await page.getByText('No race URL provided. Please navigate from the results page.').waitFor();
    await page.getByRole('link', { name: 'Back to Results' }).click();
    await page.waitForURL('**/results');
  });

  it('says clearly when LiveRC cannot give the race, and tries again on request', async () => {
    app.replay().setFault(BROKEN, { type: 'status', status: 500 });
    try {
      const page = await app.newPage();
      await signedInRacer(page, app, pageOf(BROKEN, 'Heat 1'));
      // The spec's headline and sentence; the server's reason below them, never as the headline.
      const failure = page.getByRole('alert');
      await failure.getByText('Failed to Load Race Results').waitFor();
      await failure.getByText('Unable to fetch race data from the provided URL').waitFor();
      await failure.getByText('LiveRC is unreachable').waitFor();
      app.replay().setFault(BROKEN, null);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('region', { name: 'Results' }).waitFor();
    } finally {
      app.replay().setFault(BROKEN, null);
    }
  });
});
