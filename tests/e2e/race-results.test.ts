// The race results page against the replay server: summary cards, the table with its colours, the lap
// grid, the charts, and the missing-address and failure states.
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
const BROKEN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610114';
const pageOf = (url: string, name = '') => `/race-results?${new URLSearchParams({ url, name })}`;

describeBrowser('the race results page', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('shows the race: cards, the table, every lap and the charts', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, pageOf(A_MAIN));
    await page.getByRole('heading', { name: '1/8 Nitro Buggy A-Main', level: 1 }).waitFor();
    const card = (name: string) => page.getByRole('region', { name }).locator('p').nth(1);
    expect(await card('Participants').textContent()).toBe('10');
    expect(await card('Winner').textContent()).toBe("LIAM O'CONNOR");
    expect(await card('Fastest Lap').textContent()).toBe('37.281');

    const rows = page.getByRole('region', { name: 'Results' }).locator('tbody tr');
    expect(await rows.count()).toBe(10);
    expect(await rows.first().getAttribute('data-winner')).toBe('true');
    expect(await rows.nth(1).getAttribute('data-winner')).toBeNull();
    const last = rows.last().locator('td');
    expect(await last.nth(1).textContent()).toBe('#9TOM HALVERSON');
    expect(await last.nth(4).textContent()).toBe('12 Laps');
    expect(await last.nth(8).textContent()).toBe('-');
    expect(await last.nth(9).textContent()).toBe('2:02.772');
    expect(await last.nth(10).textContent()).toBe('95.11%');
    expect(await last.nth(10).getAttribute('data-tone')).toBe('fair');

    const laps = page.getByRole('region', { name: 'Lap Times' });
    await laps.getByText('Showing first 12 lap times of 24 total').waitFor();
    expect(await laps.locator('thead th').count()).toBe(13);
    await laps.getByRole('button', { name: 'Show all laps' }).click();
    await laps.getByText('Showing all 24 lap times').waitFor();
    expect(await laps.locator('thead th').count()).toBe(25);

    const charts = page.getByRole('region', { name: 'Charts' });
    expect(await charts.getByRole('figure', { name: 'Lap times' }).locator('.recharts-line').count()).toBe(
      10,
    );
    await charts.getByRole('button', { name: "LIAM O'CONNOR" }).click();
    expect(await charts.getByRole('button', { name: "LIAM O'CONNOR" }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await charts.getByRole('figure', { name: 'Lap times' }).locator('.recharts-line').count()).toBe(9);
    expect(await charts.getByRole('figure', { name: 'Positions' }).locator('.recharts-line').count()).toBe(9);
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
      await page.getByText('Unable to load race results').waitFor();
      expect(await page.getByText('LiveRC is unreachable').isVisible()).toBe(true);
      app.replay().setFault(BROKEN, null);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('region', { name: 'Results' }).waitFor();
    } finally {
      app.replay().setFault(BROKEN, null);
    }
  });
});
