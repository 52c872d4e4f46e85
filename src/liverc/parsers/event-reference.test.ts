// The streaming event reader (event.ts) against the DOM reader it replaced (event-dom.ts): every field and
// warning must be the same on every saved LiveRC page and every synthetic and replay page (the pages that are not
// event pages must be refused alike), and on edited event pages that reach the readers' less common paths
// (missing panels and cells, odd spacing, entities, hidden parts, nested tables handed to the DOM reader).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEvent } from './event.ts';
import { parseEventWithDom } from './event-dom.ts';
import { scanResultsPage } from './results-page-scan.ts';
import { describeRealPages, readFixture, realPagesDir } from './testing/pages.ts';

const PAGE_URL = 'https://synthetic.liverc.com/results/?p=view_event&id=500003';
const fixturesDir = new URL('./fixtures/', import.meta.url);
const replayDir = new URL('../../../tools/liverc-replay/pages/', import.meta.url);

const htmlFiles = (dir: URL): string[] =>
  readdirSync(fileURLToPath(dir))
    .filter((name) => name.endsWith('.html'))
    .sort();

function expectSameReading(html: string, pageUrl = PAGE_URL): void {
  expect(parseEvent(html, pageUrl)).toEqual(parseEventWithDom(html, pageUrl));
}

describeRealPages('the streaming event reader against the DOM reader, on the saved LiveRC pages', () => {
  const pages = htmlFiles(realPagesDir);
  it('reads the saved event page by streaming', () => {
    const events = pages.filter((name) => name.startsWith('event_'));
    expect(events).toHaveLength(1);
    for (const name of events) {
      const html = readFileSync(new URL(name, realPagesDir), 'utf8');
      expect(scanResultsPage(html).irregular).toBe(false);
      expect(parseEvent(html, PAGE_URL).ok).toBe(true);
    }
  });
  it.each(pages)('%s', (name) => {
    const html = readFileSync(new URL(name, realPagesDir), 'utf8');
    expectSameReading(html);
    // Without an id in the address the event id comes from the entry list link.
    expectSameReading(html, 'https://canberraoffroad.liverc.com/results/');
  });
});

describe('the streaming event reader against the DOM reader, on the synthetic and replay pages', () => {
  const pages = [
    ...htmlFiles(fixturesDir).map((name) => new URL(name, fixturesDir)),
    ...htmlFiles(replayDir).map((name) => new URL(name, replayDir)),
  ];
  it('reads the synthetic and replay event pages', () => {
    const events = pages.filter((page) => /event[.-]/.test(page.pathname));
    expect(events).toHaveLength(2);
    for (const page of events) expect(parseEvent(readFileSync(page, 'utf8'), PAGE_URL).ok).toBe(true);
  });
  it.each(pages.map((page) => [fileURLToPath(page).split('/').slice(-2).join('/'), page]))(
    '%s',
    (_, page) => {
      expectSameReading(readFileSync(page, 'utf8'));
    },
  );
});

describe('the streaming event reader against the DOM reader, on edited event pages', () => {
  const page = readFixture('event.html');
  const edits: [string, (html: string) => string][] = [
    ['no breadcrumb', (html) => html.replace('page-breadcrumb', 'crumb')],
    ['no Race Lineups panel', (html) => html.replace('Race Lineups &amp; Results', 'Lineups')],
    [
      'no Race Lineups panel nor entry list tables',
      (html) => html.replace('Race Lineups &amp; Results', 'Lineups').replaceAll('entry_list_data', 'data'),
    ],
    [
      'the panel heading inside a nested panel',
      (html) =>
        html.replace(
          '<div class="panel panel-default">',
          '<div class="panel panel-default"><div class="panel"><p>x</p></div>',
        ),
    ],
    ['a missing completed cell', (html) => html.replace('<td>Mar 8, 2026 at 12:05pm</td>', '')],
    [
      'a completed cell with a link',
      (html) =>
        html.replace(
          '<td>Mar 8, 2026 at 12:05pm</td>',
          '<td><a>Mar 8, 2026</a></td><td>Mar 9, 2026 at 1:00am</td>',
        ),
    ],
    [
      'odd spacing and entities',
      (html) =>
        html
          .replace('Race 7: 1/10 Stock Buggy', 'Race&nbsp;7:\n\t1/10 Stock&#32;Buggy')
          .replace('<th>Main Events</th>', '<th>  Main\tEvents &amp; More </th>'),
    ],
    [
      'a hidden word in a race link',
      (html) => html.replace('Race 7: ', 'Race 7: <span class="hidden">x</span>'),
    ],
    [
      'a round heading in the table head',
      (html) => html.replace('<tr><th colspan="2">', '<tr><th>Round</th><th colspan="2">'),
    ],
    [
      'a race link outside any cell',
      (html) =>
        html.replace(
          '<td><a href="/results/?p=view_race_result&id=7000007"',
          '<a href="/results/?p=view_race_result&id=7000007"',
        ),
    ],
    [
      'two links in a row',
      (html) =>
        html.replace('</a></td>', '</a> <a href="?p=view_race_result&id=7000099">Race 99: Extra</a></td>'),
    ],
    [
      'a repeated link',
      (html) =>
        html.replace(
          '<tr><td><a href="/results/?p=view_points&id=7000001" class="block"><i class="fa fa-th"></i> Qual Points (best 1 of 2)</a></td></tr>',
          '$&$&',
        ),
    ],
    ['no stats table', (html) => html.replace('<th>Registrations</th>', '<th>Signups</th>')],
    ['a stats row without a value', (html) => html.replace('<td>Outdoor Clay</td>', '')],
    [
      'a hidden stats label',
      (html) =>
        html.replace('<th>Registrations</th>', '<th class="hidden">Registrations</th><th>Registrations</th>'),
    ],
    [
      'a nested table',
      (html) =>
        html.replace('<td>Outdoor Clay</td>', '<td><table><tr><td>Outdoor Clay</td></tr></table></td>'),
    ],
    [
      'a row inside a cell',
      (html) => html.replace('<td>Outdoor Clay</td>', '<td><div><tr><td>x</td></tr></div></td>'),
    ],
  ];
  it.each(edits)('%s', (_, edit) => {
    const html = edit(page);
    expect(html).not.toBe(page);
    expectSameReading(html);
  });
});

describe('the streaming event reader against the DOM reader, on pages cut off anywhere', () => {
  // A page cut inside a tag, a quoted value or a script: the element being written is in neither reading.
  it('reads every cut of the synthetic page alike', () => {
    const page = readFixture('event.html');
    for (let end = 0; end <= page.length; end += 7) expectSameReading(page.slice(0, end));
  });
});
