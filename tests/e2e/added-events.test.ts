// On a 360 px phone, a racer pastes a LiveRC event link under My races: Pitboard reads the event's races in
// the background (the replay server's Red Gum event), counts them on the list and lists the racer's race in My
// races; an event is added from a track's events too ('Find my results here').
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { NOT_AN_EVENT_LINK } from '../../src/domain/added-events.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const EVENT = 'https://redgum.liverc.com/results/?p=view_event&id=500311';
const TITLE = 'Red Gum Nitro Series Round 6';
const READ_WITHIN_MS = 20_000;

describeBrowser('events the racer adds', () => {
  const app = useAppBrowser({
    liveRc: {},
    addedEvents: { startMs: 0, roundMs: 500, doneRecheckMs: 60 * 60_000, upcomingRecheckMs: 60 * 60_000 },
  });

  it('reads a pasted event into My races, counts its races, and adds one from the track events', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    const racer = await signedInRacer(page, app);
    // Who the racer is on LiveRC (Settings' subject, tested there).
    await app
      .database()
      .db.update(users)
      .set({ driverNames: ['Jack Morrison'] })
      .where(eq(users.id, racer.userId));
    await page.goto(app.url('/analysis'));

    const link = page.getByRole('textbox', { name: 'Add an event' });
    await link.fill('https://redgum.liverc.com/');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(NOT_AN_EVENT_LINK);

    await link.fill(EVENT);
    await page.getByRole('button', { name: 'Add event' }).click();
    const added = page.getByRole('list', { name: 'Events I added' }).getByRole('listitem');
    await expect
      .poll(() => added.allTextContents(), { timeout: READ_WITHIN_MS })
      .toEqual([expect.stringContaining('All 4 races read')]);
    expect(await added.first().textContent()).toContain(TITLE);
    // The racer's races of the event, in My races without opening any of them.
    // Each race's own link (beside it, its class's 'Whole event: …').
    const raceLinks = page
      .getByRole('list', { name: 'My races' })
      .getByRole('link', { name: /^(?!Whole event)/ });
    await expect
      .poll(() => raceLinks.allTextContents(), {
        timeout: READ_WITHIN_MS,
      })
      .toHaveLength(4);
    expect(await raceLinks.allTextContents()).toContain('1/8 Nitro Buggy A-Main Results [M1 Race #2]');

    // Thumb-sized, and nothing wider than the phone.
    for (const button of [
      page.getByRole('button', { name: 'Add event' }),
      page.getByRole('button', { name: `Remove ${TITLE}` }),
    ])
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: `Remove ${TITLE}` }).click();
    await expect.poll(() => added.count()).toBe(0);

    // From the track's events: the event's dialog adds it again.
    await page.goto(
      app.url(
        `/track-events?${new URLSearchParams({ url: 'https://redgum.liverc.com/', name: 'Red Gum Raceway' })}`,
      ),
    );
    await page.getByRole('region', { name: TITLE }).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByRole('button', { name: 'Find my results here' }).click();
    await dialog.getByRole('button', { name: 'Added to My races' }).waitFor();
    await page.goto(app.url('/analysis'));
    await expect
      .poll(() => added.allTextContents(), { timeout: READ_WITHIN_MS })
      .toEqual([expect.stringContaining('All 4 races read')]);
  });
});
