// Race day mode through the real replay server: Red Gum's event run as a club meeting, read back with
// Pitboard's own parsers and its next-race search at chosen moments of the day. The clock is injected.
import { afterEach, describe, expect, it } from 'vitest';
import { findNextRace } from '../../src/domain/timing.ts';
import { parseEvent } from '../../src/liverc/parsers/event.ts';
import { parseHeatSheet } from '../../src/liverc/parsers/heat-sheet.ts';
import { parseRaceResult } from '../../src/liverc/parsers/race-result.ts';
import { expectOk } from '../../src/liverc/parsers/testing/pages.ts';
import { parseTrackPage } from '../../src/liverc/parsers/track-page.ts';
import { DEMO_PAGES_DIR } from './demo-pages.ts';
import {
  type DayRace,
  RACE_DAY_DRIVER,
  RACES_RUN_AT_START,
  raceDayEventUrl,
  raceDayProgram,
  raceDayRaceUrl,
} from './race-day.ts';
import { type ReplayServer, recordedPages, startReplayServer } from './replay-server.ts';

const OPENED_AT = new Date(2026, 10, 27, 13, 0, 0).getTime(); // local time, as the track's pages are
const MINUTE = 60_000;
const DASHBOARD = 'https://redgum.liverc.com/';
const LIVE = 'https://redgum.liverc.com/live/';
const program = raceDayProgram(recordedPages(DEMO_PAGES_DIR), OPENED_AT);

let server: ReplayServer | null = null;
let clock = OPENED_AT;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The day opened at OPENED_AT, its clock then moved to `raceTimeMs` of race time. */
async function dayAt(raceTimeMs: number, speed = 1) {
  clock = OPENED_AT;
  server = await startReplayServer({ pagesDir: DEMO_PAGES_DIR, raceDay: { speed, now: () => clock } });
  clock += raceTimeMs / speed;
}

async function get(url: string): Promise<{ status: number; html: string }> {
  const target = new URL(url);
  const response = await fetch(new URL(target.pathname + target.search, server!.url), {
    headers: { 'x-liverc-host': target.host },
  });
  return { status: response.status, html: await response.text() };
}

async function eventPage() {
  return expectOk(parseEvent((await get(raceDayEventUrl)).html, raceDayEventUrl));
}

/** What Pitboard reads for the next race: every heat sheet the event links, and the completion times. */
async function nextRace() {
  const event = await eventPage();
  const rounds = await Promise.all(
    event.heatSheets.map(async (link) => {
      const sheet = expectOk(parseHeatSheet((await get(link.url)).html, link.url));
      return { round: sheet.round, races: sheet.races };
    }),
  );
  const completedAt = event.raceGroups.flatMap((group) => group.races.map((race) => race.completedAt));
  return { rounds, race: findNextRace(rounds, [RACE_DAY_DRIVER], completedAt) };
}

/** The event page's time for a race posted at this moment of the day: local 'HH:MM'. */
const localTime = (raceTimeMs: number) => {
  const at = new Date(OPENED_AT + raceTimeMs);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
};
const postedTimes = async () =>
  (await eventPage()).raceGroups.flatMap((group) => group.races.map((race) => race.completedAt?.time));
const heatSheetRace = async (race: DayRace) => {
  const { rounds } = await nextRace();
  return rounds.find((round) => round.round === race.round)?.races[race.raceNumber - 1];
};
const at = (index: number) => program[index] as DayRace;

