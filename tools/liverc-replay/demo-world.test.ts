// The demo's world hangs together: every track of the catalogue has a dashboard and events, every event on
// a list has its page, each past event its races, entry list and lineups, each booked one none raced yet.
import { describe, expect, it } from 'vitest';
import { parseEntryList } from '../../src/liverc/parsers/entry-list.ts';
import { parseEvent } from '../../src/liverc/parsers/event.ts';
import { parseEventsList } from '../../src/liverc/parsers/events-list.ts';
import { parseHeatSheet } from '../../src/liverc/parsers/heat-sheet.ts';
import { parseRaceResult } from '../../src/liverc/parsers/race-result.ts';
import { expectOk } from '../../src/liverc/parsers/testing/pages.ts';
import { parseTrackCatalogue } from '../../src/liverc/parsers/track-catalogue.ts';
import { parseTrackPage } from '../../src/liverc/parsers/track-page.ts';
import { DEMO_PAGES_DIR } from './demo-pages.ts';
import { demoWorld } from './demo-world.ts';
import { recordedPages } from './replay-server.ts';

const recorded = recordedPages(DEMO_PAGES_DIR);
const TODAY = new Date('2026-11-23T12:00:00Z');
const world = demoWorld(recorded, TODAY);
const page = (url: string) => {
  const html = world.get(url) ?? recorded(url);
  if (html === null) throw new Error(`the demo has no page at ${url}`);
  return html;
};
const catalogue = expectOk(parseTrackCatalogue(page('https://live.liverc.com/'), 'https://live.liverc.com/'));

describe('the demo world', () => {
  it.each(catalogue.tracks.map((track) => track.url))('%s has a dashboard and an events list', (url) => {
    const dashboard = expectOk(parseTrackPage(page(url), url));
    expect(dashboard.name).toBeTruthy();
    // The dashboard's tile agrees with the catalogue: only the tracks it shows active are active.
    const activity = catalogue.tracks.find((track) => track.url === url)?.activity;
    if (activity === 'idle') expect(dashboard.liveStatus, url).toBe('offline');
    const events = expectOk(parseEventsList(page(`${url}events/`), `${url}events/`)).events;
    expect(events.length).toBeGreaterThanOrEqual(3);
  });

  it.each(catalogue.tracks.map((track) => track.url))('every event of %s opens, raced or booked', (url) => {
    const events = expectOk(parseEventsList(page(`${url}events/`), `${url}events/`)).events;
    for (const event of events) {
      const details = expectOk(parseEvent(page(event.url), event.url));
      expect(details.title, event.url).toBe(event.title);
      expect(
        expectOk(parseEntryList(page(details.entryListUrl ?? ''), event.url)).classes.length,
      ).toBeGreaterThan(0);
      const races = details.raceGroups.flatMap((group) => group.races);
      if (event.date > '2026-11-23') {
        expect(races, event.url).toEqual([]);
        continue;
      }
      expect(races.length, event.url).toBeGreaterThan(0);
      for (const race of races) {
        const result = expectOk(parseRaceResult(page(race.url), race.url));
        expect(result.eventName, race.url).toBe(event.title);
        expect(result.results.length).toBeGreaterThan(0);
      }
      // The recording holds the Main Events lineups only, and so does every event made from it.
      const mains = details.heatSheets.find((sheet) => sheet.name === 'Main Events');
      expect(expectOk(parseHeatSheet(page(mains?.url ?? ''), event.url)).races.length).toBeGreaterThan(0);
    }
  });

  it('gives every race its own address, so no two events share a result page', () => {
    const races = [...world.keys()].filter((url) => url.includes('view_race_result'));
    expect(new Set(races.map((url) => new URL(url).searchParams.get('id'))).size).toBe(races.length);
  });
});
