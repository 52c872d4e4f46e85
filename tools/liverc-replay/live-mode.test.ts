// Live race mode through the real replay server: the demo A-Main's pages at chosen moments of the race,
// read back with Pitboard's own parsers. The clock is injected, so nothing sleeps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RaceResultPage } from '../../src/domain/liverc.ts';
import { parseEvent } from '../../src/liverc/parsers/event.ts';
import { parseRaceResult } from '../../src/liverc/parsers/race-result.ts';
import { expectOk } from '../../src/liverc/parsers/testing/pages.ts';
import { parseTrackCatalogue } from '../../src/liverc/parsers/track-catalogue.ts';
import { parseTrackPage } from '../../src/liverc/parsers/track-page.ts';
import { DEMO_LIVE_RACE_URL, DEMO_PAGES_DIR } from './demo-pages.ts';
import { finishMs, recordedRaceOf, type Standing, standingsAt } from './live-race.ts';
import { type ReplayServer, startReplayServer } from './replay-server.ts';

const RACE = DEMO_LIVE_RACE_URL;
const LIVE = 'https://redgum.liverc.com/live/';
const EVENT = 'https://redgum.liverc.com/results/?p=view_event&id=500311';
const DASHBOARD = 'https://redgum.liverc.com/';
const CATALOGUE = 'https://live.liverc.com/';
const recordedHtml = readFileSync(path.join(DEMO_PAGES_DIR, 'race-6610126.html'), 'utf8');
const recorded = recordedRaceOf(expectOk(parseRaceResult(recordedHtml, RACE)));

let server: ReplayServer | null = null;
let clock = 1_000_000;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function startAt(elapsedMs: number, speed = 1) {
  clock = 1_000_000;
  server = await startReplayServer({
    pagesDir: DEMO_PAGES_DIR,
    live: { raceUrl: RACE, speed, now: () => clock },
  });
  clock += elapsedMs / speed;
  return server;
}

async function get(url: string): Promise<{ status: number; html: string }> {
  const target = new URL(url);
  const response = await fetch(new URL(target.pathname + target.search, server!.url), {
    headers: { 'x-liverc-host': target.host },
  });
  return { status: response.status, html: await response.text() };
}

/** What a race page must say for these standings: rows in order, their laps/time and gaps, every lap. */
function expectPageShows(result: RaceResultPage, standings: Standing[]) {
  expect(
    result.results.map((row) => ({
      position: row.position,
      driver: row.driver,
      laps: row.values.laps,
      totalMs: Math.round((row.values.time ?? 0) * 1000),
      lapsBehind: row.values.behindLaps,
      msBehind: row.values.behind === null ? null : Math.round(row.values.behind * 1000),
    })),
  ).toEqual(
    standings.map((standing) => ({
      position: standing.position,
      driver: standing.driver.name,
      laps: standing.laps.length,
      totalMs: standing.totalMs,
      lapsBehind: standing.behind && 'laps' in standing.behind ? standing.behind.laps : null,
      msBehind: standing.behind && 'ms' in standing.behind ? standing.behind.ms : null,
    })),
  );
  const lapsOf = (driverId: number | null) =>
    result.lapTimes.find((entry) => entry.driverId === driverId)?.laps ?? [];
  for (const standing of standings) {
    expect(
      lapsOf(standing.driver.driverId).map((lap) => [lap.lap, Math.round(lap.time * 1000), lap.position]),
      standing.driver.name,
    ).toEqual(standing.laps.map((lap) => [lap.lap, lap.ms, lap.position]));
  }
}

