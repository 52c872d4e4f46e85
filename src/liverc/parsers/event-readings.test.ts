// The event reader (event.ts) gives its recorded readings (testing/readings.ts), also on edited pages that reach
// its less common paths.
import { parseEvent } from './event.ts';
import { describeReadings } from './testing/readings.ts';

describeReadings({
  name: 'event',
  read: parseEvent,
  pageUrl: 'https://synthetic.liverc.com/results/?p=view_event&id=500003',
  // Without an id in the address the event id comes from the entry list link.
  otherPageUrls: ['https://canberraoffroad.liverc.com/results/'],
  prefix: 'event_',
  fixture: 'event.html',
  realPages: 1,
  replayPages: 1,
  edits: [
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
  ],
});
