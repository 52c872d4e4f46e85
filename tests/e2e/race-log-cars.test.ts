// On a 360 px phone, the race log names the car raced: a LiveRC race of 1/8 Nitro Buggy offers the racer's
// 1/8 nitro buggy, the logged race names it in 'My races', and the tyre analysis filtered by a car ranks only
// that car's races.
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
const ME = "LIAM O'CONNOR";

describeBrowser('the race log names the car', () => {
  const app = useAppBrowser({ liveRc: {} });

  it("offers the race's class's car, names it on the logged race, and filters the tyre analysis by car", async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await signedInRacer(page, app);
    const post = async (path: string, data: object) => {
      const answer = await page.request.post(app.url(path), { data });
      expect(answer.ok()).toBe(true);
      return (await answer.json()) as { id: number };
    };
    // The racer's race in 'My races' (their driver name, the race read once), two cars and two sets.
    const setup = [
      page.request.put(app.url('/api/settings'), { data: { driverName: ME } }),
      page.request.get(app.url(`/api/liverc/race-results?${new URLSearchParams({ url: A_MAIN })}`)),
    ];
    for (const answer of await Promise.all(setup)) expect(answer.ok()).toBe(true);
    const nitro = await post('/api/cars', { name: 'Club nitro', carClass: '1/8 nitro buggy' });
    const twoWd = await post('/api/cars', { name: 'Club 2WD', carClass: '1/10 2WD buggy' });
    await post('/api/setup-sheets', { carId: nitro.id, name: 'Nitro dry', track: 'Red Gum Raceway' });
    await post('/api/setup-sheets', { carId: twoWd.id, name: '2WD dry', track: 'Red Gum Raceway' });
    await post('/api/tire-inventory', { treadPattern: 'Blockade', compound: 'M3' });
    const positron = await post('/api/tire-inventory', { treadPattern: 'Positron', compound: 'MC' });
    // A club race on the 2WD, logged earlier.
    await post('/api/race-results-with-tires', {
      raceTitle: '2WD Buggy Modified A-Main',
      trackName: 'Red Gum Raceway',
      driverName: 'Liam',
      position: 2,
      raceDate: '2026-03-01T10:00:00.000Z',
      frontTireId: positron.id,
      carId: twoWd.id,
    });

    await page.goto(app.url('/analysis'));
    const race = page
      .getByRole('region', { name: 'My races' })
      .getByRole('listitem')
      .filter({ hasText: '1/8 Nitro Buggy A-Main' });
    await race.getByRole('button', { name: 'Assign tyres' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Tyres to Race Result' });
    const car = dialog.getByLabel('Car', { exact: true });
    await expect
      .poll(() => car.locator('option').allTextContents())
      .toEqual(['No car', 'Club 2WD · 1/10 2WD buggy', 'Club nitro · 1/8 nitro buggy']);
    // A 1/8 Nitro Buggy race: the racer's 1/8 nitro buggy is offered.
    await expect.poll(() => car.locator('option:checked').textContent()).toBe('Club nitro · 1/8 nitro buggy');
    // Only the chosen car's setup sheets are offered; another car chosen lets go of a sheet of the first.
    const sheet = dialog.getByLabel('Setup sheet', { exact: true });
    const sheetNames = () => sheet.locator('option').allTextContents();
    await expect.poll(sheetNames).toEqual(['No setup sheet', expect.stringMatching(/^Nitro dry · /)]);
    await sheet.selectOption({ index: 1 });
    await car.selectOption({ label: 'Club 2WD · 1/10 2WD buggy' });
    await expect.poll(sheetNames).toEqual(['No setup sheet', expect.stringMatching(/^2WD dry · /)]);
    await expect.poll(() => sheet.inputValue()).toBe('');
    await car.selectOption({ label: 'Club nitro · 1/8 nitro buggy' });
    await dialog.getByLabel('Tire Set').selectOption({ label: 'Pro-Line Blockade M3 · Set #1 · New' });
    await dialog.getByRole('button', { name: 'Save Race Result' }).click();
    await page.getByText('Race result with tire assignment saved successfully!').waitFor();
    await race.getByRole('button', { name: 'Update tyres' }).waitFor();
    await race.getByText('Car: Club nitro').waitFor();

    // Every car: both tyres ranked; one car: only its races'.
    const ranking = page.getByRole('list', { name: 'Top 10 tyres' }).getByRole('listitem');
    const ranked = () => ranking.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    await expect.poll(ranked).toHaveLength(2);
    const carFilter = page
      .getByRole('region', { name: 'Filters and sort' })
      .getByLabel('Car', { exact: true });
    await expect
      .poll(() => carFilter.locator('option').allTextContents())
      .toEqual(['All cars', 'Club 2WD', 'Club nitro']);
    await carFilter.selectOption({ label: 'Club 2WD' });
    await expect.poll(ranked).toEqual(['Champion: Pro-Line Positron MC']);
    await carFilter.selectOption({ label: 'Club nitro' });
    await expect.poll(ranked).toEqual(['Champion: Pro-Line Blockade M3']);
    await carFilter.selectOption({ label: 'All cars' });
    await expect.poll(ranked).toHaveLength(2);
  });
});
