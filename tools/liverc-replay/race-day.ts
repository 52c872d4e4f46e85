// Race day mode: Red Gum's event run today as a club meeting, made of its recorded races. A five-minute race
// every 5-8 minutes of race time, and one lunch break before the mains. Each race runs live in turn; at its
// finish it is posted on the event page with its completion time and marked complete on its heat sheet, and
// the next race takes the track. So a racer following Red Gum sees My races fill and their start estimate move.
import { parseRaceResult } from '../../src/liverc/parsers/race-result.ts';
import { catalogueUrl } from '../../src/liverc/urls.ts';
import type { LiveMode } from './live-mode.ts';
import { withCatalogueActivity, withLiveTile } from './live-pages.ts';
import { cutAt, finishMs, type RecordedRace, recordedRaceOf, standingsAt } from './live-race.ts';
import {
  heatSheetPage,
  liveRcDay,
  onDay,
  type PostedRace,
  withMoreResults,
  withPostedRaces,
} from './race-day-pages.ts';
import { type RaceHeader, raceHeaderOf, renderLivePage, renderRaceResultPage } from './race-page.ts';

export type RaceDayOptions = {
  /** Race time per real time (default 1). The day's clock reads the real one at the start and runs this fast. */
  speed?: number;
  /** The clock in milliseconds (default `Date.now`); tests move it rather than wait. */
  now?: () => number;
};

/** A driver of the nitro heat 2/2: on a grid two races after the one running at the start, then in the mains. */
export const RACE_DAY_DRIVER = 'OWEN BRADSHAW';

const ORIGIN = 'https://redgum.liverc.com';
const EVENT_ID = 500311;
const RECORDED_DAY = { text: 'Nov 22, 2026', iso: '2026-11-22' };
export const RACE_LENGTH_MS = 5 * 60_000;
/** Marshals out, the next cars on the grid: taken in turn after each race. */
const CHANGEOVERS_MS = [75, 30, 120, 60, 150, 45].map((seconds) => seconds * 1000);
export const LUNCH_MS = 35 * 60_000;
/** Qualifier Round 1 is run and posted when the day opens: the estimate has intervals to work from at once. */
export const RACES_RUN_AT_START = 3;

type Heat = 'all' | 'odd' | 'even';
type RaceSpec = { from: number; className: string; name: string; heat?: Heat };
const ELECTRIC = '1/8 Electric Buggy';
const NITRO = '1/8 Nitro Buggy';
const qualifier = (nitro: number): RaceSpec[] => [
  { from: 6610125, className: ELECTRIC, name: `${ELECTRIC} (Heat 1/1)` },
  { from: nitro, className: NITRO, name: `${NITRO} (Heat 1/2)`, heat: 'even' },
  { from: nitro, className: NITRO, name: `${NITRO} (Heat 2/2)`, heat: 'odd' },
];
/** The event's three lineups (the ids its page links), each run from recorded races of its classes. */
const ROUNDS: { sheetId: number; round: string; code: string; races: RaceSpec[] }[] = [
  { sheetId: 8810201, round: 'Qualifier Round 1', code: 'Q1', races: qualifier(6610101) },
  { sheetId: 8810202, round: 'Qualifier Round 2', code: 'Q2', races: qualifier(6610114) },
  {
    sheetId: 8810203,
    round: 'Main Events',
    code: 'M1',
    races: [
      { from: 6610125, className: ELECTRIC, name: `${ELECTRIC} A-Main` },
      { from: 6610126, className: NITRO, name: `${NITRO} A-Main` },
      { from: 6610125, className: ELECTRIC, name: `${ELECTRIC} Fun Run` },
      { from: 6610114, className: NITRO, name: `${NITRO} Fun Run` },
    ],
  },
];
/**
 * The day's races get ids of their own, clear of the recorded ones and the demo world's copies (those of
 * Red Gum's past events lie below, those of the other tracks above 6695000), and new ones each minute a day
 * opens: the demo's database keeps the races of an earlier run, and a new day's must not be found stored.
 */
export const firstRaceIdOf = (openedAt: number): number =>
  6619001 + (Math.floor(openedAt / 60_000) % 7000) * 10;

export type DayRace = PostedRace & {
  round: string;
  race: RecordedRace;
  header: RaceHeader;
  /** Race time from the day's start, when the race starts and when its last driver takes the flag. */
  startMs: number;
  finishMs: number;
};

const pageUrl = (page: string, id: number) => `${ORIGIN}/results/?p=${page}&id=${id}`;
export const raceDayEventUrl = pageUrl('view_event', EVENT_ID);
export const raceDayRaceUrl = (raceId: number) => pageUrl('view_race_result', raceId);

