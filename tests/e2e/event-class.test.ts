// On a 360 px phone, one class at Red Gum's event as a whole: the racer's sessions (qualifier rounds, then the
// A-Main) outlined first, their rival's below, the lap trend with the sessions marked, 'Improved most' with its
// rule, a driver picked from the class kept in the address, and the way back in from My races.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rivals, users } from '../../src/db/schema.ts';
import { eventClassPath } from '../../src/web/config/paths.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const EVENT = 'https://redgum.liverc.com/results/?p=view_event&id=500311';

describeBrowser('the event class screen', () => {
  const app = useAppBrowser({ liveRc: {} });

  it("shows the racer's and their rival's sessions in order, the lap trend and who improved most", async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    const racer = await signedInRacer(page, app);
    // The racer's driver name and a rival, as Settings and the Rivals screen keep them.
    const db = app.database().db;
    await db
      .update(users)
      .set({ driverNames: ['Jack Morrison'] })
      .where(eq(users.id, racer.userId));
    await db.insert(rivals).values({ userId: racer.userId, name: 'Sofia Rivera', nameKey: 'sofia rivera' });
    await page.goto(app.url(eventClassPath(EVENT, '1/8 Nitro Buggy')));

    const jack = page.getByRole('region', { name: 'JACK MORRISON' });
    await jack.getByRole('row').nth(1).waitFor();
    await expect
      .poll(() => jack.getByRole('rowheader').allTextContents())
      .toEqual(['Qualifier Round 1', 'Qualifier Round 2', 'A-Main']);
    await expect.poll(() => jack.getByRole('row').nth(3).getByRole('cell').first().textContent()).toBe('P2');
    // The laps, with the race time below them.
    await expect
      .poll(() => jack.getByRole('row').nth(3).getByRole('cell').nth(1).textContent())
      .toMatch(/^\d+\d{2}:\d{2}\.\d{3}$/);
    await expect.poll(() => jack.getAttribute('data-me')).toBe('true');
    await expect.poll(() => page.getByRole('region', { name: 'SOFIA RIVERA' }).count()).toBe(1);

    const trend = page.getByRole('figure', { name: 'Lap trend across the sessions' });
    await expect.poll(() => trend.getByText('Q2', { exact: true }).count()).toBe(1);
    const improved = page.getByRole('region', { name: 'Improved most' });
    await expect.poll(() => improved.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => improved.textContent()).toContain('from the first qualifier');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // A driver of the class picked to compare, kept in the address.
    await page.getByText('Pick drivers to compare').click();
    // A click, not check(): the box follows the address, which the router updates in a transition.
    const liam = page.getByRole('checkbox', { name: "LIAM O'CONNOR" });
    await liam.click();
    await expect.poll(() => liam.isChecked()).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('driver')).toEqual(["LIAM O'CONNOR"]);
    await expect.poll(() => page.getByRole('region', { name: "LIAM O'CONNOR" }).count()).toBe(1);
    await expect.poll(() => improved.getByRole('listitem').count()).toBe(3);

    // The races read are the racer's in My races, each a tap from its class's whole event.
    await page.goto(app.url('/analysis'));
    await page.getByRole('link', { name: 'Whole event: 1/8 Nitro Buggy' }).first().click();
    await page.getByRole('region', { name: 'JACK MORRISON' }).waitFor();
  });
});
