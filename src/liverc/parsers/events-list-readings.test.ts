// The events-list reader (events-list.ts) gives its recorded readings (testing/readings.ts), also on edited pages that reach
// its less common paths.
import { parseEventsList } from './events-list.ts';
import { describeReadings } from './testing/readings.ts';

describeReadings({
  name: 'events-list',
  read: parseEventsList,
  pageUrl: 'https://synthetic.liverc.com/events/',
  prefix: 'events-list',
  realPages: 1,
  replayPages: 1,
  edits: [
    ['no events table', (html) => html.replace('<th># Drivers</th>', '<th>Drivers</th>')],
    ['no breadcrumb', (html) => html.replace('page-breadcrumb', 'crumb')],
    [
      'no name column in a short row',
      (html) => html.replace(/<td><a href="\/results\/\?p=view_event&id=500003">/, '<td>'),
    ],
    [
      'a row whose name cell is missing, its link in another cell',
      (html) =>
        html.replace(
          /<td><a href="\/results\/\?p=view_event&id=500003">[^<]*<\/a><\/td>\s*<td>/,
          '<td><a href="/results/?p=view_event&id=7">Moved</a> ',
        ),
    ],
    [
      'an entity, odd spacing and hidden text in a title',
      (html) =>
        html.replace(
          'Spring Shootout & Swap Meet',
          ' Spring&nbsp;&nbsp;Shootout <span class="hidden">x</span>&amp;\tSwap Meet ',
        ),
    ],
    [
      'line breaks inside hidden stamps',
      (html) =>
        html
          .replace('2026-03-07 08:30:00', '2026-03-07<br>08:30:00')
          .replace('2026-01-18 00', '2026-01-18</br> 00'),
    ],
    [
      'a date without its stamp',
      (html) => html.replace('<span class="hidden">2026-03-07 08:30:00</span>', ''),
    ],
    ['a stamp without a shown date', (html) => html.replace('Mar 7, 2026 to <br />Mar 8, 2026', 'TBA')],
    [
      'counts in another order',
      (html) =>
        html.replace(/<th># Entries<\/th>\s*<th># Drivers<\/th>/, '<th># Drivers</th><th># Entries</th>'),
    ],
    ['a link with a leading zero id and a fragment', (html) => html.replace('id=500003"', 'id=0500003#x"')],
    [
      'a link to an entry list',
      (html) => html.replace('p=view_event&id=500003', 'p=view_entry_list&id=500003'),
    ],
    [
      'a nested table in a date cell',
      (html) => html.replace('<td>1,204</td>', '<td><table><tr><td>3</td></tr></table>1,204</td>'),
    ],
  ],
});