/** The day's races in running order, timed from the day's start (negative: run before it). */
export function raceDayProgram(readPage: (url: string) => string | null, openedAt: number): DayRace[] {
  const races: DayRace[] = [];
  let at = 0;
  for (const round of ROUNDS) {
    for (const [index, spec] of round.races.entries()) {
      if (round.code === 'M1' && index === 0) at += LUNCH_MS;
      const url = pageUrl('view_race_result', spec.from);
      const parsed = parseRaceResult(readPage(url) ?? '', url);
      if (!parsed.ok) throw new Error(`race day: ${url} is not a recorded race (${parsed.error})`);
      const race = regridded(cutAt(heatOf(recordedRaceOf(parsed.data), spec.heat), RACE_LENGTH_MS));
      const raceNumber = index + 1;
      races.push({
        raceId: firstRaceIdOf(openedAt) + races.length,
        raceNumber,
        className: spec.className,
        name: spec.name,
        postedAt: null,
        grid: gridOf(race),
        round: round.round,
        race,
        header: {
          ...raceHeaderOf(parsed.data),
          eventDate: liveRcDay(openedAt),
          title: `${spec.name} Results [${round.code} Race #${raceNumber}]`,
          raceName: spec.name,
          raceNumber,
          round: round.round,
          lengthText: `${RACE_LENGTH_MS / 60_000}:00 Timed`,
        },
        startMs: at,
        finishMs: at + finishMs(race),
      });
      at = (races.at(-1)?.finishMs ?? at) + (CHANGEOVERS_MS[races.length % CHANGEOVERS_MS.length] ?? 0);
    }
  }
  const offset = races[RACES_RUN_AT_START]?.startMs ?? 0;
  return races.map((race) => ({ ...race, startMs: race.startMs - offset, finishMs: race.finishMs - offset }));
}

/** `readPage` answers a recorded page by its LiveRC address (the replay server's). */
export function createRaceDay(options: RaceDayOptions, readPage: (url: string) => string | null): LiveMode {
  const now = options.now ?? Date.now;
  const speed = options.speed ?? 1;
  const openedAt = now();
  const program = raceDayProgram(readPage, openedAt);
  const byUrl = new Map(program.map((race) => [raceDayRaceUrl(race.raceId), race]));
  const raceTime = () => (now() - openedAt) * speed;
  /** The race on track, or the last one run while the track is quiet. */
  const current = (t: number) => program.findLast((race) => race.startMs <= t) ?? program[0];
  const recorded = (url: string) => {
    const html = readPage(url);
    if (html === null) throw new Error(`race day: the recorded pages lack ${url}`);
    return html;
  };
  const today = (html: string) => onDay(html, RECORDED_DAY, openedAt);
  const at = (t: number) =>
    program.map((race) => ({ ...race, postedAt: race.finishMs <= t ? openedAt + race.finishMs : null }));
  const roundsAt = (t: number) =>
    ROUNDS.map(({ round, sheetId }) => ({
      round,
      sheetId,
      races: at(t).filter((race) => race.round === round),
    }));
  const moment = (t: number) => {
    const race = current(t) as DayRace;
    const elapsedMs = Math.min(Math.max(0, t - race.startMs), race.finishMs - race.startMs);
    return {
      race,
      running: t < race.finishMs,
      elapsedMs,
      lengthMs: RACE_LENGTH_MS,
      header: race.header,
      standings: standingsAt(race.race, elapsedMs),
    };
  };

  return {
    moment: () => {
      const { race: _, ...rest } = moment(raceTime());
      return rest;
    },
    page(url) {
      const t = raceTime();
      const day = moment(t);
      const race = byUrl.get(url);
      if (race) {
        if (race.startMs > t) return null;
        const elapsed = Math.min(t, race.finishMs) - race.startMs;
        return renderRaceResultPage(race.header, standingsAt(race.race, elapsed), race.race.length);
      }
      if (url === raceDayEventUrl) return withPostedRaces(today(recorded(url)), roundsAt(t));
      const round = roundsAt(t).find(({ sheetId }) => url === pageUrl('view_heat_sheet', sheetId));
      if (round) {
        const template = recorded(pageUrl('view_heat_sheet', 8810203));
        return heatSheetPage(today(template), round.round, round.races);
      }
      if (url === pageUrl('view_entry_list', EVENT_ID) || url === `${ORIGIN}/events/`)
        return today(recorded(url));
      if (url === `${ORIGIN}/live/`) {
        const clock = {
          running: day.running,
          elapsedMs: day.elapsedMs,
          lengthMs: RACE_LENGTH_MS,
          resultPath: raceDayRaceUrl(day.race.raceId).slice(ORIGIN.length),
        };
        return renderLivePage(day.header, day.standings, day.race.race.length, clock);
      }
      if (url === `${ORIGIN}/`) {
        const posted = program.filter((race) => race.finishMs <= t).length;
        return withMoreResults(withLiveTile(recorded(url), day.running), posted);
      }
      if (url === catalogueUrl())
        return withCatalogueActivity(recorded(url), new URL(ORIGIN).host, day.running);
      return null;
    },
  };
}

/** A qualifier's heat of the class: the field by name, every other driver ('even' from the first). */
function heatOf(race: RecordedRace, heat: Heat = 'all'): RecordedRace {
  if (heat === 'all') return race;
  const byName = [...race.drivers].sort((a, b) => a.name.localeCompare(b.name));
  const inHeat = new Set(byName.filter((_, index) => index % 2 === (heat === 'even' ? 0 : 1)));
  return { ...race, drivers: race.drivers.filter((driver) => inHeat.has(driver)) };
}

/** The grid slots 1..n in the recorded qualifying order, so a heat's grid starts at 1. */
function regridded(race: RecordedRace): RecordedRace {
  const order = [...race.drivers].sort(
    (a, b) => (a.qualifying ?? Number.MAX_SAFE_INTEGER) - (b.qualifying ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    ...race,
    drivers: race.drivers.map((driver) => ({ ...driver, qualifying: order.indexOf(driver) + 1 })),
  };
}

const gridOf = (race: RecordedRace): PostedRace['grid'] =>
  [...race.drivers]
    .sort((a, b) => (a.qualifying ?? 0) - (b.qualifying ?? 0))
    .map((driver) => ({ carNumber: driver.carNumber, name: driver.name }));
