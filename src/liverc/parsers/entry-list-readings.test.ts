// The entry-list reader (entry-list.ts) gives its recorded readings (testing/readings.ts), also on edited pages that reach
// its less common paths.
import { parseEntryList } from './entry-list.ts';
import { describeReadings } from './testing/readings.ts';

describeReadings({
  name: 'entry-list',
  read: parseEntryList,
  pageUrl: 'https://synthetic.liverc.com/results/?p=view_entry_list&id=500003',
  prefix: 'entry-list',
  realPages: 1,
  replayPages: 1,
  edits: [
    ['no entry list panel', (html) => html.replace('Entry List</div>', 'Entries</div>')],
    ['no event stats', (html) => html.replace('<th>Registrations</th>', '<th>Signed up</th>')],
    ['no breadcrumb', (html) => html.replace('page-breadcrumb', 'crumb')],
    [
      'a class without its header',
      (html) => html.replace('<div class="class_header">40+ Stock Buggy</div>', ''),
    ],
    [
      'a class without any title',
      (html) => html.replace('<div class="class_header">40+ Stock Buggy</div>', '').replace('Entries: 3', ''),
    ],
    [
      'an older title with odd spacing',
      (html) => html.replace('Mod Truck Entries: 2', ' Mod&nbsp;Truck\n Entries:  2 '),
    ],
    [
      'an older title over two cells',
      (html) =>
        html.replace(
          '<th colspan="4">Mod Truck Entries: 2</th>',
          '<th colspan="2">Mod Truck</th>\n<th colspan="2">Entries: 2</th>',
        ),
    ],
    [
      'a driver with an entity and a hidden part',
      (html) =>
        html.replace("SAM O'BRIEN</td>", 'SAM&nbsp;O&#39;BRIEN<span class="hidden">x</span> <b>JR</b></td>'),
    ],
    ['a driver on three lines', (html) => html.replace('LEE, DANA<br>DANA LEE', 'LEE, DANA<br>DANA<br>LEE')],
    ['a driver without a comma', (html) => html.replace('LEE, DANA<br>DANA LEE', 'LEE DANA<br>DANA LEE')],
    ['a row with missing cells', (html) => html.replace('<td>1234567</td>', '')],
    ['a table without an id', (html) => html.replace('id="Mod_Truck_table_77"', '')],
    [
      'a nested table in a driver cell',
      (html) =>
        html.replace(
          '<td>PAT QUICK</td>',
          '<td><table><tr><th>#</th><th>Driver</th></tr><tr><td>1</td><td>X</td></tr></table>PAT QUICK</td>',
        ),
    ],
    ['a hidden class header', (html) => html.replace('class="class_header"', 'class="class_header hidden"')],
    [
      'the stats in a table with two Registrations rows',
      (html) =>
        html.replace(
          '<tr><th>Total Race Laps</th><td>0</td></tr>',
          '<tr><th>Registrations</th><td>Entries: 9</td></tr>',
        ),
    ],
  ],
});
