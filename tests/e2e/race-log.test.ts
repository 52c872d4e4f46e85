// The race log against the replay server: a set and a setup sheet assigned from a race result's row show
// its tick at once, and the race appears in 'My races' on /analysis with that tick, its set and its sheet,
// its tyre ranked Champion below.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
const ME = "LIAM O'CONNOR";
// A synthetic practice day (the parsers' fixture) served as Red Gum's practice of 28 February 2026.
const PRACTICE_DAY_URL = 'https://redgum.liverc.com/practice/?p=session_list&d=2026-02-28';
const PRACTICE_DAY_FIXTURE = fileURLToPath(
  new URL('../../src/liverc/parsers/fixtures/practice-day.html', import.meta.url),
);

describeBrowser('the race log', () => {
  const app = useAppBrowser({
    liveRc: { extraPages: new Map([[PRACTICE_DAY_URL, readFileSync(PRACTICE_DAY_FIXTURE, 'utf8')]]) },
  });

  it("assigns a set and a setup sheet from a race result's row, then shows the race in 'My races' with both", async () => {
    const page = await app.newPage();
    await signedInRacer(page, app);
    // The racer's driver name, one set and two setup sheets, through the API with the page's session.
    const setup = [
      page.request.put(app.url('/api/settings'), { data: { driverName: ME.toLowerCase() } }),
      page.request.post(app.url('/api/tire-inventory'), {
        data: { treadPattern: 'Blockade', compound: 'M3', setNumber: 4 },
      }),
      page.request.post(app.url('/api/setup-sheets'), {
        data: { date: '2026-11-22', track: 'Tamworth', driver: 'Liam' },
      }),
      page.request.post(app.url('/api/setup-sheets'), {
        data: { date: '2026-02-27', track: 'Red Gum Raceway', driver: 'Liam' },
      }),
    ];
    const answers = await Promise.all(setup);
    for (const answer of answers) expect(answer.ok()).toBe(true);
    const redGumSheet: { id: number } = await answers[3]!.json();

    await page.goto(app.url(`/race-results?${new URLSearchParams({ url: A_MAIN, name: 'A-Main' })}`));
    const rows = page.getByRole('region', { name: 'Results' }).locator('tbody tr');
    const mine = rows.filter({ hasText: ME });
    await expect.poll(() => mine.getAttribute('aria-current')).toBe('true');
    await expect.poll(() => mine.getByText('You', { exact: true }).count()).toBe(1);
    await expect.poll(() => rows.getByRole('button', { name: 'Assign tyres' }).count()).toBe(10);

    await mine.getByRole('button', { name: 'Assign tyres' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Tyres to Race Result' });
    const summary = dialog.getByRole('region', { name: 'Race Result Summary' });
    await expect.poll(() => summary.textContent()).toContain(`${ME}P1`);
    await dialog.getByRole('button', { name: 'Save Race Result' }).click();
    await page.getByText('Please select a tire set before saving.').waitFor();

    await dialog.getByLabel('Tire Set').selectOption({ label: 'Pro-Line Blockade M3 · Set #4 · New' });
    await dialog.getByLabel('Track Conditions').selectOption('dusty');
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    // The race's track's sheet first, though the other is newer.
    const sheet = dialog.getByLabel('Setup sheet');
    await expect
      .poll(() => sheet.locator('option').allTextContents())
      .toEqual(['No setup sheet', '27/02/2026 · Red Gum Raceway · Liam', '22/11/2026 · Tamworth · Liam']);
    await sheet.selectOption({ label: '27/02/2026 · Red Gum Raceway · Liam' });
    await dialog.getByRole('button', { name: 'Save Race Result' }).click();
    await page.getByText('Race result with tire assignment saved successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await mine.getByRole('button', { name: 'Update tyres' }).waitFor();
    await expect.poll(() => rows.getByRole('button', { name: 'Update tyres' }).count()).toBe(1);

    await mine.getByRole('button', { name: 'Update tyres' }).click();
    const update = page.getByRole('dialog', { name: 'Assign Tyres to Race Result' });
    await expect.poll(() => update.getByLabel('Track Conditions').inputValue()).toBe('dusty');
    await expect.poll(() => update.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await expect.poll(() => update.getByLabel('Setup sheet').inputValue()).toBe(String(redGumSheet.id));
    await update.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(app.url('/analysis'));
    const race = page
      .getByRole('region', { name: 'My races' })
      .getByRole('listitem')
      .filter({ hasText: '1/8 Nitro Buggy A-Main' });
    await race.getByRole('button', { name: 'Update tyres' }).waitFor();
    await expect.poll(() => race.textContent()).toContain('P1');
    // Its date is written as every date is: day first.
    await expect.poll(() => race.textContent()).toContain('Red Gum Raceway · 22/11/2026');
    await race.getByText('Tyres: Pro-Line Blockade M3 · Set #4').waitFor();
    const setupLink = race.getByRole('link', { name: 'Setup: 27/02/2026 · Red Gum Raceway' });
    await expect
      .poll(() => setupLink.getAttribute('href'))
      .toBe(`/agama-setup-sheet?sheet=${redGumSheet.id}`);
    // Below it, the assigned tyre leads the tyre ranking.
    const champion = page.getByRole('region', { name: 'Champion Tire' });
    await expect.poll(() => champion.textContent()).toContain('Pro-Line Blockade M3');
    await page.getByRole('listitem', { name: 'Champion: Pro-Line Blockade M3' }).waitFor();

    // The race's setup opens on the Setup Sheet screen.
    await setupLink.click();
    await page.getByText('Editing sheet of 27/02/2026 at Red Gum Raceway').waitFor();
  });

  it("logs a race typed by hand from a tyre set's 'Log a race': it asks what the race was, makes nothing up, and counts its laps on the set", async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app);
    const setup = [
      // The track list read once, so the followed track has its name.
      page.request.get(app.url('/api/liverc/tracks')),
      page.request.put(app.url('/api/settings'), {
        data: { driverName: 'Sam Racer', followedTrackUrl: 'https://redgum.liverc.com/' },
      }),
      page.request.post(app.url('/api/tire-inventory'), {
        data: { treadPattern: 'Positron', compound: 'MC' },
      }),
    ];
    for (const answer of await Promise.all(setup)) expect(answer.ok()).toBe(true);
    const entries = async () => (await page.request.get(app.url('/api/race-results-with-tires'))).json();

    await page.goto(app.url('/inventory'));
    const set = page.getByRole('listitem', { name: 'Set #1' });
    await set.getByRole('button', { name: 'Log a race' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manual Race Result Assignment' });
    await expect.poll(() => dialog.getByLabel('Tire Set').inputValue()).not.toBe('');
    // The race's details, asked for: the track, the driver and today filled in, title and position not.
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    // A required field's label ends in ' *'.
    const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
    await expect.poll(() => field('Race title').inputValue()).toBe('');
    await expect.poll(() => field('Track').inputValue()).toBe('Red Gum Raceway');
    await expect.poll(() => field('Date').inputValue()).toBe(today);
    await expect.poll(() => field('Driver').inputValue()).toBe('Sam Racer');
    await expect.poll(() => field('Position').inputValue()).toBe('');
    // No summary of a race nobody named ('Unknown Race', 'P1'), and no placeholder that reads as a value.
    await expect.poll(() => dialog.getByText(/Unknown|P1/).count()).toBe(0);
    const placeholders = await dialog
      .locator('input, textarea')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder') ?? ''));
    expect(placeholders.filter((text) => /\d/.test(text))).toEqual([]);
    // No setup sheets yet: the way to write one instead of an empty choice.
    await dialog.getByRole('link', { name: 'Add a setup sheet' }).waitFor();
    await expect.poll(() => dialog.getByLabel('Setup sheet').count()).toBe(0);

    // Saved empty: it says what is missing, and saves nothing (no win the racer did not type).
    await dialog.getByRole('button', { name: 'Save Race Result' }).click();
    await dialog.getByText('Race title is required').waitFor();
    await dialog.getByText('Position is required').waitFor();
    expect(await entries()).toEqual([]);

    await field('Race title').fill('Club day A-Main');
    await field('Position').fill('3');
    await field('Laps Completed').fill('22');
    await dialog.getByRole('button', { name: 'Save Race Result' }).click();
    await page.getByText('Race result with tire assignment saved successfully!').waitFor();
    await set.getByText('22 laps').waitFor();
    const [entry] = await entries();
    expect(entry).toMatchObject({
      raceTitle: 'Club day A-Main',
      trackName: 'Red Gum Raceway',
      driverName: 'Sam Racer',
      position: 3,
      lapsCompleted: 22,
      raceUrl: null,
    });
    expect(await page.evaluate((instant) => new Date(instant).toLocaleDateString('sv'), entry.raceDate)).toBe(
      today,
    );
  });

  it('adds a tyre set from the Assign Tyres dialog when there is none, and comes back to the race with it chosen', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app);
    // The racer's race in 'My races': their driver name, and the race read once.
    const setup = [
      page.request.put(app.url('/api/settings'), { data: { driverName: ME } }),
      page.request.get(app.url(`/api/liverc/race-results?${new URLSearchParams({ url: A_MAIN })}`)),
    ];
    for (const answer of await Promise.all(setup)) expect(answer.ok()).toBe(true);
    await page.goto(app.url('/analysis'));
    const mine = page
      .getByRole('region', { name: 'My races' })
      .getByRole('listitem')
      .filter({ hasText: '1/8 Nitro Buggy A-Main' });
    await mine.getByRole('button', { name: 'Assign tyres' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Tyres to Race Result' });
    await dialog.getByRole('status').filter({ hasText: 'No tire sets available in inventory' }).waitFor();

    await dialog.getByRole('button', { name: 'Add a tyre set' }).click();
    const form = dialog.getByRole('region', { name: 'Add Tyre Set' });
    await form.getByLabel('Tread pattern', { exact: true }).selectOption('Blockade');
    await form.getByLabel('Compound', { exact: true }).selectOption('M3');
    await form.getByRole('button', { name: 'Add to Inventory' }).click();

    // The same race, the new set chosen: saved in one more tap.
    const summary = dialog.getByRole('region', { name: 'Race Result Summary' });
    await expect.poll(() => summary.textContent()).toContain(`${ME}P1`);
    const tyreSet = dialog.getByLabel('Tire Set');
    await expect
      .poll(() => tyreSet.locator('option:checked').textContent())
      .toBe('Pro-Line Blockade M3 · Set #1 · New');
    await dialog.getByRole('button', { name: 'Save Race Result' }).click();
    await page.getByText('Race result with tire assignment saved successfully!').waitFor();
    await mine.getByRole('button', { name: 'Update tyres' }).waitFor();
  });

  it('ranks the tyres as the list shows them, and names the conditions as the dialog does, on a phone', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app);
    // Three types: by score Blockade, Positron, Holeshot; by consistency the other way round.
    const races = [
      { treadPattern: 'Blockade', compound: 'M3', position: 1, consistency: '80.0', trackConditions: 'dry' },
      { treadPattern: 'Positron', compound: 'MC', position: 3, consistency: '90.0', trackConditions: 'dry' },
      {
        treadPattern: 'Holeshot',
        compound: 'M4',
        position: 5,
        consistency: '95.0',
        trackConditions: 'high-grip',
      },
    ];
    for (const { treadPattern, compound, ...race } of races) {
      const set = await page.request.post(app.url('/api/tire-inventory'), {
        data: { treadPattern, compound },
      });
      expect(set.ok()).toBe(true);
      const entry = await page.request.post(app.url('/api/race-results-with-tires'), {
        data: {
          ...race,
          raceTitle: `${treadPattern} club race`,
          trackName: 'Red Gum Raceway',
          driverName: 'Sam',
          raceDate: '2026-03-01T10:00:00.000Z',
          frontTireId: (await set.json()).id,
        },
      });
      expect(entry.ok()).toBe(true);
    }

    await page.goto(app.url('/analysis'));
    const ranking = page.getByRole('list', { name: 'Top 10 tyres' }).getByRole('listitem');
    await expect
      .poll(() => ranking.first().getAttribute('aria-label'))
      .toBe('Champion: Pro-Line Blockade M3');
    await page.getByLabel('Sort by').selectOption({ label: 'Consistency' });
    await expect
      .poll(() => ranking.first().getAttribute('aria-label'))
      .toBe('Champion: Pro-Line Holeshot M4');
    await expect.poll(() => ranking.first().textContent()).toMatch(/^#1Champion/);
    await expect.poll(() => ranking.nth(2).textContent()).toMatch(/^#33rd placePro-Line Blockade M3/);

    const conditions = page.getByLabel('Conditions');
    await expect
      .poll(() => conditions.locator('option').allTextContents())
      .toEqual(['Any', 'Dry', 'High grip']);
  });

  it("puts the racer's practice session of a day on a set, once", async () => {
    const page = await app.newPage();
    await signedInRacer(page, app);
    const setup = [
      page.request.put(app.url('/api/settings'), {
        data: { driverName: "sam o'brien", followedTrackUrl: 'https://redgum.liverc.com/' },
      }),
      page.request.post(app.url('/api/tire-inventory'), {
        data: { treadPattern: 'Holeshot 3.0', compound: 'M4' },
      }),
    ];
    for (const answer of await Promise.all(setup)) expect(answer.ok()).toBe(true);

    await page.goto(app.url('/analysis'));
    const practice = page.getByRole('region', { name: 'My practice' });
    await practice.getByLabel('Practice day').fill('2026-02-28');
    const session = practice.getByRole('listitem');
    await session.getByLabel('Tyre set').selectOption({ label: 'Pro-Line Holeshot 3.0 M4, Set #1' });
    await session.getByRole('button', { name: 'Put laps on set' }).click();
    await page.getByText('Laps saved to tyre set').waitFor();
    await session.getByText('✓ On Pro-Line Holeshot 3.0 M4, Set #1').waitFor();
    const [set] = await (await page.request.get(app.url('/api/tire-inventory'))).json();
    expect(set.totalLaps).toBeGreaterThan(0);
  });
});
