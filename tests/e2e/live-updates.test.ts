// The Dashboard following a race as it happens: the replay server runs Red Gum's A-Main live (its pages
// and LiveRC's live socket), the server pushes each change, and the screen follows without a reload,
// through a lost connection too.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_LIVE_RACE_URL } from '../../tools/liverc-replay/demo-pages.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { pauseClock } from './helpers/page-clock.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

// The replay's race clock: five minutes into the A-Main, then long after it.
let clock = 5 * 60 * 1000;
const AFTER_THE_RACE = 60 * 60 * 1000;

/** Resolves once the page has handled what its tasks queued so far and painted twice. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))), 0),
      ),
  );

describeBrowser('live updates on the Dashboard', () => {
  const app = useAppBrowser({
    liveRc: { live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock } },
    liveFeedTiming: { liveIntervalMs: 300, idleIntervalMs: 300, stopAfterMs: 1_000 },
  });

  const timing = (page: Page) => page.getByRole('region', { name: 'Live Timing' });
  const timeRemaining = (page: Page) =>
    page.locator('dt', { hasText: 'Time Remaining' }).locator('xpath=following-sibling::dd');
  const raceClass = (page: Page) =>
    page.locator('dt', { hasText: /^Class$/ }).locator('xpath=following-sibling::dd');

  it('shows the race on track with its clock, then the posted result, without a reload', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, '/dashboard?tab=live');
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('red gum');
    await page.getByRole('button', { name: 'Follow Red Gum Raceway' }).click();

    // Mid-race, the standings and the clock come from LiveRC's live socket.
    await timing(page).getByText('1/8 Nitro Buggy A-Main').waitFor();
    await expect.poll(() => timeRemaining(page).textContent()).toMatch(/^\d+:\d{2}$/);
    await page.getByText('ACTIVE', { exact: true }).waitFor();
    // The class is the race on track's, not the last posted race's.
    await expect.poll(() => raceClass(page).textContent()).toBe('1/8 Nitro Buggy');

    await page.context().setOffline(true);
    clock = AFTER_THE_RACE;
    await page.context().setOffline(false);

    // Over: the track goes offline and the table holds LiveRC's posted result.
    await page.getByText('ACTIVE', { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => timeRemaining(page).textContent()).toBe('-- : --');
    await expect
      .poll(() => timing(page).locator('[data-leader] td').nth(1).textContent())
      .toBe("LIAM O'CONNOR");
    await expect.poll(() => timing(page).locator('tbody tr').count()).toBe(10);
  });

  it('keeps the posted result when a Refresh tapped while the race was on answers after the stream', async () => {
    clock = 5 * 60 * 1000;
    const page = await app.newPage();
    await signedInRacer(page, app, '/dashboard?tab=live');
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('red gum');
    await page.getByRole('button', { name: 'Follow Red Gum Raceway' }).click();
    await page.getByText('ACTIVE', { exact: true }).waitFor();

    // On a slow signal: the track as it was while the race was on, answered only once the stream has shown
    // the race over.
    const racing = await page.evaluate(() => fetch('/api/events/current').then((answer) => answer.text()));
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/events/current', async (route) => {
      held += 1;
      await released;
      await route.fulfill({ contentType: 'application/json', body: racing });
    });
    await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => held).toBeGreaterThan(0);
    clock = AFTER_THE_RACE;
    await page.getByText('ACTIVE', { exact: true }).waitFor({ state: 'detached' });

    const answered = page.waitForEvent('requestfinished', (request) =>
      request.url().endsWith('/api/events/current'),
    );
    release();
    await answered;
    await nextFrames(page);
    await expect.poll(() => page.getByText('ACTIVE', { exact: true }).count()).toBe(0);
    await expect.poll(() => timeRemaining(page).textContent()).toBe('-- : --');
  });

  it('keeps polling at the spec intervals when the live stream cannot get through', async () => {
    const page = await app.newPage();
    await page.clock.install();
    // A proxy that blocks event streams: the connection fails, as it would on such a network.
    await page.context().route('**/api/live/stream', (route) => route.abort('connectionrefused'));
    // The page notes when (on its own clock) it asks for each of the event's reads, and how many it has not
    // taken in yet: an answer counts as taken once its body is in the page, so the page, not the network
    // events Playwright reports a moment later, says when the next step of the clock may come.
    await page.addInitScript(() => {
      const reads = { sent: [] as { read: string; at: number }[], open: 0 };
      Object.assign(window, { eventReads: reads });
      const fetchOf = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (!url.pathname.startsWith('/api/events/')) return fetchOf(input, init);
        reads.sent.push({ read: url.pathname.split('/').at(-1) ?? '', at: Date.now() });
        reads.open += 1;
        try {
          const answer = await fetchOf(input, init);
          const body = [204, 304].includes(answer.status) ? null : await answer.arrayBuffer();
          return new Response(body, answer);
        } finally {
          reads.open -= 1;
        }
      };
    });
    await signedInRacer(page, app, '/dashboard?tab=live');
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('red gum');
    await page.getByRole('button', { name: 'Follow Red Gum Raceway' }).click();
    await timing(page).locator('tbody tr').first().waitFor();
    await pauseClock(page);

    type Reads = { sent: { read: string; at: number }[]; open: number };
    const reads = () => page.evaluate(() => (window as unknown as { eventReads: Reads }).eventReads);
    const from = (await reads()).sent.length;
    // Eleven seconds on the page's clock, a tenth at a time, each step's reads taken in before the next: a
    // poll comes its interval after the last answer (TanStack Query sets its timer again as each read ends).
    for (let step = 0; step < 110; step++) {
      await page.clock.runFor(100);
      await expect.poll(async () => (await reads()).open).toBe(0);
    }
    const sent = (await reads()).sent.slice(from);
    const timesOf = (read: string) => sent.filter((each) => each.read === read).map((each) => each.at);
    // Timing rows every 2 s and the event every 5 s: not more often, not less, give or take a step.
    const expectEvery = (times: number[], least: number, ms: number) => {
      expect(times.length).toBeGreaterThanOrEqual(least);
      for (const [i, time] of times.slice(1).entries()) {
        expect(time - (times[i] ?? 0)).toBeGreaterThanOrEqual(ms - 100);
        expect(time - (times[i] ?? 0)).toBeLessThanOrEqual(ms + 100);
      }
    };
    expectEvery(timesOf('drivers'), 4, 2_000);
    expectEvery(timesOf('current'), 2, 5_000);
  });
});

