// On a 360 px phone, a racer types part of a rival's name, picks Kevin Lewis from the drivers of races they ran,
// and sees the record against him ('You 2 – 1 Kevin Lewis'), best laps side by side, and on the Dashboard the
// latest result against him.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { scrapedRaceParticipants, scrapedRaceResults, scrapedTracks, users } from '../../src/db/schema.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const RACE = (id: number) => `https://redgum.liverc.com/results/?p=view_race_result&id=${id}`;

describeBrowser('rivals', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('adds a rival from the names of races the racer ran, shows the record and the dashboard card', async () => {
    // Races Pitboard has read (state no screen makes in one step): Jack finishes ahead of Kevin twice.
    const db = app.database().db;
    await db
      .insert(scrapedTracks)
      .values({ trackUrl: 'https://redgum.liverc.com/', name: 'Red Gum Raceway' })
      .onConflictDoNothing();
    for (const [id, date, drivers] of [
      [
        911,
        '2026-11-22',
        [
          ['Jack Morrison', '36.901'],
          ['Sam Smith', '37.000'],
          ['Kevin Lewis', '37.200'],
        ],
      ],
      [
        912,
        '2026-11-08',
        [
          ['Kevin Lewis', '36.950'],
          ['Jack Morrison', '37.400'],
        ],
      ],
      [
        913,
        '2026-10-04',
        [
          ['Jack Morrison', '37.800'],
          ['Kevin Lewis', '38.100'],
        ],
      ],
    ] as const) {
      const [race] = await db
        .insert(scrapedRaceResults)
        .values({ raceUrl: RACE(id), title: '1/8 Nitro Buggy A-Main', raceDate: date, isComplete: true })
        .returning({ id: scrapedRaceResults.id });
      await db.insert(scrapedRaceParticipants).values(
        drivers.map(([driver, fastestLap], index) => ({
          raceResultId: race!.id,
          driver,
          position: index + 1,
          laps: 20,
          fastestLap,
        })),
      );
    }

    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    const racer = await signedInRacer(page, app);
    await db
      .update(users)
      .set({ driverNames: ['Jack Morrison'] })
      .where(eq(users.id, racer.userId));
    await page.goto(app.url('/analysis'));
    await page.getByRole('link', { name: 'Rivals: head-to-head with the drivers you race' }).click();

    await page.getByRole('textbox', { name: "Rival's name, as LiveRC writes it" }).fill('lew');
    const pick = page.getByRole('button', { name: 'Add Kevin Lewis' });
    expect(await pick.textContent()).toBe('Kevin Lewis3 races together');
    expect((await pick.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await pick.click();

    const headToHead = page.getByRole('region', { name: 'Head-to-head with Kevin Lewis' });
    await expect.poll(() => headToHead.getByText('You 2 – 1 Kevin Lewis').count()).toBe(1);
    expect(await headToHead.getByText('Ahead by 0.7 places on average').count()).toBe(1);
    expect(await headToHead.locator('dd').allTextContents()).toEqual(['36.901', '36.950']);
    const rival = page.getByRole('link', { name: 'Head-to-head with Kevin Lewis' });
    expect(await rival.textContent()).toContain(
      'Ahead of Kevin Lewis by 2 places · Red Gum Raceway · 22/11/2026',
    );
    for (const button of [page.getByRole('button', { name: 'Remove Kevin Lewis' }), rival])
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The Dashboard's card: the latest result against him, which opens the head-to-head.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const card = page.getByRole('region', { name: 'My rivals' });
    const latest = card.getByRole('link', {
      name: 'Ahead of Kevin Lewis by 2 places · Red Gum Raceway · 22/11/2026',
    });
    await latest.click();
    await expect.poll(() => headToHead.getByText('You 2 – 1 Kevin Lewis').count()).toBe(1);
  });
});
