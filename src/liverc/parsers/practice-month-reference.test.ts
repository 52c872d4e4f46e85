// The streaming practice month reader (practice-month.ts) against the DOM reader it replaced (practice-month-dom.ts).
import { parsePracticeMonth } from './practice-month.ts';
import { parsePracticeMonthWithDom } from './practice-month-dom.ts';
import { describeSameReadings } from './testing/reference.ts';

describeSameReadings({
  name: 'practice month',
  streaming: parsePracticeMonth,
  dom: parsePracticeMonthWithDom,
  pageUrl: 'https://synthetic.liverc.com/practice/?p=calendar&d=2026-02',
  prefix: 'practice-month',
  realPages: 1,
  replayPages: 0,
  edits: [
    ['no dates panel', (html) => html.replace('Practice Dates for February 2026', 'Dates')],
    ['no selected month', (html) => html.replace(' selected="selected"', '')],
    ['no month picker', (html) => html.replace(/<select[\s\S]*<\/select>/, '')],
    [
      'an option outside the picker',
      (html) => html.replace('</select>', '</select><option value="2024-01">Jan</option>'),
    ],
    [
      'an option without a value, and an odd one',
      (html) =>
        html.replace('<option value="2025-11">', '<option>').replace('value="2026-03"', 'value="March"'),
    ],
    [
      'a label with an entity and odd spacing',
      (html) => html.replace('Sat, Feb 28, 2026</a></td>', 'Sat,&nbsp;Feb  28,\n2026</a></td>'),
    ],
    ['a label that differs from its link', (html) => html.replace('Sat, Feb 28, 2026', 'Sun, Mar 1, 2026')],
    [
      'a row without cells but a link',
      (html) =>
        html.replace('<td>No link here</td>', '<th><a href="?p=session_list&d=2026-02-09">x</a></th>'),
    ],
    [
      'a link with an encoded date',
      (html) => html.replace('?p=session_list&d=2026-02-03', '?p=session_list&d=2026%2D02%2D03'),
    ],
    ['no breadcrumb', (html) => html.replace('page-breadcrumb', 'crumb')],
  ],
});
