// The track-dashboard reader (track-dashboard.ts) gives its recorded readings (testing/readings.ts), also on edited pages that reach
// its less common paths.
import { describeReadings } from './testing/readings.ts';
import { parseTrackPage } from './track-page.ts';

describeReadings({
  name: 'track-dashboard',
  read: parseTrackPage,
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
