// The Race Timer in a real browser: two timers with laps, kept across a reload, keyboard shortcuts,
// lap export, and the whole screen working offline from the service worker's copy.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { pauseClock } from './helpers/page-clock.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

describeBrowser('the Race Timer', () => {
  const app = useAppBrowser();

  const timer = (page: Page, n: number) => page.getByRole('region', { name: `Timer ${n}` });
  const status = (page: Page, n: number) => timer(page, n).getByTestId('status');
  const lapRows = (page: Page, n: number) => timer(page, n).locator('tbody tr');
  const display = async (page: Page, n: number) =>
    (await timer(page, n).getByTestId('display').textContent()) ?? '';
  const press = (page: Page, n: number, name: string) =>
    timer(page, n).getByRole('button', { name, exact: true }).click();
  /** A shown figure ('01:02.50') in hundredths of a second. */
  const hundredths = (shown: string) => {
    const [minutes = '', seconds = ''] = shown.split(':');
    return Math.round((Number(minutes) * 60 + Number(seconds)) * 100);
  };

  it('times two racers with laps on a phone, and keeps both running across a reload', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.clock.install();
    await signedInRacer(page, app, '/stopwatch');
    await page.getByRole('heading', { name: 'Race Timer', level: 1 }).waitFor();
    // Every figure below follows from the seconds the test moves the clock on.
    const started = await pauseClock(page);
    // Thumb-sized: START/STOP and LAP at least 56 px tall.
    for (const name of ['START', 'LAP']) {
      const button = timer(page, 1).getByRole('button', { name, exact: true });
      await expect.poll(async () => (await button.boundingBox())?.height).toBeGreaterThanOrEqual(56);
    }
    await expect.poll(() => status(page, 1).textContent()).toBe('READY');
    await expect.poll(() => timer(page, 1).getByRole('button', { name: 'LAP' }).isDisabled()).toBe(true);
    await expect.poll(() => timer(page, 1).getByRole('button', { name: 'RESET' }).isDisabled()).toBe(true);

    await timer(page, 1).getByLabel('Timer 1 driver name').fill('Sam Obrien');
    await press(page, 1, 'START');
    await press(page, 2, 'START');
    await page.clock.runFor(1_000);
    await press(page, 1, 'LAP');
    await page.clock.runFor(500);
    await press(page, 1, 'LAP');
    await press(page, 2, 'LAP');
    await expect.poll(() => status(page, 1).textContent()).toBe('RUNNING');
    await expect.poll(() => lapRows(page, 1).count()).toBe(2);
    // Newest first: lap 2 took half a second, one and a half from the start.
    await expect
      .poll(() => lapRows(page, 1).first().locator('td').allTextContents())
      .toEqual(['2', '00:00.50', '00:01.50', expect.any(String)]);

    // Loading the page needs the clock running: TanStack Query hands its answers over on a 0 ms timer.
    await page.clock.resume();
    await page.reload();
    await page.getByRole('heading', { name: 'Race Timer', level: 1 }).waitFor();
    const reloaded = await pauseClock(page);
    await expect.poll(() => status(page, 1).textContent()).toBe('RUNNING');
    await expect.poll(() => status(page, 2).textContent()).toBe('RUNNING');
    await expect.poll(() => lapRows(page, 1).count()).toBe(2);
    await expect.poll(() => lapRows(page, 2).count()).toBe(1);
    await expect.poll(() => timer(page, 1).getByLabel('Timer 1 driver name').inputValue()).toBe('Sam Obrien');
    // Nothing runs off the side of a 360 px screen, lap list included.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    // Still counting from START (the clock stood at `started` then), and a second later a second more.
    const since = Math.floor((reloaded - started) / 10);
    await expect.poll(async () => hundredths(await display(page, 1))).toBe(since);
    await page.clock.runFor(1_000);
    await expect.poll(async () => hundredths(await display(page, 1))).toBe(since + 100);

    await press(page, 1, 'STOP');
    await expect.poll(() => status(page, 1).textContent()).toBe('STOPPED');
    await page.clock.runFor(1_000);
    // Both started at the same moment: a second after the stop, timer 2 is a second ahead of timer 1.
    await expect
      .poll(async () => hundredths(await display(page, 2)) - hundredths(await display(page, 1)))
      .toBe(100);
    await press(page, 1, 'RESET');
    await expect.poll(() => status(page, 1).textContent()).toBe('READY');
    await expect.poll(() => display(page, 1)).toBe('00:00.00');
    await expect.poll(() => lapRows(page, 1).count()).toBe(0);
    await expect.poll(() => status(page, 2).textContent()).toBe('RUNNING');
  });

  it('answers the keyboard shortcuts and exports laps as CSV', async () => {
    const page = await app.newPage();
    await page.clock.install();
    await signedInRacer(page, app, '/stopwatch');
    await page.getByRole('heading', { name: 'Race Timer', level: 1 }).waitFor();
    await page.keyboard.press('s');
    await expect.poll(() => status(page, 2).textContent()).toBe('RUNNING');
    await page.clock.runFor(1_000);
    // A click leaves the focus on timer 2's STOP, yet Space and Enter still mean timer 1.
    await press(page, 2, 'STOP');
    await page.keyboard.press('Space');
    await expect.poll(() => status(page, 1).textContent()).toBe('RUNNING');
    await expect.poll(() => status(page, 2).textContent()).toBe('STOPPED');
    // A lap needs time on the clock.
    await page.clock.runFor(1_000);
    // A held Enter takes one lap, not one per key repeat.
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    await expect.poll(() => lapRows(page, 1).count()).toBe(1);
    await expect.poll(() => lapRows(page, 2).count()).toBe(0);
    // Typing a driver name is never a shortcut.
    await timer(page, 2).getByLabel('Timer 2 driver name').fill('');
    await timer(page, 2).getByLabel('Timer 2 driver name').pressSequentially('Lars');
    await expect.poll(() => status(page, 2).textContent()).toBe('STOPPED');
    await expect.poll(() => lapRows(page, 2).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      timer(page, 1).getByRole('button', { name: 'Export laps (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^race-timer-timer-1-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('lap,lap time,cumulative,time of day');
    expect(lines[1]).toMatch(/^1,00:01\.\d\d,00:01\.\d\d,/);
  });

  it('shows Keep Awake off, with the reason, when the phone refuses to keep the screen on', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    // A phone on battery saver: every wake lock request is refused.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'wakeLock', {
        value: { request: () => Promise.reject(new DOMException('Battery saver is on', 'NotAllowedError')) },
      });
    });
    await signedInRacer(page, app, '/stopwatch');
    const keepAwake = page.getByRole('switch', { name: 'Keep Awake' });
    await expect.poll(() => keepAwake.isChecked()).toBe(false);
    const reason = page.getByText('The phone refused: battery saver may be on');
    await reason.waitFor();
    // One line on a phone.
    await expect.poll(async () => (await reason.boundingBox())?.height).toBeLessThan(30);
    // Turning it on asks again, and the phone's second no turns it off again.
    await keepAwake.click();
    await expect.poll(() => keepAwake.isChecked()).toBe(false);
    await reason.waitFor();
  });

  it('opens and runs with no network at all once it has been loaded', async () => {
    const page = await app.newPage();
    await page.clock.install();
    await signedInRacer(page, app, '/stopwatch');
    await page.getByRole('heading', { name: 'Race Timer', level: 1 }).waitFor();
    await press(page, 2, 'START');
    // The service worker has installed the shell and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    // The worker keeps who is signed in from a page load it serves. Signing in through the form reloads
    // the page, which does that; this racer started signed in, so the page loads once more.
    await page.reload();
    await page.getByRole('heading', { name: 'Race Timer', level: 1 }).waitFor();

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Race Timer', level: 1 }).waitFor();
    await expect.poll(() => status(page, 2).textContent()).toBe('RUNNING');
    await press(page, 1, 'START');
    // A lap needs time on the clock.
    await page.clock.runFor(1_000);
    await press(page, 1, 'LAP');
    await expect.poll(() => lapRows(page, 1).count()).toBe(1);

    // Signed out, the phone no longer opens this racer's app, even offline.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.context().setOffline(true);
    await page.reload();
    // The page kept from the sign-out's reload says no session cookie came: the sign-in screen, offline too.
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Race Timer' }).count()).toBe(0);
    await page.context().setOffline(false);
  });
});
