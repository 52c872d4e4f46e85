// Writes the race day's moment into the recorded Red Gum pages: the event page's posted races with their
// completion times, each heat sheet's races with their status, the day's date, the dashboard's results count.
import { escapeHtml } from './html.ts';

/** A race of the day as the event page and its heat sheet show it. */
export type PostedRace = {
  raceId: number;
  raceNumber: number;
  className: string;
  name: string;
  /** When its results were posted (ms), or null while it is still to run. */
  postedAt: number | null;
  grid: { carNumber: string | null; name: string }[];
};

/** 'Nov 27, 2026', in the demo machine's time zone: the track is where the racer is. */
export function liveRcDay(ms: number): string {
  const day = new Date(ms);
  return `${day.toLocaleString('en-US', { month: 'short' })} ${day.getDate()}, ${day.getFullYear()}`;
}

/** 'Nov 27, 2026 at 1:21pm': the event page's 'Time Completed', local time to the minute as LiveRC writes it. */
export function liveRcDateTime(ms: number): string {
  const at = new Date(ms);
  const hours = at.getHours() % 12 || 12;
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${liveRcDay(ms)} at ${hours}:${minutes}${at.getHours() < 12 ? 'am' : 'pm'}`;
}

/** '2026-11-27', the local day, as the events list's hidden sort stamp writes it. */
const isoDay = (ms: number) => {
  const day = new Date(ms);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** A recorded page of the event with its day (`Nov 22, 2026`, `2026-11-22`) moved to the day of `ms`. */
export const onDay = (html: string, recordedDay: { text: string; iso: string }, ms: number): string =>
  html.replaceAll(recordedDay.text, liveRcDay(ms)).replaceAll(recordedDay.iso, isoDay(ms));

/** The event page's Race Results table holding the posted races: newest round first, newest race first. */
export function withPostedRaces(eventHtml: string, rounds: { round: string; races: PostedRace[] }[]): string {
  const body = [...rounds]
    .reverse()
    .map(({ round, races }) => {
      const posted = races.filter((race) => race.postedAt !== null).reverse();
      if (posted.length === 0) return '';
      const rows = posted.map(
        (race) => `
					<tr>
						<td><a href="/results/?p=view_race_result&id=${race.raceId}" class="block"><i class="fa fa-trophy"></i> Race ${race.raceNumber}: ${escapeHtml(race.className)} (${escapeHtml(race.name)})</a></td>
						<td>${liveRcDateTime(race.postedAt ?? 0)}</td>
					</tr>`,
      );
      return `
					<tr>
						<th>${escapeHtml(round)}</th>
						<th>Time Completed</th>
					</tr>${rows.join('')}`;
    })
    .join('');
  return replaceTableBody(eventHtml, 'Race Results</span>', `${body}\n`);
}

/** A heat sheet (the recorded one as the markup) for a round: each race's grid, complete with a link once posted. */
export function heatSheetPage(templateHtml: string, round: string, races: PostedRace[]): string {
  const body = races
    .map((race) => {
      const status =
        race.postedAt === null
          ? 'Status: Not Started'
          : `Status: Complete (<a href="?p=view_race_result&id=${race.raceId}">View Results</a>)`;
      const grid = race.grid.map(
        (entry, slot) =>
          `\n\t\t\t\t<tr><td>${slot + 1}</td><td><span class="car_num">${escapeHtml(entry.carNumber ?? '')}</span> ${escapeHtml(entry.name)}</td><td></td><td>${slot + 1}</td><td>-</td></tr>`,
      );
      return `
				<tr>
					<th colspan="5"><span class="race_num">Race #${race.raceNumber}</span> <span class="class_header">${escapeHtml(race.name)}</span>
					<span class="race_status">${status}</span></th>
				</tr>${grid.join('')}`;
    })
    .join('');
  const titled = templateHtml.replace(
    /(<div class="panel-heading"><i class="fa fa-list fa-fw"><\/i> )[^<]*/,
    `$1${escapeHtml(round)}`,
  );
  return replaceTableBody(titled, 'heat_sheet', `${body}\n\t\t\t`);
}

/** The dashboard's 'Results This Month' up by `more`: a posted race changes what the dashboard says. */
export const withMoreResults = (dashboardHtml: string, more: number): string =>
  dashboardHtml.replace(
    /(<div class="huge">)(\d+)(<\/div>\s*<div class="stats">Results This Month)/,
    (_, open: string, count: string, close: string) => `${open}${Number(count) + more}${close}`,
  );

/** The first `<tbody>` after `marker` given new rows. */
function replaceTableBody(html: string, marker: string, rows: string): string {
  const start = html.indexOf('<tbody>', html.indexOf(marker));
  const end = html.indexOf('</tbody>', start);
  if (html.indexOf(marker) === -1 || start === -1 || end === -1)
    throw new Error(`race day: the recorded page has no table after '${marker}'`);
  return html.slice(0, start + '<tbody>'.length) + rows + html.slice(end);
}
