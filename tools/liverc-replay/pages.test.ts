// The demo's synthetic LiveRC pages: each one reads cleanly with its parser, and they hang together (every
// linked race is there, the laps add up, the drivers are entered), so the offline demo fills every screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RaceResultPage } from '../../src/domain/liverc.ts';
import type { ParseResult } from '../../src/liverc/parsers/common.ts';
import { parseEntryList } from '../../src/liverc/parsers/entry-list.ts';
import { parseEvent } from '../../src/liverc/parsers/event.ts';
import { parseEventsList } from '../../src/liverc/parsers/events-list.ts';
import { parseHeatSheet } from '../../src/liverc/parsers/heat-sheet.ts';
import { parseRaceResult } from '../../src/liverc/parsers/race-result.ts';
import { expectOk } from '../../src/liverc/parsers/testing/pages.ts';
import { parseTrackCatalogue } from '../../src/liverc/parsers/track-catalogue.ts';
import { parseTrackPage } from '../../src/liverc/parsers/track-page.ts';
import { pageRefOf } from '../../src/liverc/urls.ts';
import { DEMO_LIVE_RACE_URL, DEMO_PAGES_DIR } from './demo-pages.ts';
import { finishMs, recordedRaceOf, standingsAt } from './live-race.ts';
import { raceHeaderOf, renderRaceResultPage } from './race-page.ts';
import type { ReplayManifest } from './replay-server.ts';

const manifest = JSON.parse(
  readFileSync(path.join(DEMO_PAGES_DIR, 'manifest.json'), 'utf8'),
) as ReplayManifest;
const pages = Object.entries(manifest).flatMap(([url, entry]) => (typeof entry === 'string' ? [url] : []));
const html = (url: string) => {
  const entry = manifest[url];
  if (typeof entry !== 'string') throw new Error(`no page for ${url} in the demo manifest`);
  return readFileSync(path.join(DEMO_PAGES_DIR, entry), 'utf8');
};

type Parser = (html: string, url: string) => ParseResult<unknown>;
const BY_PAGE: Record<string, Parser> = {
  view_event: parseEvent,
  view_entry_list: parseEntryList,
  view_race_result: parseRaceResult,
  view_heat_sheet: parseHeatSheet,
};
function parserFor(url: string): Parser | undefined {
  const { host, pathname } = new URL(url);
  if (host === 'live.liverc.com') return parseTrackCatalogue;
  if (pathname === '/') return parseTrackPage;
  if (pathname === '/events/') return parseEventsList;
  return BY_PAGE[pageRefOf(url)?.page ?? ''];
}
const parsed = <T>(parse: (html: string, url: string) => ParseResult<T>, url: string): T =>
  expectOk(parse(html(url), url));

const CATALOGUE = 'https://live.liverc.com/';
const EVENT = 'https://redgum.liverc.com/results/?p=view_event&id=500311';
const races = () => parsed(parseEvent, EVENT).raceGroups.flatMap((group) => group.races);

describe('every demo page', () => {
  it.each(pages)('%s parses with its parser, without a warning', (url) => {
    const parse = parserFor(url);
    expect(parse, `no parser for ${url}`).toBeDefined();
    const result = parse?.(html(url), url);
    expect(result).toMatchObject({ ok: true, warnings: [] });
  });
});

describe('the demo hangs together', () => {
  it('has a catalogue with one racing track, one practising and idle ones, the active two with dashboards', () => {
    const tracks = parsed(parseTrackCatalogue, CATALOGUE).tracks;
    expect(tracks.map((track) => [track.slug, track.activity])).toEqual([
      ['redgum', 'racing'],
      ['coastline', 'practising'],
      ['pinehollow', 'idle'],
      ['dustdevil', 'idle'],
      ['northfield', 'idle'],
    ]);
    expect(parsed(parseTrackPage, 'https://redgum.liverc.com/').liveStatus).toBe('racing');
    expect(parsed(parseTrackPage, 'https://coastline.liverc.com/').liveStatus).toBe('practising');
  });

  it('lists past events and one upcoming, the current one with its page', () => {
    const events = parsed(parseEventsList, 'https://redgum.liverc.com/events/').events;
    const current = events.find((event) => event.url === EVENT);
    expect(current?.date).toBe('2026-11-22');
    expect(events.filter((event) => event.date > '2026-11-22')).toHaveLength(1);
    expect(events.filter((event) => event.date < '2026-11-22').length).toBeGreaterThanOrEqual(3);
    expect(pages).toContain(EVENT);
  });

  it('has every race and the entry list the event page links', () => {
    const event = parsed(parseEvent, EVENT);
    expect(event.raceGroups.map((group) => group.round)).toEqual([
      'Main Events',
      'Qualifier Round 2',
      'Qualifier Round 1',
    ]);
    expect(races().length).toBeGreaterThanOrEqual(3);
    for (const race of races()) expect(pages, race.url).toContain(race.url);
    expect(pages).toContain(event.entryListUrl);
    expect(races().map((race) => race.url)).toContain(DEMO_LIVE_RACE_URL);
  });

  it.each(races().map((race) => race.url))('%s: 6-10 drivers, 1/8 buggy laps that add up', (url) => {
    const race = parsed(parseRaceResult, url);
    expect(race.results.length).toBeGreaterThanOrEqual(6);
    expect(race.results.length).toBeLessThanOrEqual(10);
    const laps = race.lapTimes.flatMap((driver) => driver.laps.map((lap) => lap.time));
    const sorted = [...laps].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(35);
    expect(median).toBeLessThan(45);
    expect(Math.min(...laps)).toBeGreaterThan(30);
    expect(Math.max(...laps)).toBeLessThan(60);
    for (const row of race.results) {
      const driverLaps = race.lapTimes.find((entry) => entry.driverId === row.driverId)?.laps ?? [];
      const totalMs = driverLaps.reduce((sum, lap) => sum + Math.round(lap.time * 1000), 0);
      expect(driverLaps.length, row.driver).toBe(row.values.laps);
      expect(totalMs, row.driver).toBe(Math.round((row.values.time ?? 0) * 1000));
    }
  });

  it.each(races().map((race) => race.url))('%s: its order is the standings its laps give', (url) => {
    // The live mode replays these pages; at the finish it must draw the very page that was recorded.
    const race = parsed(parseRaceResult, url);
    const recorded = recordedRaceOf(race);
    const final = renderRaceResultPage(
      raceHeaderOf(race),
      standingsAt(recorded, finishMs(recorded)),
      recorded.length,
    );
    const redrawn = expectOk(parseRaceResult(final, url));
    expect(redrawn).toEqual<RaceResultPage>(race);
  });

  it('enters every driver of every race in the entry list', () => {
    const entered = new Set(
      parsed(
        parseEntryList,
        'https://redgum.liverc.com/results/?p=view_entry_list&id=500311',
      ).classes.flatMap((entryClass) =>
        entryClass.entries.map((entry) => `${entryClass.name}|${entry.name}`),
      ),
    );
    for (const race of races()) {
      const result = parsed(parseRaceResult, race.url);
      for (const row of result.results) expect(entered).toContain(`${result.className}|${row.driver}`);
    }
  });
});
