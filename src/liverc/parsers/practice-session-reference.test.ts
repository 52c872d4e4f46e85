// The streaming practice session reader (practice-session.ts) against the DOM reader it replaced
// (practice-session-dom.ts).
import { parsePracticeSession } from './practice-session.ts';
import { parsePracticeSessionWithDom } from './practice-session-dom.ts';
import { describeSameReadings } from './testing/reference.ts';

describeSameReadings({
  name: 'practice session',
  streaming: parsePracticeSession,
  dom: parsePracticeSessionWithDom,
  pageUrl: 'https://synthetic.liverc.com/practice/?p=view_session&id=31000003',
  prefix: 'practice-session',
  realPages: 1,
  replayPages: 0,
  edits: [
    ['no session details', (html) => html.replace('<th>Num Laps</th>', '<th>Laps</th>')],
    ['no lapsObj script: the shown list', (html) => html.replace('var lapsObj', 'var lapsList')],
    [
      'no lapsObj script, and a shown lap unreadable and hidden',
      (html) =>
        html
          .replace('var lapsObj', 'var lapsList')
          .replace('Lap 2: 21.001', 'Lap 2: 21.001<span class="hidden">x</span>')
          .replace('Lap 4: 21.221', 'Lap four'),
    ],
    ['an unreadable lapsObj', (html) => html.replace('var lapsObj = [', 'var lapsObj = [[')],
    ['a lap unreadable in lapsObj', (html) => html.replace('"lap_time":"20.123"', '"lap_time":"soon"')],
    [
      'a script in a value cell',
      (html) => html.replace('<td>1234567</td>', '<td>1234567<script>var a = 1;</script></td>'),
    ],
    [
      'odd spacing and entities in the details',
      (html) =>
        html.replace(
          "<td>Sam O'Brien</td>",
          '<td>\n Sam&nbsp;&nbsp;O&#39;Brien <span class="hidden">x</span></td>',
        ),
    ],
    ['no valid lap range', (html) => html.replace('15 to 1:00<br />', '')],
    [
      'a repeated label, the later one kept',
      (html) =>
        html.replace(
          '<tr><th>Num Laps</th><td>4</td></tr>',
          '<tr><th>Num Laps</th><td>4</td></tr><tr><th>Num Laps</th><td>5</td></tr>',
        ),
    ],
    ['a session time without values', (html) => html.replace('Start: 1:05:09pm', 'Start:')],
    ['no breadcrumb', (html) => html.replace('page-breadcrumb', 'crumb')],
  ],
});