describeBrowser('the race on track on the Live screen', () => {
  // The feed kept as long as in production: the screen asks for the track every 5 s.
  const app = useAppBrowser({
    liveRc: { live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => 5 * 60 * 1000 } },
    liveFeedTiming: { liveIntervalMs: 300, idleIntervalMs: 300, stopAfterMs: 60_000 },
  });

  it('shows a racing track the race on track, its class, clock and timing, as the Live tab does', async () => {
    const page = await app.newPage();
    await signedInRacer(page, app, `/live?track=${encodeURIComponent('https://redgum.liverc.com/')}`);
    const timing = page.getByRole('region', { name: 'Live Timing' });
    await timing.getByText('1/8 Nitro Buggy A-Main').waitFor();
    await expect.poll(() => timing.locator('tbody tr').count()).toBeGreaterThan(0);
    const event = page.getByRole('region', { name: 'Red Gum Nitro Series Round 6' });
    await event.getByText('ACTIVE', { exact: true }).waitFor();
    const fact = (label: string) =>
      event.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    await expect.poll(() => fact('Class').textContent()).toBe('1/8 Nitro Buggy');
    await expect.poll(() => fact('Time Remaining').textContent()).toMatch(/^\d+:\d{2}$/);
    // The last posted race stays below, under its own name.
    await page.getByRole('region', { name: 'Live Results' }).getByText('1/8 Electric Buggy A-Main').waitFor();
  });
});