describe('race day mode', () => {
  it('runs a race every 5-8 minutes, with one lunch break', () => {
    const minutes = program.map((race) => Math.floor((OPENED_AT + race.finishMs) / MINUTE));
    const gaps = minutes.slice(1).map((minute, index) => minute - (minutes[index] ?? 0));
    expect(gaps.filter((gap) => gap > 20)).toHaveLength(1);
    for (const gap of gaps.filter((gap) => gap <= 20)) expect(gap).toBeGreaterThanOrEqual(5);
    for (const gap of gaps.filter((gap) => gap <= 20)) expect(gap).toBeLessThanOrEqual(8);
  });

  it('opens today with Qualifier Round 1 posted and the next race on track', async () => {
    await dayAt(0);
    const event = await eventPage();
    expect(event.date?.start).toBe('2026-11-27');
    expect(event.raceGroups.map((group) => group.round)).toEqual(['Qualifier Round 1']);
    expect(await postedTimes()).toEqual(
      program
        .slice(0, RACES_RUN_AT_START)
        .reverse()
        .map((race) => localTime(race.finishMs)),
    );
    const live = expectOk(parseRaceResult((await get(LIVE)).html, LIVE));
    expect(live.raceName).toBe(at(RACES_RUN_AT_START).name);
    const dashboard = expectOk(parseTrackPage((await get(DASHBOARD)).html, DASHBOARD));
    expect(dashboard).toMatchObject({ liveStatus: 'racing', liveStatusText: 'LIVE (Racing)' });
  });

  it('posts each race at its finish, marks it complete and puts the next race on track', async () => {
    const race = at(RACES_RUN_AT_START);
    const url = raceDayRaceUrl(race.raceId);
    await dayAt(race.finishMs - 1_000, 4);
    expect(await postedTimes()).toHaveLength(RACES_RUN_AT_START);
    expect((await heatSheetRace(race))?.status).toBe('not-started');
    const running = expectOk(parseRaceResult((await get(url)).html, url));
    expect(running.lapTimes.flatMap((entry) => entry.laps).length).toBeLessThan(
      race.race.drivers.flatMap((driver) => driver.lapsMs).length,
    );

    clock += 2_000 / 4;
    expect((await postedTimes())[0]).toBe(localTime(race.finishMs));
    expect(await heatSheetRace(race)).toMatchObject({ status: 'complete', resultUrl: url });
    const posted = expectOk(parseRaceResult((await get(url)).html, url));
    expect(posted.results.map((row) => row.driver).sort()).toEqual(
      race.grid.map((entry) => entry.name).sort(),
    );
    expect(posted.lapTimes.flatMap((entry) => entry.laps)).toHaveLength(
      race.race.drivers.flatMap((driver) => driver.lapsMs).length,
    );
    const next = at(RACES_RUN_AT_START + 1);
    expect((await get(raceDayRaceUrl(next.raceId))).status).toBe(404);

    clock += (next.startMs - race.finishMs + 1_000) / 4;
    expect(expectOk(parseRaceResult((await get(LIVE)).html, LIVE)).raceName).toBe(next.name);
    expect((await get(raceDayRaceUrl(next.raceId))).status).toBe(200);
  });

  it("moves the racer's start estimate as races post, over lunch to the mains", async () => {
    const mine = program.find(
      (race) => race.startMs > 0 && race.grid.some((e) => e.name === RACE_DAY_DRIVER),
    );
    await dayAt(0);
    const first = (await nextRace()).race;
    expect(first).toMatchObject({ raceName: mine?.name, racesBefore: 2 });
    expect(first?.startEstimate?.at).toMatch(/^\d\d:\d\d$/);

    clock += at(RACES_RUN_AT_START).finishMs + 1_000;
    const second = (await nextRace()).race;
    expect(second).toMatchObject({ raceName: mine?.name, racesBefore: 1 });
    expect(second?.startEstimate?.at).not.toBe(first?.startEstimate?.at);

    // Past their heat, then past lunch and the first main: the Nitro A-Main is next, its start from 14:01-ish.
    const firstMain = program.find((race) => race.round === 'Main Events') as DayRace;
    clock = OPENED_AT + firstMain.finishMs + 1_000;
    expect((await nextRace()).race).toMatchObject({
      raceName: '1/8 Nitro Buggy A-Main',
      racesBefore: 0,
      startEstimate: { at: localTime(firstMain.finishMs) },
    });
  });
});
