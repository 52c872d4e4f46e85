// 'Get ready for race day' in a real browser at 360 px against the replay server: follow a track, tap once,
// and the racer's data and the followed event's pages are stored, two reads at a time, with the count said;
// a read that fails is counted, and tapping again reads it (and only it) again; then, with no signal, a race
// of the event opens after a reload from the copy kept on the phone.
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const EVENT = 'Red Gum Nitro Series Round 6';
const RED_GUM = 'https://redgum.liverc.com/';
/** The event's A-main: its results are read in the browser only by 'Get ready for race day' here. */
const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
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

  it('opens a stored race of the followed event with no signal, after a reload', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, '/dashboard');
    const followed = await page.request.put(app.url('/api/settings'), {
      data: { followedTrackUrl: RED_GUM },
    });
    expect(followed.ok()).toBe(true);
    // The service worker keeps the page and who is signed in from a load it serves: one more load under it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await page.reload();
    await page.getByRole('heading', { name: EVENT }).waitFor();

    await page.getByRole('button', { name: 'Get ready for race day' }).tap();
    const status = page.getByRole('region', { name: 'Race day' }).getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/^Ready: your data and 6 pages/);
    // On the phone's disk (the persisted cache writes within half a second), not only in the page's memory.
    await expect
      .poll(() =>
        page.evaluate(
          (race) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onsuccess = () => {
                const read = open.result.transaction('keyval').objectStore('keyval').get('pitboard-cache');
                read.onsuccess = () =>
                  resolve(
                    String(read.result ?? '').includes(JSON.stringify(['liverc', 'race-results', race])),
                  );
                read.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
          A_MAIN,
        ),
      )
      .toBe(true);

    await page.context().setOffline(true);
    await page.goto(app.url(`/race-results?${new URLSearchParams({ url: A_MAIN, name: '' })}`));
    await page.getByRole('heading', { name: '1/8 Nitro Buggy A-Main', level: 1 }).waitFor();
    const winner = page.getByRole('region', { name: 'Winner' }).locator('p').nth(1);
    await expect.poll(() => winner.textContent()).toBe("LIAM O'CONNOR");
    await page.context().setOffline(false);
  });
});
