// Compare a race on a 360 px phone: the racer (Jack Morrison, P2 of the Red Gum A-main) against the three who
// finished closest, a changed choice kept in the address through a reload, and a 4th driver refused.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';

describeBrowser('comparing a race', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('compares the racer with the closest finishers, keeps a changed choice in the address, at 360 px', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const racer = await signedInRacer(page, app, `/race-results?${new URLSearchParams({ url: A_MAIN })}`);
    const compare = page.getByRole('region', { name: 'Compare' });
    // No driver name yet: the top three, with each other.
    await compare
      .getByText('the top three finishers are compared with each other', { exact: false })
      .waitFor();
    await expect
      .poll(() => compare.getByRole('checkbox', { name: "Compare LIAM O'CONNOR" }).isChecked())
      .toBe(true);

    await app
      .database()
      .db.update(users)
      .set({ driverNames: ['Jack Morrison'] })
      .where(eq(users.id, racer.userId));
    await page.reload();
    await compare.getByText('You (JACK MORRISON) against the drivers who finished closest.').waitFor();
    const box = (name: string) => compare.getByRole('checkbox', { name: `Compare ${name}` });
    const ticked = () =>
      compare
        .getByRole('checkbox', { checked: true })
        .evaluateAll((boxes) => boxes.map((each) => each.closest('label')?.textContent));
    await expect
      .poll(ticked)
      .toEqual(["Compare LIAM O'CONNOR", 'Compare SOFIA RIVERA', 'Compare MIA TANAKA']);
    await expect.poll(() => box('JACK MORRISON').count()).toBe(0);
    await expect
      .poll(() =>
        compare.getByRole('list', { name: 'Lines on the charts' }).getByRole('listitem').allTextContents(),
      )
      .toEqual(['JACK MORRISON (you)', "LIAM O'CONNOR", 'SOFIA RIVERA', 'MIA TANAKA']);
    const label =
      (await box('MIA TANAKA').evaluate((input) => input.closest('label')?.getBoundingClientRect().height)) ??
      0;
    expect(label).toBeGreaterThanOrEqual(44);

    // A 4th is refused, with the reason; swapping one in is not.
    await box('TOM HALVERSON').tap();
    await compare.getByText('Up to 3 drivers at once: untick one to compare TOM HALVERSON.').waitFor();
    await expect.poll(() => box('TOM HALVERSON').isChecked()).toBe(false);
    await box('MIA TANAKA').tap();
    await box('TOM HALVERSON').tap();
    await expect
      .poll(ticked)
      .toEqual(["Compare LIAM O'CONNOR", 'Compare SOFIA RIVERA', 'Compare TOM HALVERSON']);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('compare'))
      .toBe("LIAM O'CONNOR,SOFIA RIVERA,TOM HALVERSON");

    // A reload (or the shared link) shows the same comparison, drawn as the racer scrolls to it.
    await page.reload();
    await expect
      .poll(ticked)
      .toEqual(["Compare LIAM O'CONNOR", 'Compare SOFIA RIVERA', 'Compare TOM HALVERSON']);
    for (const name of ['Lap times compared', 'Gap to you', 'Position lanes']) {
      const chart = compare.getByRole('figure', { name });
      await chart.scrollIntoViewIfNeeded();
      await expect.poll(() => chart.locator('.recharts-line').count()).toBe(4);
    }
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});
