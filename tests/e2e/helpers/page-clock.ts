// The page's clock (Playwright's fake timers, `page.clock.install()` before the page loads) for tests of
// timers, retries and polling: the page's seconds pass when the test says so, not in real time.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Stops the page's clock, from now on moved only by `page.clock.runFor`; returns the page's time. */
export async function pauseClock(page: Page): Promise<number> {
  // The installed clock still runs in real time until it is paused, and cannot be paused in the past:
  // a second ahead leaves room for the round trip.
  const at = (await page.evaluate(() => Date.now())) + 1_000;
  await page.clock.pauseAt(at);
  return at;
}

/**
 * Moves the page's clock on, `stepMs` at a time, until `done()`. For a timer the page starts only once a
 * real answer has arrived (a retry after a failed request), so the test cannot know when it is set.
 */
export async function runClockUntil(page: Page, done: () => boolean, stepMs: number): Promise<void> {
  await expect
    .poll(async () => {
      if (!done()) await page.clock.runFor(stepMs);
      return done();
    })
    .toBe(true);
}
