// 'Get ready for race day' in a real browser at 360 px against the replay server: follow a track, tap once,
// and the racer's data and the followed event's pages are stored, two reads at a time, with the count said;
// a read that fails is counted, and tapping again reads it (and only it) again.
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const EVENT = 'Red Gum Nitro Series Round 6';
const RACE_RESULTS = '/api/liverc/race-results';
/** A Qualifier Round 1 race of the event: not the newest, which the event's page itself reads. */
const Q1_RACE = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610101';

/** The race-results reads the page sends: each race asked for, and the most in flight at once. */
function watchRaceReads(page: Page) {
  const asked: string[] = [];
  let inFlight = 0;
  let most = 0;
  const isRaceRead = (request: Request) => new URL(request.url()).pathname === RACE_RESULTS;
  const settle = (request: Request) => {
    if (isRaceRead(request)) inFlight -= 1;
  };
  page.on('request', (request) => {
    if (!isRaceRead(request)) return;
    asked.push(new URL(request.url()).searchParams.get('url') ?? '');
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return { asked, most: () => most };
}

describeBrowser("'Get ready for race day'", () => {
  const app = useAppBrowser({ liveRc: {} });

  it('stores the followed event and the racer data in one tap, says how much, and retries what failed', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, '/dashboard');
    const getReady = page.getByRole('button', { name: 'Get ready for race day' });
    const status = page.getByRole('region', { name: 'Race day' }).getByRole('status');

    // No track followed: the racer is told what to do first.
    await expect.poll(() => getReady.isDisabled()).toBe(true);
    await expect.poll(() => status.textContent()).toMatch(/^Follow a track first/);

    await page.getByRole('searchbox', { name: 'Search tracks' }).fill('red gum');
    await page.getByRole('button', { name: 'Follow Red Gum Raceway' }).click();
    await page.getByRole('heading', { name: EVENT }).waitFor();
    await expect.poll(() => getReady.isEnabled()).toBe(true);
    const box = await getReady.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    // One race's read is lost on the way (a signal drop): the rest is stored and the one counted as failed.
    const reads = watchRaceReads(page);
    const lost = `**${RACE_RESULTS}?url=${encodeURIComponent(Q1_RACE)}`;
    await page.route(lost, (route) => route.abort('internetdisconnected'));
    await getReady.tap();
    await expect
      .poll(() => status.textContent())
      .toMatch(
        new RegExp(
          `^Partly ready: your data and 5 pages of ${EVENT} are on this phone \\(as of .+\\); ` +
            '1 page could not be stored\\. Tap again to retry it\\.$',
        ),
      );
    // Each of the event's 4 posted races read once, never more than two at a time.
    expect([...reads.asked].sort()).toEqual([
      Q1_RACE,
      'https://redgum.liverc.com/results/?p=view_race_result&id=6610114',
      'https://redgum.liverc.com/results/?p=view_race_result&id=6610125',
      'https://redgum.liverc.com/results/?p=view_race_result&id=6610126',
    ]);
    expect(reads.most()).toBeLessThanOrEqual(2);

    // The signal is back: a second tap reads again only the page that failed.
    await page.unroute(lost);
    reads.asked.length = 0;
    await getReady.tap();
    await expect
      .poll(() => status.textContent())
      .toMatch(new RegExp(`^Ready: your data and 6 pages of ${EVENT} are on this phone \\(as of .+\\)\\.$`));
    expect(reads.asked).toEqual([Q1_RACE]);

    // With no signal the tap says so, rather than waiting for it.
    await page.context().setOffline(true);
    await getReady.tap();
    await expect
      .poll(() => status.textContent())
      .toBe('No signal now: tap again where the phone has signal.');
    await page.context().setOffline(false);

    // Nothing runs off the side of a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it.todo(
    "offline (needs the lead's persisted query cache): after 'Get ready for race day', context.setOffline(true), " +
      "reload, open a race of the followed event from the Dashboard's Results, and see its results from the stored copy",
  );
});
