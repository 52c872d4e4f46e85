// A racer LiveRC spells two ways: on a phone they add their second name in Settings, are offered the
// spellings found in stored races, confirm one and reject one, and My races lists races under both names.
import { expect, it } from 'vitest';
import { scrapedRaceParticipants, scrapedRaceResults } from '../../src/db/schema.ts';
import { DRIVER_NAMES_MAX } from '../../src/domain/settings.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const RACE = (id: number) => `https://redgum.liverc.com/results/?p=view_race_result&id=${id}`;

describeBrowser('driver names', () => {
  const app = useAppBrowser({ liveRc: {} });

  it('adds a second name, confirms one found spelling and rejects another, and lists races under each', async () => {
    // Races Pitboard has read, as three tracks spelled the racer (state no screen makes in one step).
    const db = app.database().db;
    for (const [id, title, drivers] of [
      [901, 'Club Buggy A-Main', ['ARI BAKLA', 'TANNER WHITE']],
      [902, 'Winter Series Heat 2', ['Ari Bakla', 'Mark Wallin']],
      [903, 'State Titles Qualifier 1', ['A Bakla', 'Riley Lander']],
      [904, 'Open Practice Race', ['Ari Balka', 'Lee Bagguley']],
      [905, 'Twilight Round B-Main', ['A. Bakla', 'Greg Rosander']],
    ] as const) {
      const [race] = await db
        .insert(scrapedRaceResults)
        .values({ raceUrl: RACE(id), title, raceDate: `2026-06-${id - 890}` })
        .returning({ id: scrapedRaceResults.id });
      await db
        .insert(scrapedRaceParticipants)
        .values(drivers.map((driver, index) => ({ raceResultId: race!.id, driver, position: index + 1 })));
    }

    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const names = settings
      .getByRole('region', { name: 'My driver names' })
      .getByRole('list')
      .first()
      .getByRole('listitem');

    // Two names, typed one after the other: as one track and as another spells the racer. On a slow signal
    // the second is typed while the first is still being saved, and neither is lost.
    await page.route('**/api/settings', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fallback();
    });
    for (const name of ['Ari Bakla', 'A Bakla']) {
      await settings.getByLabel('Add a driver name').fill(name);
      await settings.getByRole('button', { name: 'Add name' }).click();
      await expect.poll(() => names.allTextContents()).toContain(`${name}Remove`);
    }
    await page.unroute('**/api/settings');

    // Spellings found in the stored races: the same name first, then close ones; none counted yet.
    const found = settings.getByRole('region', { name: 'Found in LiveRC results: is this you?' });
    await expect
      .poll(() => found.getByRole('listitem').allTextContents())
      .toEqual([
        'ARI BAKLA · Your name, spelled otherwiseConfirmReject',
        'A. Bakla · A close spellingConfirmReject',
        'Ari Balka · A close spellingConfirmReject',
      ]);
    await found.getByRole('button', { name: 'Confirm A. Bakla' }).click();
    await expect.poll(() => names.allTextContents()).toContain('A. BaklaRemove');
    await found.getByRole('button', { name: 'Reject Ari Balka' }).click();
    await expect
      .poll(() => found.getByRole('listitem').allTextContents())
      .toEqual(['ARI BAKLA · Your name, spelled otherwiseConfirmReject']);
    await expect
      .poll(() => names.allTextContents())
      .toEqual(['Ari BaklaRemove', 'A BaklaRemove', 'A. BaklaRemove']);
    // Each control is a thumb's size on a phone.
    for (const button of await settings.getByRole('button', { name: /^(Remove|Confirm|Reject) / }).all())
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await settings.getByRole('button', { name: 'Close' }).click();

    // My races: the races under each name (in any case), none under the rejected spelling.
    await page.goto(app.url('/analysis'));
    const races = page.getByRole('list', { name: 'My races' }).getByRole('link');
    await expect
      .poll(() => races.allTextContents())
      .toEqual([
        'Twilight Round B-Main',
        'State Titles Qualifier 1',
        'Winter Series Heat 2',
        'Club Buggy A-Main',
      ]);
  });

  it('gives a name the server refuses back to the field, with the reason', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app);
    const full = Array.from({ length: DRIVER_NAMES_MAX }, (_, i) => `Racer ${i + 1}`);
    expect((await page.request.put(app.url('/api/settings'), { data: { driverNames: full } })).status()).toBe(
      200,
    );
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByLabel('Add a driver name').fill('One Too Many');
    await settings.getByRole('button', { name: 'Add name' }).click();
    await page.getByText(`At most ${DRIVER_NAMES_MAX} driver names`).waitFor();
    await expect.poll(() => settings.getByLabel('Add a driver name').inputValue()).toBe('One Too Many');
    expect(await settings.getByRole('button', { name: 'Remove One Too Many' }).count()).toBe(0);
  });
});