describe('live race mode', () => {
  it('serves the race result with only the laps completed 5:00 into the race', async () => {
    await startAt(300_000);
    const page = await get(RACE);
    expect(page.status).toBe(200);
    const result = expectOk(parseRaceResult(page.html, RACE));
    expectPageShows(result, standingsAt(recorded, 300_000));
    // Read off the recorded laps by hand: O'Connor leads on lap 7; McKenzie and Dubois are a lap down.
    expect(result.results.map((row) => [row.driver, row.lapsTime, row.behind ?? ''])).toEqual([
      ["LIAM O'CONNOR", '7/4:30.725', ''],
      ['SOFIA RIVERA', '7/4:36.266', '5.541'],
      ['JACK MORRISON', '7/4:37.344', '1.078'],
      ['DANIEL KOWALSKI', '7/4:41.477', '4.133'],
      ['OWEN BRADSHAW', '7/4:48.378', '6.901'],
      ['MIA TANAKA', '7/4:49.017', '0.639'],
      ['PRIYA NAIR', '7/4:56.290', '7.273'],
      ['TOM HALVERSON', '7/4:57.537', '1.247'],
      ['ELLA MCKENZIE', '6/4:20.419', '1 Lap'],
      ['RYAN DUBOIS', '6/4:31.415', '10.996'],
    ]);
    expect(result).toMatchObject({ raceName: '1/8 Nitro Buggy A-Main', round: 'Main Events', raceNumber: 2 });
  });

  it('grows with the clock: more laps a few minutes later, the order changed', async () => {
    await startAt(300_000);
    clock += 300_000;
    const result = expectOk(parseRaceResult((await get(RACE)).html, RACE));
    expectPageShows(result, standingsAt(recorded, 600_000));
    expect(result.results.slice(0, 3).map((row) => [row.driver, row.values.laps])).toEqual([
      ['JACK MORRISON', 15],
      ["LIAM O'CONNOR", 15],
      ['SOFIA RIVERA', 15],
    ]);
  });

  it('runs at `speed` times real time', async () => {
    await startAt(300_000, 60);
    expect(clock).toBe(1_005_000);
    expectPageShows(expectOk(parseRaceResult((await get(RACE)).html, RACE)), standingsAt(recorded, 300_000));
  });

  it('draws the live page with the clock and the same standings', async () => {
    await startAt(600_000);
    const page = await get(LIVE);
    expect(page.status).toBe(200);
    expectPageShows(expectOk(parseRaceResult(page.html, LIVE)), standingsAt(recorded, 600_000));
    expect(page.html).toMatch(/<th>Status<\/th><td>Running<\/td>/);
    expect(page.html).toMatch(/<th>Elapsed<\/th><td>10:00<\/td>/);
    expect(page.html).toMatch(/<th>Remaining<\/th><td>5:00<\/td>/);
  });

  it('keeps the race off the event page and shows the track racing while the race runs', async () => {
    await startAt(600_000);
    const event = expectOk(parseEvent((await get(EVENT)).html, EVENT));
    expect(event.raceGroups.flatMap((group) => group.races.map((race) => race.raceId))).toEqual([
      6610125, 6610114, 6610101,
    ]);
    const dashboard = expectOk(parseTrackPage((await get(DASHBOARD)).html, DASHBOARD));
    expect(dashboard).toMatchObject({ liveStatus: 'racing', liveStatusText: 'LIVE (Racing)' });
    const catalogue = expectOk(parseTrackCatalogue((await get(CATALOGUE)).html, CATALOGUE));
    expect(catalogue.tracks.find((track) => track.slug === 'redgum')?.activity).toBe('racing');
  });

  it('once finished: the recorded result, the race on the event page, the track offline', async () => {
    await startAt(finishMs(recorded));
    expect((await get(RACE)).html).toBe(recordedHtml);
    const event = expectOk(parseEvent((await get(EVENT)).html, EVENT));
    expect(event.raceGroups[0]?.races.map((race) => race.raceId)).toEqual([6610126, 6610125]);
    expect(event.raceGroups[0]?.races[0]?.completedAt?.raw).toBe('Nov 22, 2026 at 2:18pm');
    const dashboard = expectOk(parseTrackPage((await get(DASHBOARD)).html, DASHBOARD));
    expect(dashboard).toMatchObject({ liveStatus: 'offline', liveStatusText: 'Track is Offline' });
    const catalogue = expectOk(parseTrackCatalogue((await get(CATALOGUE)).html, CATALOGUE));
    const redgum = catalogue.tracks.find((track) => track.slug === 'redgum');
    expect(redgum).toMatchObject({ activity: 'idle', liveStatus: 'offline' });
    const live = await get(LIVE);
    expect(live.html).toContain(
      'Complete (<a href="/results/?p=view_race_result&amp;id=6610126">View Results</a>)',
    );
    expectPageShows(expectOk(parseRaceResult(live.html, LIVE)), standingsAt(recorded, finishMs(recorded)));
  });

  it('starts the race again when asked to repeat it, and only after the pause', async () => {
    clock = 1_000_000;
    server = await startReplayServer({
      pagesDir: DEMO_PAGES_DIR,
      live: { raceUrl: RACE, now: () => clock, repeatAfterMs: 120_000 },
    });
    clock += finishMs(recorded) + 60_000;
    expect((await get(RACE)).html).toBe(recordedHtml);
    clock += 60_000 + 300_000;
    expectPageShows(expectOk(parseRaceResult((await get(RACE)).html, RACE)), standingsAt(recorded, 300_000));
  });

  it('still injects faults on the live pages', async () => {
    await startAt(300_000);
    server!.setFault(RACE, { type: 'status', status: 503 });
    expect((await get(RACE)).status).toBe(503);
    expect(server!.requestCount(RACE)).toBe(1);
  });

  it('refuses to start on a race the manifest does not hold', async () => {
    await expect(
      startReplayServer({
        pagesDir: DEMO_PAGES_DIR,
        live: { raceUrl: 'https://redgum.liverc.com/results/?p=view_race_result&id=1' },
      }),
    ).rejects.toThrow(
      'live race https://redgum.liverc.com/results/?p=view_race_result&id=1: not a recorded race page',
    );
  });
});
