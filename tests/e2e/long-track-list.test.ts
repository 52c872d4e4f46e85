// LiveRC lists over a thousand tracks: the Results screen and the home page draw only the cards on screen,
// stay searchable across all of them, and keep the home action bar within a thumb's reach.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEMO_PAGES_DIR } from '../../tools/liverc-replay/demo-pages.ts';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const TRACKS = 1_090;
const PHONE = { width: 390, height: 844 };
// The most elements a page with every LiveRC track may hold: drawing every card would take about 22,000.
const MAX_ELEMENTS = 3_000;

/** The demo's catalogue with idle tracks added after its own five, up to LiveRC's real count. */
function pagesWithEveryTrack(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-many-tracks-'));
  const catalogue = readFileSync(path.join(DEMO_PAGES_DIR, 'track-catalogue.html'), 'utf8');
  const rows = Array.from({ length: TRACKS - 5 }, (_, index) => {
    const slug = `generated${index + 1}`;
    return `<tr class="clickable-row" data-href="//${slug}.liverc.com/results/">
      <td class="text-nowrap"><i class="fa fa-power-off fa-fw status_0"></i><br /><small><small>last year</small></small></td>
      <td><a href="//${slug}.liverc.com/"><strong>Generated Track ${index + 1}</strong></a></td></tr>`;
  }).join('\n');
  writeFileSync(path.join(dir, 'catalogue.html'), catalogue.replace('</tbody>', `${rows}\n</tbody>`));
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({ 'https://live.liverc.com/': 'catalogue.html' }),
  );
  return dir;
}

describeBrowser('a catalogue of every LiveRC track', () => {
  const app = useAppBrowser({ liveRc: { pagesDir: pagesWithEveryTrack() } });

  for (const [where, address] of [
    ['the Results screen', '/results'],
    ["the home page's Results tab", '/'],
  ] as const) {
    it(`${where} draws under ${MAX_ELEMENTS} elements, and finds and scrolls to any track`, async () => {
      const page = await app.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
      await signedInRacer(page, app, address);
      await page.getByText(`${TRACKS} tracks`).waitFor();
      await page.getByRole('button', { name: 'Red Gum Raceway, live' }).waitFor();
      expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(MAX_ELEMENTS);

      // The last track is drawn once scrolled to, and the page is as long as the list, no longer.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: `Generated Track ${TRACKS - 5}, completed` }).waitFor();
      expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(MAX_ELEMENTS);

      const search = page.getByRole('searchbox', {
        name: address === '/' ? 'Search results by track' : 'Search tracks',
      });
      await search.fill('Generated Track 1077');
      await page.getByText('1 track found').waitFor();
      await page.getByRole('button', { name: 'Generated Track 1077, completed' }).waitFor();
      await search.fill('');
      await page.getByRole('button', { name: 'Red Gum Raceway, live' }).waitFor();
    });
  }

  it("lists every track in the Live screen's selector, drawn as they scroll into view", async () => {
    const page = await app.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, '/live');
    await page.getByRole('button', { name: 'Track: All Tracks' }).click();
    const list = page.getByRole('list', { name: 'Tracks' });
    await list.getByRole('button', { name: 'Red Gum Raceway - Location TBD' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBeLessThan(50);
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await list.getByRole('button', { name: `Generated Track ${TRACKS - 5} - Location TBD` }).click();
    await page.getByRole('button', { name: `Track: Generated Track ${TRACKS - 5} - Location TBD` }).waitFor();
  });

  it('keeps the action bar on screen above the tab bar on every home tab', async () => {
    const page = await app.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, '/');
    await page.getByText(`${TRACKS} tracks`).waitFor();
    const actions = page.getByRole('navigation', { name: 'Actions' });
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    for (const tab of ['Results', 'Live', 'Inventory', 'Analysis']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      const bar = await actions.boundingBox();
      const tabs = await tabBar.boundingBox();
      expect(bar, tab).not.toBeNull();
      expect(tabs, tab).not.toBeNull();
      if (!bar || !tabs) continue;
      expect(bar.y + bar.height, tab).toBeLessThanOrEqual(tabs.y + 1);
      expect(bar.y, tab).toBeGreaterThan(PHONE.height / 2);
      await actions.getByRole('button', { name: 'Settings' }).click({ trial: true });
    }
  });
});
