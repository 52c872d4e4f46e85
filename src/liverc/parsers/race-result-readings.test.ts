// The race-result reader (race-result.ts) gives its recorded readings (testing/readings.ts), also on edited pages that reach
// its less common paths.
import { parseRaceResult } from './race-result.ts';
import { describeReadings } from './testing/readings.ts';

describeReadings({
  name: 'race-result',
  read: parseRaceResult,
  pageUrl: 'https://synthetic.liverc.com/results/?p=view_race_result&id=7000007',
  prefix: 'race-result',
  realPages: 2,
  replayPages: 4,
  edits: [
    ['no breadcrumb', (html) => html.replace('page-breadcrumb', 'crumb')],
    ['no heading panel', (html) => html.replace('panel-heading', 'panel-title')],
    [
      'a heading after the table',
      (html) =>
        html
          .replace(/<div class="panel-heading">[^\n]*\n/, '')
          .replace('</table>', '</table><div class="panel-heading">Late [Race #12]</div>'),
    ],
    ['no race number', (html) => html.replace('class="race_num"', 'class="number"')],
    ['a missing driver name span', (html) => html.replace('<span class="driver_name">SAM', '<span>SAM')],
    [
      'a driver cell of plain text',
      (html) => html.replace(/<td>\s*<span class="car_num">4<\/span>\s*<span class="driver_name">/, '<td>4 '),
    ],
    ['a missing cell', (html) => html.replace('<td>14/5:03.989</td>', '')],
    [
      'odd spacing',
      (html) =>
        html.replace('<td>3</td>', '<td>\n\t 3 &nbsp;</td>').replace('20.500<sup>', ' 20.500 \t<sup> '),
    ],
    [
      'entities and a hidden word',
      (html) => html.replace('PAT QUICK', 'PAT&#39;S &amp; <span class="hidden">x</span>QUICK&nbsp;JR'),
    ],
    [
      'a lap number hidden in a span',
      (html) => html.replace('<sup>2</sup>', '<sup><span class="hidden">9</span>2</sup>'),
    ],
    ['two sups', (html) => html.replace('20.500<sup>2</sup>', '20.500<sup>2</sup><sup>3</sup>')],
    ['an unreadable driver id', (html) => html.replace('data-driver-id="1001"', 'data-driver-id="x1"')],
    [
      'a script and a line break in a cell',
      (html) => html.replace('<td>1.15</td>', '<td>1.<script>var a = "<b>";</script>15<br>x</td>'),
    ],
    [
      'a hidden sort value in a script',
      (html) => html.replace('<div class="hidden">21.713</div>', '<script class="hidden">1</script>'),
    ],
    ['a hidden cell', (html) => html.replace('<td>94.70%</td>', '<td class="hidden">94.70%</td>')],
    [
      'a vehicle column',
      (html) =>
        html
          .replace('<th>Consistency</th>', '<th>Consistency</th><th>Vehicle</th>')
          .replace('<td>94.70%</td>', '<td>94.70%</td><td> Losi  8 </td>'),
    ],
    ['no header row', (html) => html.replace(/<th>Behind<\/th>/g, '<th>Gap</th>')],
    ['no body rows', (html) => html.replace(/<tbody>[\s\S]*<\/tbody>/, '<tbody></tbody>')],
    [
      'an earlier table without the headers',
      (html) =>
        html.replace(
          '<div class="table-responsive">',
          '<table><tr><td>Pos</td></tr></table><div class="table-responsive">',
        ),
    ],
    [
      'a nested table',
      (html) => html.replace('<td>1.15</td>', '<td><table><tr><td>1.15</td></tr></table></td>'),
    ],
    ['a cell outside a row', (html) => html.replace('<tbody>', '<tbody><td>stray</td>')],
    [
      'a row inside a cell',
      (html) => html.replace('<td>1.15</td>', '<td><div><tr><td>1</td></tr></div></td>'),
    ],
    [
      'a second form',
      (html) =>
        html
          .replace('<table', '<form><div class="hidden"><form class="panel">')
          .replace('</table>', '</table></form>'),
    ],
  ],
});
