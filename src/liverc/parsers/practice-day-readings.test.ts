// The practice-day reader (practice-day.ts) gives its recorded readings (testing/readings.ts), also on edited pages that reach
// its less common paths.
import { parsePracticeDay } from './practice-day.ts';
import { describeReadings } from './testing/readings.ts';

describeReadings({
  name: 'practice-day',
  read: parsePracticeDay,
  pageUrl: 'https://synthetic.liverc.com/practice/?p=session_list&d=2026-02-28',
  prefix: 'practice-day',
  realPages: 1,
  replayPages: 0,
  edits: [
    [
      'no session table',
      (html) => html.replace(/<table class="table table-striped[\s\S]*?<\/table>/, 'No sessions.'),
    ],
    ['no stats panel', (html) => html.replace('Practice Stats for', 'Stats for')],
    ['no breadcrumb', (html) => html.replace('page-breadcrumb', 'crumb')],
    [
      'hidden text, a script and entities in a driver cell',
      (html) =>
        html.replace(
          ">Sam O'Brien</a>",
          '>Sam <span class="hidden">x</span>O&#39;Brien&nbsp; <script>var a = "<b>";</script></a>',
        ),
    ],
    [
      'a time without its hidden stamp',
      (html) => html.replace('<div class="hidden">2026-02-28 13:05:09</div>', ''),
    ],
    [
      'a class line without a transponder',
      (html) => html.replace('1/10 Stock Buggy (1234567)', '1/10  Stock\tBuggy'),
    ],
    [
      'columns in another order, with an extra one',
      (html) =>
        html
          .replace('<th>Time</th>', '<th>Fast<br />Avg</th><th>Note</th>')
          .replace(/<td data-sort="20.123">[^\n]*\n/, ''),
    ],
    ['a row with missing cells', (html) => html.replace(/<td data-sort="12">12<br \/>1:02:03<\/td>/, '')],
    [
      'a nested table in a cell',
      (html) =>
        html.replace(
          '<td data-sort="1">1<br />30</td>',
          '<td><table><tr><td>9</td></tr></table>1<br>30</td>',
        ),
    ],
    [
      'a hidden stats value',
      (html) => html.replace('<td>1,013</td>', '<td><span class="hidden">7</span>1,013</td>'),
    ],
    [
      'a header row outside thead',
      (html) => html.replace('<thead>', '<tbody>').replace('</thead>', '</tbody>'),
    ],
    [
      'the date only in the address',
      (html) =>
        html.replace('Practice Sessions on February 28, 2026 (Saturday)', 'Practice Sessions on Saturday'),
    ],
  ],
});
