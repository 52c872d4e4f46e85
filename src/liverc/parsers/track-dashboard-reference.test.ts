// The streaming dashboard reader (track-dashboard.ts) against the DOM reader it replaced (track-dashboard-dom.ts):
// every field of the output must be the same, on every saved LiveRC page and every synthetic and replay page
// (the pages that are not dashboards must be refused alike), and on edited dashboards that reach the reader's
// less common paths (hidden text, scripts, missing panels, labels without links).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRealPages, readFixture, realPagesDir } from './testing/pages.ts';
import { parseTrackDashboard } from './track-dashboard.ts';
import { parseTrackDashboardWithDom } from './track-dashboard-dom.ts';

const PAGE_URL = 'https://synthetic.liverc.com/';
const fixturesDir = new URL('./fixtures/', import.meta.url);
const replayDir = new URL('../../../tools/liverc-replay/pages/', import.meta.url);

const htmlFiles = (dir: URL): string[] =>
  readdirSync(fileURLToPath(dir))
    .filter((name) => name.endsWith('.html'))
    .sort();

function expectSameReading(html: string): void {
  expect(parseTrackDashboard(html, PAGE_URL)).toEqual(parseTrackDashboardWithDom(html, PAGE_URL));
}

describeRealPages('the streaming dashboard reader against the DOM reader, on the saved LiveRC pages', () => {
  const pages = htmlFiles(realPagesDir);
  it('reads the saved dashboards', () => {
    expect(pages.filter((name) => name.startsWith('track-dashboard'))).toHaveLength(3);
  });
  it.each(pages)('%s', (name) => {
    expectSameReading(readFileSync(new URL(name, realPagesDir), 'utf8'));
  });
});

describe('the streaming dashboard reader against the DOM reader, on the synthetic and replay pages', () => {
  const pages = [
    ...htmlFiles(fixturesDir).map((name) => new URL(name, fixturesDir)),
    ...htmlFiles(replayDir).map((name) => new URL(name, replayDir)),
  ];
  it('reads the synthetic and replay dashboards', () => {
    const dashboards = pages.filter((page) => /dashboard/.test(page.pathname));
    expect(dashboards).toHaveLength(3);
    for (const page of dashboards)
      expect(parseTrackDashboard(readFileSync(page, 'utf8'), PAGE_URL).ok).toBe(true);
  });
  it.each(pages.map((page) => [fileURLToPath(page).split('/').slice(-2).join('/'), page]))(
    '%s',
    (_, page) => {
      expectSameReading(readFileSync(page, 'utf8'));
    },
  );
});

describe('the streaming dashboard reader against the DOM reader, on edited dashboards', () => {
  const page = readFixture('track-dashboard.html');
  const edits: [string, (html: string) => string][] = [
    [
      'a hidden word and a script in an address line',
      (html) =>
        html.replace('12 Pit Lane', '12 <span class="hidden">x</span>Pit<script>var a;</script> Lane'),
    ],
    ['a phone link', (html) => html.replace('P:</abbr> N/A', 'P:</abbr> <a href="tel:+1 555">+1 555</a>')],
    ['a line break between a label and its link', (html) => html.replace('W:</abbr> <a', 'W:</abbr><br><a')],
    [
      'a label inside another element',
      (html) =>
        html
          .replace('<abbr title="Website">W:</abbr> <a', '<span><abbr title="Website">W:</abbr> <a')
          .replace(
            'http://www.synthetic-raceway.example</a>',
            'http://www.synthetic-raceway.example</a></span>',
          ),
    ],
    ['no About panel', (html) => html.replace('About Synthetic', 'Info on Synthetic')],
    ['no Lifetime panel', (html) => html.replace('Lifetime Track Stats', 'Stats')],
    [
      'no breadcrumb and no address',
      (html) => html.replace('page-breadcrumb', 'crumb').replace(/<address[\s\S]*<\/address>/, ''),
    ],
    ['no live tile', (html) => html.replace('href="/live/"', 'href="/timing/"')],
    ['a hidden live status', (html) => html.replace('LIVE (Practice)', '<span class="hidden">LIVE</span>')],
    ['a tile label in a line break', (html) => html.replace('Results This Month', 'Results<br>This Month')],
    [
      'a nested table in the stats',
      (html) =>
        html.replace(
          /(<table[^>]*>)/,
          '$1<tr><th>Laps<table><tr><td>9</td></tr></table></th><td>1</td></tr>',
        ),
    ],
  ];
  it.each(edits)('%s', (_, edit) => {
    const html = edit(page);
    expect(html).not.toBe(page);
    expectSameReading(html);
  });
});
