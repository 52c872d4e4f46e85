// The rest of the demo's LiveRC, made at start from the recorded Red Gum pages: every event on a track's
// events list has its page (past ones with their races, entry list and lineups; future ones with none yet),
// and every track of the catalogue has a dashboard and events. A newcomer without internet sees every
// screen filled; the tests keep to the recorded pages alone (DEMO_PAGES_DIR).
import { parseEventsList } from '../../src/liverc/parsers/events-list.ts';
import { withLiveTile, withoutRaceRows } from './live-pages.ts';

const RECORDED_TRACK = { slug: 'redgum', name: 'Red Gum Raceway', short: 'Red Gum' };
const RECORDED_EVENT = { id: 500311, title: 'Red Gum Nitro Series Round 6', date: 'Nov 22, 2026' };
const RECORDED_RACES = [6610101, 6610114, 6610125, 6610126];
// The event lists three lineups; the recording holds the Main Events one only.
const RECORDED_HEAT_SHEETS = [8810201, 8810202, 8810203];
const RECORDED_HEAT_SHEET = 8810203;

/** The other tracks of the demo catalogue, each given Red Gum's season under its own name. */
const OTHER_TRACKS = [
  { slug: 'coastline', name: 'Coastline Off-Road Club', short: 'Coastline', town: 'Seabright, CA 95062' },
  { slug: 'pinehollow', name: 'Pine Hollow RC Park', short: 'Pine Hollow', town: 'Pine Hollow, OR 97401' },
  { slug: 'dustdevil', name: 'Dust Devil Speedway', short: 'Dust Devil', town: 'Mesa, AZ 85201' },
  {
    slug: 'northfield',
    name: 'Northfield Model Car Club',
    short: 'Northfield',
    town: 'Northfield, MN 55057',
  },
];

type Track = { slug: string; name: string; short: string };
type EventPlan = { id: number; title: string; date: string; future: boolean };

/** `readPage` answers a recorded page by its LiveRC address; the answer maps more addresses to pages. */
export function demoWorld(readPage: (url: string) => string | null, today = new Date()): Map<string, string> {
  const recorded = (url: string) => {
    const html = readPage(url);
    if (html === null) throw new Error(`demo world: the recorded pages lack ${url}`);
    return html;
  };
  const origin = (slug: string) => `https://${slug}.liverc.com`;
  const redGum = origin(RECORDED_TRACK.slug);
  const pages = new Map<string, string>();

  const recordedEventsList = recorded(`${redGum}/events/`);
  const coastlineDashboard = recorded(`${origin('coastline')}/`);
  for (const [index, track] of [RECORDED_TRACK, ...OTHER_TRACKS].entries()) {
    // Each track's events get ids of their own, a thousand apart from the next track's.
    const idOffset = index * 1_000;
    const eventsList =
      index === 0 ? recordedEventsList : renamed(recordedEventsList, track, idOffset, RECORDED_TRACK.short);
    if (index > 0) {
      pages.set(`${origin(track.slug)}/events/`, eventsList);
      if (!readPage(`${origin(track.slug)}/`))
        pages.set(`${origin(track.slug)}/`, dashboardOf(coastlineDashboard, track));
    }
    for (const event of eventPlans(eventsList, origin(track.slug), today)) {
      if (index === 0 && event.id === RECORDED_EVENT.id) continue;
      for (const [url, html] of eventPages(recorded, redGum, origin(track.slug), track, event))
        pages.set(url, html);
    }
  }
  return pages;
}

function eventPlans(eventsList: string, trackOrigin: string, today: Date): EventPlan[] {
  const parsed = parseEventsList(eventsList, `${trackOrigin}/events/`);
  if (!parsed.ok) throw new Error(`demo world: an events list that does not parse (${parsed.error})`);
  const day = today.toISOString().slice(0, 10);
  return parsed.data.events.map((event) => ({
    id: event.eventId,
    title: event.title,
    date: event.dateText.split(' to ')[0] ?? event.dateText,
    future: event.date > day,
  }));
}

/** The recorded event's pages made over into another event: its own ids, title, date and track. */
function eventPages(
  recorded: (url: string) => string,
  redGum: string,
  trackOrigin: string,
  track: Track,
  event: EventPlan,
): [string, string][] {
  const shift = event.id - RECORDED_EVENT.id;
  const raceId = (id: number) => id + shift * 100;
  const heatSheet = (id: number) => id + shift;
  const remade = (html: string) => {
    let out = html
      .replaceAll(RECORDED_TRACK.name, track.name)
      .replaceAll(RECORDED_EVENT.title, event.title)
      .replaceAll(RECORDED_EVENT.date, event.date)
      .replaceAll(`id=${RECORDED_EVENT.id}`, `id=${event.id}`);
    for (const id of RECORDED_HEAT_SHEETS) out = out.replaceAll(`id=${id}`, `id=${heatSheet(id)}`);
    for (const id of RECORDED_RACES) out = out.replaceAll(`id=${id}`, `id=${raceId(id)}`);
    return out;
  };
  const page = (path: string, id: number) => `${trackOrigin}/results/?p=${path}&id=${id}`;
  const recordedPage = (path: string, id: number) => recorded(`${redGum}/results/?p=${path}&id=${id}`);
  let eventHtml = remade(recordedPage('view_event', RECORDED_EVENT.id));
  if (event.future) {
    // Booked, not raced: the page lists the entry list and nothing run yet.
    const url = page('view_event', event.id);
    for (const id of RECORDED_RACES) eventHtml = withoutRaceRows(eventHtml, url, raceId(id));
    return [
      [page('view_event', event.id), eventHtml],
      [page('view_entry_list', event.id), remade(recordedPage('view_entry_list', RECORDED_EVENT.id))],
    ];
  }
  return [
    [page('view_event', event.id), eventHtml],
    [page('view_entry_list', event.id), remade(recordedPage('view_entry_list', RECORDED_EVENT.id))],
    [
      page('view_heat_sheet', heatSheet(RECORDED_HEAT_SHEET)),
      remade(recordedPage('view_heat_sheet', RECORDED_HEAT_SHEET)),
    ],
    ...RECORDED_RACES.map((id): [string, string] => [
      page('view_race_result', raceId(id)),
      remade(recordedPage('view_race_result', id)),
    ]),
  ];
}

/** Red Gum's events list as another track's: its name, its events' names and ids. */
function renamed(eventsList: string, track: Track, idOffset: number, recordedShort: string): string {
  return eventsList
    .replaceAll(RECORDED_TRACK.name, track.name)
    .replaceAll(recordedShort, track.short)
    .replace(/view_event&id=(\d+)/g, (_, id: string) => `view_event&id=${Number(id) + idOffset}`);
}

/** Coastline's recorded dashboard as another track's: its name, town and web address, and no one on track. */
function dashboardOf(coastline: string, track: Track & { town?: string }): string {
  const idle = withLiveTile(coastline, false);
  return idle
    .replaceAll('Coastline Off-Road Club', track.name)
    .replaceAll('Seabright, CA 95062', track.town ?? 'Seabright, CA 95062')
    .replaceAll('coastlineoffroad', track.slug);
}
