// Adjusts recorded pages to a live race's moment: the event page lists the race only once it is finished,
// and the dashboard's live tile and the catalogue row say whether the track is racing.
import { resolveUrl } from '../../src/liverc/parsers/common.ts';
import { raceIdFromUrl } from '../../src/liverc/urls.ts';

/** The event page without the table rows linking to `raceId` (LiveRC posts a race when it is finished). */
export function withoutRaceRows(html: string, pageUrl: string, raceId: number): string {
  let out = html;
  const links = [...html.matchAll(/href\s*=\s*"([^"]*)"/g)].filter(
    (match) => raceIdFromUrl(resolveUrl(match[1], pageUrl) ?? '') === raceId,
  );
  // From the last link back, so earlier offsets stay valid while rows are cut out.
  for (const link of links.reverse()) {
    const start = lastRowStart(out, link.index);
    const end = out.indexOf('</tr>', link.index);
    if (start === -1 || end === -1) continue;
    out = out.slice(0, start) + out.slice(end + '</tr>'.length);
  }
  return out;
}

function lastRowStart(html: string, before: number): number {
  let found = -1;
  for (const match of html.slice(0, before).matchAll(/<tr[\s>]/gi)) found = match.index;
  return found;
}

/** The dashboard's Live tile (`a[href="/live/"]`): `LIVE (Racing)` while the race runs, else offline. */
export function withLiveTile(html: string, racing: boolean): string {
  // The tile row, not the sidebar, which links /live/ too.
  const tiles = html.indexOf('dashboard_panels');
  const offset = tiles === -1 ? -1 : html.slice(tiles).search(/<a\s[^>]*href="\/live\/?"/i);
  if (offset === -1) return html;
  const start = tiles + offset;
  const end = html.indexOf('</a>', start);
  if (end === -1) return html;
  const inner = html
    .slice(start, end)
    .replace(/(<div class="stats">)[\s\S]*?(<\/div>)/, `$1${racing ? 'LIVE (Racing)' : 'Track is Offline'}$2`)
    .replace(/\bfa-(check|times)\b/, racing ? 'fa-check' : 'fa-times')
    .replace(/(<u>)[^<]*(<\/u>)/, `$1${racing ? 'Watch Live Racing' : 'Go to Live Interface'}$2`);
  return html.slice(0, start) + inner + html.slice(end);
}

/** The track's catalogue row: the racing flag and a link to `/live/` while the race runs, else idle. */
export function withCatalogueActivity(html: string, host: string, racing: boolean): string {
  const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = new RegExp(`<tr\\b[^>]*data-href="//${escaped}/[^"]*"[^>]*>[\\s\\S]*?</tr>`, 'i').exec(html);
  if (!row) return html;
  const rewritten = row[0]
    .replace(/data-href="(\/\/[^/"]+\/)[^"]*"/, `data-href="$1${racing ? 'live/' : 'results/'}"`)
    .replace(
      /\bfa-(flag-checkered|clock-o|power-off)( fa-fw)? status_[012]\b/,
      racing ? 'fa-flag-checkered$2 status_2' : 'fa-power-off$2 status_0',
    );
  return html.slice(0, row.index) + rewritten + html.slice(row.index + row[0].length);
}
