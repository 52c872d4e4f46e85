// The streaming dashboard reader (track-dashboard.ts) against the DOM reader it replaced (track-dashboard-dom.ts):
// every field of the output must be the same, on every saved LiveRC page and every synthetic and replay page
// (the pages that are not dashboards must be refused alike), and on edited dashboards that reach the reader's
// less common paths (hidden text, scripts, missing panels, labels without links).
import { describeSameReadings } from './testing/reference.ts';
import { parseTrackDashboard } from './track-dashboard.ts';
import { parseTrackDashboardWithDom } from './track-dashboard-dom.ts';

describeSameReadings({
  name: 'dashboard',
  streaming: parseTrackDashboard,
  dom: parseTrackDashboardWithDom,
  pageUrl: 'https://synthetic.liverc.com/',
  prefix: 'track-dashboard',
  realPages: 3,
  replayPages: 2,
  edits: [
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
  ],
});
